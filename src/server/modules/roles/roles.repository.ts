import { type Kysely, sql } from 'kysely';
import { containsPattern } from '../../db/paginate.ts';
import type { DB } from '../../db/schema.ts';

function searched(db: Kysely<DB>, search: string | undefined) {
  const query = db.selectFrom('roles');
  return search ? query.where('roles.name', 'ilike', containsPattern(search)) : query;
}

export async function countRoles(db: Kysely<DB>, search: string | undefined): Promise<number> {
  return (await searched(db, search).select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow()).n;
}

export function listRoles(db: Kysely<DB>, search: string | undefined, limit: number, offset: number) {
  return searched(db, search)
    .select((eb) => [
      'roles.id',
      'roles.name',
      'roles.created_at',
      'roles.updated_at',
      'roles.version',
      eb
        .selectFrom('role_permissions')
        .whereRef('role_permissions.role_id', '=', 'roles.id')
        .select(sql<number>`count(*)::int`.as('n'))
        .as('permissions_count'),
    ])
    .orderBy('roles.created_at', 'desc')
    .orderBy('roles.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export function allRoles(db: Kysely<DB>) {
  return db.selectFrom('roles').select(['id', 'name']).orderBy('name').execute();
}

export function findRole(db: Kysely<DB>, id: number) {
  return db
    .selectFrom('roles')
    .select(['id', 'name', 'created_at', 'updated_at', 'version'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export function permissionsOfRole(db: Kysely<DB>, roleId: number) {
  return db
    .selectFrom('role_permissions')
    .innerJoin('permissions', 'permissions.id', 'role_permissions.permission_id')
    .where('role_permissions.role_id', '=', roleId)
    .select(['permissions.id', 'permissions.name'])
    .orderBy('permissions.name')
    .execute();
}

export async function existingRoleIds(db: Kysely<DB>, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  return (
    await db
      .selectFrom('roles')
      .select('id')
      .where('id', 'in', [...ids])
      .execute()
  ).map((row) => row.id);
}

export async function insertRole(db: Kysely<DB>, name: string): Promise<number> {
  return (await db.insertInto('roles').values({ name }).returning('id').executeTakeFirstOrThrow()).id;
}

export async function updateRoleName(db: Kysely<DB>, id: number, name: string, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('roles')
    .set({ name, updated_at: now })
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function replaceRolePermissions(
  db: Kysely<DB>,
  roleId: number,
  permissionIds: readonly number[],
) {
  await db.deleteFrom('role_permissions').where('role_id', '=', roleId).execute();
  if (permissionIds.length === 0) return;
  await db
    .insertInto('role_permissions')
    .values([...new Set(permissionIds)].map((permission_id) => ({ role_id: roleId, permission_id })))
    .execute();
}

/** Who holds a role (kept with a deleted role, to give it back to them if it comes back). */
export async function holdersOfRole(db: Kysely<DB>, roleId: number): Promise<number[]> {
  const rows = await db.selectFrom('user_roles').select('user_id').where('role_id', '=', roleId).execute();
  return rows.map((row) => row.user_id);
}

/** Gives a restored role back to those of its holders who still exist. */
export async function restoreRoleHolders(db: Kysely<DB>, roleId: number, userIds: readonly number[]) {
  if (userIds.length === 0) return;
  await db
    .insertInto('user_roles')
    .columns(['user_id', 'role_id'])
    .expression((eb) =>
      eb
        .selectFrom('users')
        .select(['users.id as user_id', eb.val(roleId).as('role_id')])
        .where('users.id', 'in', [...userIds]),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();
}
