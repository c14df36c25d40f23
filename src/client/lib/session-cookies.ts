/** Reading the session cookies the server wrote (src/shared/session-cookies.ts). Pure, so it is unit-tested. */
import type { PermissionMap } from '../../shared/permissions.ts';
import type { SessionUser } from '../../shared/schemas/auth.ts';
import type { SessionCookieName } from '../../shared/session-cookies.ts';

export type SessionCookieValues = Partial<Record<SessionCookieName, string>>;

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
