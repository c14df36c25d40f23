import { type Kysely, sql } from 'kysely';
import { containsPattern } from '../../db/paginate.ts';
import type { DB } from '../../db/schema.ts';

const columns = [
  'users.id',
  'users.name',
  'users.username',
  'users.email',
  'users.created_at',
  'users.updated_at',
  'users.version',
] as const;

function searched(db: Kysely<DB>, search: string | undefined) {
  const query = db.selectFrom('users');
  if (!search) return query;
  const pattern = containsPattern(search);
  return query.where((eb) =>
    eb.or([
      eb('users.name', 'ilike', pattern),
      eb('users.username', 'ilike', pattern),
      eb('users.email', 'ilike', pattern),
    ]),
  );
}

export async function countUsers(db: Kysely<DB>, search: string | undefined): Promise<number> {
  return (await searched(db, search).select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow()).n;
}

export function listUsers(db: Kysely<DB>, search: string | undefined, limit: number, offset: number) {
  return searched(db, search)
    .select(columns)
    .orderBy('users.created_at', 'desc')
    .orderBy('users.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export function findUser(db: Kysely<DB>, id: number) {
  return db.selectFrom('users').select(columns).where('id', '=', id).executeTakeFirst();
}

/** The roles of several users in one query, keyed by user id. */
export async function rolesOfUsers(db: Kysely<DB>, userIds: readonly number[]) {
  const byUser = new Map<number, { id: number; name: string }[]>();
  if (userIds.length === 0) return byUser;
  const rows = await db
    .selectFrom('user_roles')
    .innerJoin('roles', 'roles.id', 'user_roles.role_id')
    .where('user_roles.user_id', 'in', [...userIds])
    .select(['user_roles.user_id', 'roles.id', 'roles.name'])
    .orderBy('roles.name')
    .execute();
  for (const row of rows) {
    const list = byUser.get(row.user_id) ?? [];
    list.push({ id: row.id, name: row.name });
    byUser.set(row.user_id, list);
  }
  return byUser;
}

export async function insertUser(
  db: Kysely<DB>,
  values: { name: string; username: string; email: string; password_hash: string },
): Promise<number> {
  return (await db.insertInto('users').values(values).returning('id').executeTakeFirstOrThrow()).id;
}

export async function updateUser(
  db: Kysely<DB>,
  id: number,
  values: { name: string; username: string; email: string; password_hash?: string; updated_at: Date },
): Promise<boolean> {
  const result = await db.updateTable('users').set(values).where('id', '=', id).executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function roleIdsOfUser(db: Kysely<DB>, userId: number): Promise<number[]> {
  const rows = await db.selectFrom('user_roles').select('role_id').where('user_id', '=', userId).execute();
  return rows.map((row) => row.role_id);
}

export async function replaceUserRoles(
  db: Kysely<DB>,
  userId: number,
  roleIds: readonly number[],
): Promise<void> {
  await db.deleteFrom('user_roles').where('user_id', '=', userId).execute();
  if (roleIds.length === 0) return;
  await db
    .insertInto('user_roles')
    .values([...new Set(roleIds)].map((role_id) => ({ user_id: userId, role_id })))
    .execute();
}
