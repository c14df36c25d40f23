/**
 * How the client reads a failed call: its HTTP status and what it means for the session. Pure but for the
 * language mode.
 */
import type { ConflictInfo, ErrorBody } from '../../shared/errors.ts';
import { currentMode } from './current-mode.ts';

interface ErrorData {
  httpStatus?: unknown;
  appError?: ErrorBody | null;
}

function dataOf(error: unknown): ErrorData | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const data = (error as { data?: unknown }).data;
  return typeof data === 'object' && data !== null ? (data as ErrorData) : undefined;
}

/** The status the server answered with, or null when there was no answer (offline, server down). */
export function httpStatusOf(error: unknown): number | null {
  const status = dataOf(error)?.httpStatus;
  return typeof status === 'number' ? status : null;
}

export function isClientError(error: unknown): boolean {
  const status = httpStatusOf(error);
  return status !== null && status >= 400 && status < 500;
}

/** The server's own message when it sent one. */
export function appErrorMessageOf(error: unknown): string | null {
  return dataOf(error)?.appError?.message ?? null;
}

/**
 * The server's message, or else what the browser said of the failure ('Failed to fetch'), which is in
 * English: the spec's texts show it as it is (spec section 8), another mode leaves it to the caller's own
 * fallback in its words.
 */
export function errorMessageOf(error: unknown): string {
  const own = appErrorMessageOf(error);
  if (own !== null) return own;
  if (currentMode() !== 'standar') return '';
  return error instanceof Error ? error.message : '';
}

/** What a 409 carries: the record as it now is, and who changed it when; null for any other failure. */
export function conflictOf(error: unknown): ConflictInfo | null {
  const data = dataOf(error);
  return data?.httpStatus === 409 ? (data.appError?.conflict ?? null) : null;
}

/** Spec section 9: three retries, but a 4xx is an answer, not a hiccup, so asking again cannot help. */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  return failureCount < 3 && !isClientError(error);
}

export type AuthFailure = 'sign-out' | 'forbidden';

/**
 * Spec section 8: a 401 from any call but the login ends the session; a 403 sends the user to the
 * forbidden page. Logout is left to its caller too: it signs out whatever the server says. A call made
 * with `forbiddenIsAnswer` (a side panel, such as a user's history, that the screen can do without) gets
 * its 403 as an answer to show instead.
 */
export function authFailureOf(
  procedurePath: string,
  status: number | null,
  forbiddenIsAnswer = false,
): AuthFailure | null {
  if (procedurePath === 'auth.login' || procedurePath === 'auth.logout') return null;
  if (status === 401) return 'sign-out';
  if (status === 403 && !forbiddenIsAnswer) return 'forbidden';
  return null;
}

/** The tRPC call option that makes a 403 an answer to show (see `authFailureOf`). */
export const FORBIDDEN_IS_ANSWER = { trpc: { context: { forbiddenIsAnswer: true } } } as const;
