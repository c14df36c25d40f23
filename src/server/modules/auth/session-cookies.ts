import { stringifySetCookie } from 'cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  SESSION_COOKIE_NAMES,
  type SessionCookieName,
  sessionCookieValues,
} from '../../../shared/session-cookies.ts';
import type { AuthSession } from './auth.service.ts';

/** What a procedure may do with the browser's session cookies. */
export interface SessionCookieJar {
  /** Writes the three cookies to live until `expiresAt`, the session's own expiry. */
  set(values: Record<SessionCookieName, string>, expiresAt: Date): void;
  clear(): void;
  /** A session kept alive moves its cookies' expiry with it (and refreshes the permissions they show). */
  keepAlive(session: AuthSession, token: string): void;
}

/**
 * The cookies stay readable by the client (the spec keeps the token there and sends it as a bearer token), so
 * they cannot be HttpOnly; SameSite=Strict keeps them out of every cross-site request, and Secure is set
 * whenever the request came over HTTPS (behind a proxy only when TRUST_PROXY lets Fastify believe
 * X-Forwarded-Proto).
 */
export function sessionCookieJar(
  request: FastifyRequest,
  reply: FastifyReply,
  now: () => Date,
): SessionCookieJar {
  // A village reached under `/desa/{slug}/` keeps its sessions there: another village's pages never see them.
  const path = `${request.village?.base ?? ''}/`;
  const attributes = { path, sameSite: 'strict' as const, secure: request.protocol === 'https' };
  const write = (cookies: string[]) => reply.header('set-cookie', cookies);
  const jar: SessionCookieJar = {
    set(values, expiresAt) {
      const maxAge = Math.max(0, Math.floor((expiresAt.getTime() - now().getTime()) / 1000));
      write(
        SESSION_COOKIE_NAMES.map((name) =>
          stringifySetCookie({ name, value: values[name], maxAge, expires: expiresAt, ...attributes }),
        ),
      );
    },
    clear() {
      write(
        SESSION_COOKIE_NAMES.map((name) =>
          stringifySetCookie({ name, value: '', maxAge: 0, expires: new Date(0), ...attributes }),
        ),
      );
    },
    keepAlive(session, token) {
      if (!session.renewedUntil) return;
      jar.set(
        sessionCookieValues({ ...session.user, token, permissions: session.permissions }),
        session.renewedUntil,
      );
    },
  };
  return jar;
}
