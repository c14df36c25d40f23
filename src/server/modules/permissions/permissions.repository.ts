import { type Kysely, sql } from 'kysely';
import { containsPattern } from '../../db/paginate.ts';
import type { DB } from '../../db/schema.ts';

const columns = ['id', 'name', 'created_at', 'updated_at', 'version'] as const;

function searched(db: Kysely<DB>, search: string | undefined) {
  const query = db.selectFrom('permissions');
  return search ? query.where('name', 'ilike', containsPattern(search)) : query;
}

export async function countPermissions(db: Kysely<DB>, search: string | undefined): Promise<number> {
  const row = await searched(db, search).select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
  return row.n;
}

export function listPermissions(db: Kysely<DB>, search: string | undefined, limit: number, offset: number) {
  return searched(db, search)
    .select(columns)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export function allPermissions(db: Kysely<DB>) {
  return db.selectFrom('permissions').select(columns).orderBy('name').execute();
}

export function findPermission(db: Kysely<DB>, id: number) {
  return db.selectFrom('permissions').select(columns).where('id', '=', id).executeTakeFirst();
}

export async function existingPermissionIds(db: Kysely<DB>, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('permissions')
    .select('id')
    .where('id', 'in', [...ids])
    .execute();
  return rows.map((row) => row.id);
}

export function insertPermission(db: Kysely<DB>, name: string) {
  return db.insertInto('permissions').values({ name }).returning(columns).executeTakeFirstOrThrow();
}

export function updatePermission(db: Kysely<DB>, id: number, name: string, now: Date) {
  return db
    .updateTable('permissions')
    .set({ name, updated_at: now })
    .where('id', '=', id)
    .returning(columns)
    .executeTakeFirst();
}

export async function deletePermission(db: Kysely<DB>, id: number): Promise<boolean> {
  const result = await db.deleteFrom('permissions').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}
