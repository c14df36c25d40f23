import type { Deps } from '../deps.ts';
import type { AuthSession } from '../modules/auth/auth.service.ts';
import type { SessionCookieJar } from '../modules/auth/session-cookies.ts';

export interface Context {
  deps: Deps;
  /** The bearer token as sent; checked only by procedures that need a session. */
  token: string | null;
  /** The client's address, for per-address limits. */
  ip: string;
  session: AuthSession | null;
  /** How many calls arrived in the request this one came in (1 unless a tRPC batch). */
  batchSize: number;
  /** The browser's session cookies; absent when a procedure is called in-process without a reply. */
  cookies: SessionCookieJar | null;
  /** `Accept-Language` as sent: read only when an error is written (trpc/init.ts), not on every call. */
  acceptLanguage: string | string[] | undefined;
  /** The HTTP method, named in tRPC's own refusal of it (a GET to a mutation). */
  method?: string;
  /** Whether the request's village was closed by the regency: it refuses every change (decision 0058). */
  villageClosed?: boolean;
}

export function bearerToken(header: string | string[] | undefined): string | null {
  const value = Array.isArray(header) ? header[0] : header;
  const match = value ? /^Bearer\s+(\S+)\s*$/i.exec(value) : null;
  return match?.[1] ?? null;
}

export function createContext(
  deps: Deps,
  authorization: string | string[] | undefined,
  ip = 'unknown',
  request: {
    batchSize?: number;
    cookies?: SessionCookieJar;
    acceptLanguage?: string | string[];
    method?: string;
    villageClosed?: boolean;
  } = {},
): Context {
  return {
    deps,
    token: bearerToken(authorization),
    ip,
    session: null,
    batchSize: request.batchSize ?? 1,
    cookies: request.cookies ?? null,
    acceptLanguage: request.acceptLanguage,
    method: request.method,
    villageClosed: request.villageClosed ?? false,
  };
}
