/** The session as the spec keeps it: three cookies (token, user JSON, permissions JSON). Pure, so it is unit-tested. */
import type { PermissionMap } from '../../shared/permissions.ts';
import type { LoginOutput, SessionUser } from '../../shared/schemas/auth.ts';

export const SESSION_COOKIE_NAMES = ['token', 'user', 'permissions'] as const;
export type SessionCookieName = (typeof SESSION_COOKIE_NAMES)[number];
export type SessionCookieValues = Partial<Record<SessionCookieName, string>>;

/** Matches the server's absolute session lifetime, so the cookie never outlives the token by much. */
export const SESSION_COOKIE_DAYS = 30;

export interface Session {
  token: string | null;
  user: SessionUser | null;
  permissions: PermissionMap;
}

export const SIGNED_OUT: Session = Object.freeze({ token: null, user: null, permissions: Object.freeze({}) });

function parseJson(text: string | undefined): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A damaged or hand-edited cookie must not crash the header; it just reads as "no user". */
function parseUser(text: string | undefined): SessionUser | null {
  const value = parseJson(text);
  if (!isRecord(value) || typeof value.name !== 'string' || typeof value.username !== 'string') return null;
  return value as unknown as SessionUser;
}

/** The spec calls a permission held when its value is truthy; the app checks `=== true`, so normalise here. */
function parsePermissions(text: string | undefined): PermissionMap {
  const value = parseJson(text);
  if (!isRecord(value)) return {};
  return Object.fromEntries(Object.entries(value).map(([name, held]) => [name, Boolean(held)]));
}

export function readSession(values: SessionCookieValues): Session {
  const token = values.token?.trim();
  if (!token) return SIGNED_OUT;
  return { token, user: parseUser(values.user), permissions: parsePermissions(values.permissions) };
}

export function sessionCookieValues(login: LoginOutput): Record<SessionCookieName, string> {
  const { token, permissions, ...user } = login;
  return { token, user: JSON.stringify(user), permissions: JSON.stringify(permissions) };
}
