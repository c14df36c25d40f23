import { TRPCError } from '@trpc/server';
import { type AppErrorCode, errorKeyForField } from '../../shared/errors.ts';
import { messageOfIssue } from '../../shared/i18n/message.ts';
import { appErrorOfDatabase } from '../db/database-error.ts';
import { databaseUnavailable, isDatabaseUnavailable } from '../db/unavailable.ts';
import { AppError, type FieldMessages } from '../errors.ts';
import { type TRPCCall, trpcOwnMessage } from './trpc-own-errors.ts';

type TRPCCode = TRPCError['code'];

const TRPC_CODE: Record<AppErrorCode, TRPCCode> = {
  BAD_REQUEST: 'BAD_REQUEST',
  UNAUTHORIZED: 'UNAUTHORIZED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  VALIDATION: 'UNPROCESSABLE_CONTENT',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  TOO_MANY_REQUESTS: 'TOO_MANY_REQUESTS',
  CONFLICT: 'CONFLICT',
  UNAVAILABLE: 'SERVICE_UNAVAILABLE',
};

interface IssueLike {
  path: readonly PropertyKey[];
  message: string;
}

function isIssueList(value: unknown): value is IssueLike[] {
  return Array.isArray(value) && value.every((issue) => typeof issue?.message === 'string');
}

/**
 * Zod's issues keyed the way the spec names fields (`map_center_lat` -> `MapCenterLat`), each the message
 * by key it carries (a schema's own, or the one `zod-issue-messages.ts` chose by the issue's code).
 */
export function fieldErrorsFromIssues(issues: readonly IssueLike[]): FieldMessages {
  const errors: FieldMessages = {};
  for (const issue of issues) {
    const field = issue.path.find((part) => typeof part === 'string');
    const key = typeof field === 'string' ? errorKeyForField(field) : 'Input';
    errors[key] ??= messageOfIssue(issue.message);
  }
  return errors;
}

/**
 * Turns whatever a procedure threw into the AppError it means (or undefined for a real bug). `call` names
 * the request's facts where tRPC itself refused it, so that its refusal is said by key.
 */
export function appErrorOf(error: TRPCError, call?: TRPCCall): AppError | undefined {
  const cause = error.cause as unknown;
  if (cause instanceof AppError) return cause;
  if (isDatabaseUnavailable(cause)) return databaseUnavailable();
  const fromDatabase = appErrorOfDatabase(cause);
  if (fromDatabase) return fromDatabase;
  if (error.code === 'BAD_REQUEST') {
    const issues = (cause as { issues?: unknown } | undefined)?.issues;
    if (isIssueList(issues)) return AppError.validation(fieldErrorsFromIssues(issues));
    return new AppError('BAD_REQUEST', call ? trpcOwnMessage(error, call) : error.message);
  }
  const passThrough: Partial<Record<TRPCCode, AppErrorCode>> = {
    UNAUTHORIZED: 'UNAUTHORIZED',
    FORBIDDEN: 'FORBIDDEN',
    NOT_FOUND: 'NOT_FOUND',
    PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
    TOO_MANY_REQUESTS: 'TOO_MANY_REQUESTS',
  };
  const code = passThrough[error.code];
  return code ? new AppError(code, call ? trpcOwnMessage(error, call) : error.message) : undefined;
}

export function toTRPCError(error: AppError): TRPCError {
  return new TRPCError({ code: TRPC_CODE[error.code], message: error.message, cause: error });
}
