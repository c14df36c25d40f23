import { type Kysely, sql } from 'kysely';
import type { DB, SessionRow, UserRow } from '../../db/schema.ts';

export function findUserByUsername(db: Kysely<DB>, username: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where(sql<string>`lower(username)`, '=', username.toLowerCase())
    .executeTakeFirst();
}

export function findUserById(db: Kysely<DB>, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertSession(
  db: Kysely<DB>,
  session: { id: string; secretHash: Uint8Array; userId: number; now: Date; expiresAt: Date },
): Promise<void> {
  await db
    .insertInto('sessions')
    .values({
      id: session.id,
      secret_hash: session.secretHash,
      user_id: session.userId,
      created_at: session.now,
      last_seen_at: session.now,
      expires_at: session.expiresAt,
    })
    .execute();
}

export type SessionWithUser = SessionRow & { user: UserRow };

export async function findSessionWithUser(db: Kysely<DB>, id: string): Promise<SessionWithUser | undefined> {
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .where('sessions.id', '=', id)
    .select([
      'sessions.id',
      'sessions.secret_hash',
      'sessions.user_id',
      'sessions.created_at',
      'sessions.last_seen_at',
      'sessions.expires_at',
      'users.name as u_name',
      'users.username as u_username',
      'users.email as u_email',
      'users.password_hash as u_password_hash',
      'users.created_at as u_created_at',
      'users.updated_at as u_updated_at',
      'users.version as u_version',
    ])
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    secret_hash: row.secret_hash,
    user_id: row.user_id,
    created_at: row.created_at,
    last_seen_at: row.last_seen_at,
    expires_at: row.expires_at,
    user: {
      id: row.user_id,
      name: row.u_name,
      username: row.u_username,
      email: row.u_email,
      password_hash: row.u_password_hash,
      created_at: row.u_created_at,
      updated_at: row.u_updated_at,
      version: row.u_version,
    },
  };
}

export async function touchSession(
  db: Kysely<DB>,
  id: string,
  lastSeenAt: Date,
  expiresAt: Date,
): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ last_seen_at: lastSeenAt, expires_at: expiresAt })
    .where('id', '=', id)
    .execute();
}

export async function deleteSession(db: Kysely<DB>, id: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', id).execute();
}

export async function deleteSessionsOfUser(
  db: Kysely<DB>,
  userId: number,
  exceptSessionId?: string,
): Promise<void> {
  let query = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (exceptSessionId) query = query.where('id', '!=', exceptSessionId);
  await query.execute();
}

/** Ends the user's oldest sessions so that at most `keep` remain. */
export async function deleteSessionsBeyond(db: Kysely<DB>, userId: number, keep: number): Promise<void> {
  await db
    .deleteFrom('sessions')
    .where('user_id', '=', userId)
    .where(
      'id',
      'not in',
      db
        .selectFrom('sessions')
        .select('id')
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(keep),
    )
    .execute();
}

export async function deleteExpiredSessions(db: Kysely<DB>, now: Date): Promise<number> {
  const result = await db.deleteFrom('sessions').where('expires_at', '<=', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function updatePasswordHash(
  db: Kysely<DB>,
  userId: number,
  passwordHash: string,
): Promise<void> {
  await db.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', userId).execute();
}
