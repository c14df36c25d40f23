import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Deps } from '../../deps.ts';
import { type AuthSession, authenticate } from './auth.service.ts';
import { type SessionCookieJar, sessionCookieJar } from './session-cookies.ts';

/**
 * What the app's plumbing (the tRPC base, the REST adapter, the uploads route) gets of auth, through Deps:
 * it reads sessions and writes their cookies without importing this module.
 */
export interface Authenticator {
  /** The session behind a bearer token, or null for a missing, forged or expired one. */
  authenticate(token: string): Promise<AuthSession | null>;
  /** The browser's session cookies as this request's answer writes them. */
  cookies(request: FastifyRequest, reply: FastifyReply): SessionCookieJar;
}

export function createAuthenticator(deps: Pick<Deps, 'db' | 'now'>): Authenticator {
  return {
    authenticate: (token) => authenticate(deps, token),
    cookies: (request, reply) => sessionCookieJar(request, reply, deps.now),
  };
}
