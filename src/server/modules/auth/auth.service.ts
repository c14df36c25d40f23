import type { PermissionMap } from '../../../shared/permissions.ts';
import {
  LOGIN_FAILED_MESSAGE,
  type LoginInput,
  type LoginOutput,
  type SessionUser,
} from '../../../shared/schemas/auth.ts';
import { burnPasswordCheck, hashPassword, needsRehash, verifyPassword } from '../../auth/password.ts';
import { idleExpiry, SESSION_TOUCH_INTERVAL_MS } from '../../auth/session-policy.ts';
import { generateSessionToken, parseSessionToken, secretMatches } from '../../auth/session-token.ts';
import type { UserRow } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import * as repo from './auth.repository.ts';

export interface AuthSession {
  sessionId: string;
  user: SessionUser;
  permissions: PermissionMap;
}

export function toSessionUser(row: UserRow): SessionUser {
  return {
    id: row.id,
    name: row.name,
    username: row.username,
    email: row.email,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

export async function permissionMapOf(deps: Deps, userId: number): Promise<PermissionMap> {
  const names = await repo.permissionNamesOfUser(deps.db, userId);
  return Object.fromEntries(names.map((name) => [name, true]));
}

/**
 * Unknown users and wrong passwords answer alike and take alike; repeated failures per account or per
 * address are refused for a while, whatever the password.
 */
export async function login(deps: Deps, input: LoginInput, address: string): Promise<LoginOutput> {
  const wait = deps.loginThrottle.retryAfterSeconds(input.username, address);
  if (wait > 0) {
    const minutes = Math.ceil(wait / 60);
    throw new AppError(
      'TOO_MANY_REQUESTS',
      `Terlalu banyak percobaan masuk yang gagal. Coba lagi dalam ${minutes} menit.`,
      undefined,
      wait,
    );
  }
  const user = await repo.findUserByUsername(deps.db, input.username);
  if (!user) await burnPasswordCheck(input.password);
  const valid = user ? await verifyPassword(user.password_hash, input.password) : false;
  if (!user || !valid) {
    deps.loginThrottle.recordFailure(input.username, address);
    throw new AppError('UNAUTHORIZED', LOGIN_FAILED_MESSAGE);
  }
  deps.loginThrottle.recordSuccess(input.username);
  if (needsRehash(user.password_hash)) {
    await repo.updatePasswordHash(deps.db, user.id, await hashPassword(input.password));
  }
  const now = deps.now();
  const { id, secretHash, token } = generateSessionToken();
  await repo.insertSession(deps.db, {
    id,
    secretHash,
    userId: user.id,
    now,
    expiresAt: idleExpiry(now, now),
  });
  return { ...toSessionUser(user), token, permissions: await permissionMapOf(deps, user.id) };
}

/** The session behind a bearer token, or null for a missing, forged or expired one. */
export async function authenticate(deps: Deps, token: string): Promise<AuthSession | null> {
  const parsed = parseSessionToken(token);
  if (!parsed) return null;
  const session = await repo.findSessionWithUser(deps.db, parsed.id);
  if (!session || !secretMatches(parsed.secret, session.secret_hash)) return null;
  const now = deps.now();
  if (session.expires_at.getTime() <= now.getTime()) {
    await repo.deleteSession(deps.db, session.id);
    return null;
  }
  if (now.getTime() - session.last_seen_at.getTime() >= SESSION_TOUCH_INTERVAL_MS) {
    await repo.touchSession(deps.db, session.id, now, idleExpiry(now, session.created_at));
  }
  return {
    sessionId: session.id,
    user: toSessionUser(session.user),
    permissions: await permissionMapOf(deps, session.user.id),
  };
}

export function logout(deps: Deps, sessionId: string): Promise<void> {
  return repo.deleteSession(deps.db, sessionId);
}
