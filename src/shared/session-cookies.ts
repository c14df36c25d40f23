/**
 * The session as the spec keeps it: three cookies (token, user JSON, permissions JSON). The server writes
 * them (so it can set Secure, SameSite and the session's own lifetime); the client only reads and clears them.
 */
import type { LoginOutput } from './schemas/auth.ts';

export const SESSION_COOKIE_NAMES = ['token', 'user', 'permissions'] as const;
export type SessionCookieName = (typeof SESSION_COOKIE_NAMES)[number];

export function sessionCookieValues(login: LoginOutput): Record<SessionCookieName, string> {
  const { token, permissions, ...user } = login;
  return { token, user: JSON.stringify(user), permissions: JSON.stringify(permissions) };
}
