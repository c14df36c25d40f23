import type { Kysely } from 'kysely';
import { msg } from '../../../shared/i18n/message.ts';
import type { PermissionMap } from '../../../shared/permissions.ts';
import type {
  ChangePasswordInput,
  LoginInput,
  LoginOutput,
  SessionUser,
} from '../../../shared/schemas/auth.ts';
import type { DB, UserRow } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { recordChange } from '../audit/record-change.ts';
import { sessionPermissionNames } from './access.repository.ts';
import * as repo from './auth.repository.ts';
import { refuseCommonPassword } from './common-passwords.ts';
import { attemptSucceeded, countAttempt } from './login-throttle.ts';
import { burnPasswordCheck, hashPassword, needsRehash, verifyPassword } from './password.ts';
import { idleExpiry, SESSION_TOUCH_INTERVAL_MS } from './session-policy.ts';
import { generateSessionToken, parseSessionToken, secretMatches } from './session-token.ts';

export interface AuthSession {
  sessionId: string;
  user: SessionUser;
  permissions: PermissionMap;
  /** Set when this request moved the session's idle expiry forward (at most hourly). */
  renewedUntil?: Date;
}

/** Enough for a phone, a laptop and a few browsers; a new sign-in beyond it ends the oldest session. */
export const MAX_SESSIONS_PER_USER = 10;

export const WRONG_CURRENT_PASSWORD = msg('api_current_password_wrong');

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

/** What reading a session needs of the app's dependencies (Deps is built with it: see authenticator.ts). */
type SessionDeps = Pick<Deps, 'db' | 'now'>;

export async function permissionMapOf(deps: SessionDeps, userId: number): Promise<PermissionMap> {
  const names = await sessionPermissionNames(deps.db, userId);
  return Object.fromEntries(names.map((name) => [name, true]));
}

/** What a login produces: the answer, and when the session (and so its cookies) expires. */
export interface NewSession {
  login: LoginOutput;
  expiresAt: Date;
}

/**
 * Checks a user's password as one counted attempt (login-throttle.ts): counted before the hash is verified,
 * taken back when it proves right. Unknown users cost the same time as wrong passwords.
 */
export async function checkPassword(
  deps: Deps,
  username: string,
  password: string,
  address: string,
): Promise<UserRow | undefined> {
  const attempt = await countAttempt(deps, username, address);
  const user = await repo.findUserByUsername(deps.db, username);
  if (!user) await burnPasswordCheck(password);
  const valid = user ? await verifyPassword(user.password_hash, password) : false;
  if (!user || !valid) return undefined;
  await attemptSucceeded(deps, attempt);
  return user;
}

/**
 * Unknown users and wrong passwords answer alike and take alike; repeated failures per account or per
 * address are refused for a while, whatever the password. A user keeps at most MAX_SESSIONS_PER_USER
 * sessions: a new one ends the oldest.
 */
export async function login(deps: Deps, input: LoginInput, address: string): Promise<NewSession> {
  const user = await checkPassword(deps, input.username, input.password, address);
  if (!user) throw new AppError('UNAUTHORIZED', msg('api_login_failed'));
  if (needsRehash(user.password_hash)) {
    await repo.updatePasswordHash(deps.db, user.id, await hashPassword(input.password));
  }
  const now = deps.now();
  const { id, secretHash, token } = generateSessionToken();
  const expiresAt = idleExpiry(now, now);
  await repo.insertSession(deps.db, { id, secretHash, userId: user.id, now, expiresAt });
  await repo.deleteSessionsBeyond(deps.db, user.id, MAX_SESSIONS_PER_USER);
  await repo.deleteExpiredSessions(deps.db, now);
  return {
    login: { ...toSessionUser(user), token, permissions: await permissionMapOf(deps, user.id) },
    expiresAt,
  };
}

/** The session behind a bearer token, or null for a missing, forged or expired one. */
export async function authenticate(deps: SessionDeps, token: string): Promise<AuthSession | null> {
  const parsed = parseSessionToken(token);
  if (!parsed) return null;
  const session = await repo.findSessionWithUser(deps.db, parsed.id);
  if (!session || !secretMatches(parsed.secret, session.secret_hash)) return null;
  const now = deps.now();
  if (session.expires_at.getTime() <= now.getTime()) {
    await repo.deleteSession(deps.db, session.id);
    return null;
  }
  let renewedUntil: Date | undefined;
  if (now.getTime() - session.last_seen_at.getTime() >= SESSION_TOUCH_INTERVAL_MS) {
    renewedUntil = idleExpiry(now, session.created_at);
    await repo.touchSession(deps.db, session.id, now, renewedUntil);
  }
  return {
    sessionId: session.id,
    user: toSessionUser(session.user),
    permissions: await permissionMapOf(deps, session.user.id),
    ...(renewedUntil ? { renewedUntil } : {}),
  };
}

export function logout(deps: Deps, sessionId: string): Promise<void> {
  return repo.deleteSession(deps.db, sessionId);
}

/** Ends every session of the user, in the caller's transaction: whoever signed in before must sign in again. */
export function endSessionsOf(db: Kysely<DB>, userId: number): Promise<void> {
  return repo.deleteSessionsOfUser(db, userId);
}

/**
 * Everyone may change their own password, by giving the current one (a counted attempt, like a login).
 * Every other session of the user ends: whoever learnt the old password is signed out.
 */
export async function changePassword(
  deps: Deps,
  session: AuthSession,
  input: ChangePasswordInput,
  address: string,
): Promise<void> {
  const user = await checkPassword(deps, session.user.username, input.current_password, address);
  if (!user) throw AppError.validation({ CurrentPassword: WRONG_CURRENT_PASSWORD });
  if (await verifyPassword(user.password_hash, input.password)) {
    throw AppError.validation({ Password: msg('api_password_same') });
  }
  await refuseCommonPassword(input.password);
  const passwordHash = await hashPassword(input.password);
  await deps.db.transaction().execute(async (trx) => {
    await repo.updatePasswordHash(trx, user.id, passwordHash);
    await repo.deleteSessionsOfUser(trx, user.id, session.sessionId);
    const shown = toSessionUser(user);
    await recordChange(trx, session.user, {
      table: 'users',
      recordId: user.id,
      action: 'update',
      before: shown,
      // The hash itself never goes into the log; that it changed does.
      after: { ...shown, password_changed: true },
    });
  });
}
