import { type Kysely, type SqlBool, sql } from 'kysely';
import { lockForTransaction } from '../../db/advisory-lock.ts';
import type { DB } from '../../db/schema.ts';

/**
 * One transaction-scoped advisory lock for every change to who holds what (user roles, role permissions,
 * deleting users or roles): such changes run one after another, so each one's "a full admin remains" check
 * sees the other's committed result (decision 0017). Released at commit or rollback.
 */
const ACCESS_LOCK = 7_426_173_001;

export function lockAccessChanges(db: Kysely<DB>): Promise<void> {
  return lockForTransaction(db, ACCESS_LOCK);
}

/** Every permission the user holds through any of their roles, by name. */
export async function permissionNamesOfUser(db: Kysely<DB>, userId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('user_roles')
    .innerJoin('role_permissions', 'role_permissions.role_id', 'user_roles.role_id')
    .innerJoin('permissions', 'permissions.id', 'role_permissions.permission_id')
    .where('user_roles.user_id', '=', userId)
    .select('permissions.name')
    .distinct()
    .orderBy('permissions.name')
    .execute();
  return rows.map((row) => row.name);
}

/**
 * What a session may do: the permissions of the user's roles and the regency role they hold (decision
 * 0055). A regency role comes only from the regency's staff list, never from a village's roles, whatever a
 * village names its permissions. One statement. The village's own checks (who may act on whom, the last
 * full admin) compare village permissions only (permissionNamesOfUser).
 */
export async function sessionPermissionNames(db: Kysely<DB>, userId: number): Promise<string[]> {
  const fromRoles = db
    .selectFrom('user_roles')
    .innerJoin('role_permissions', 'role_permissions.role_id', 'user_roles.role_id')
    .innerJoin('permissions', 'permissions.id', 'role_permissions.permission_id')
    .where('user_roles.user_id', '=', userId)
    .where(sql<SqlBool>`lower(permissions.name) not like 'regency-%'`)
    .select('permissions.name');
  const regency = db
    .selectFrom('regency_staff')
    .where('regency_staff.user_id', '=', userId)
    .select(sql<string>`'regency-' || regency_staff.role`.as('name'));
  // A regency admin may do all a viewer may.
  const viewerToo = db
    .selectFrom('regency_staff')
    .where('regency_staff.user_id', '=', userId)
    .where('regency_staff.role', '=', 'admin')
    .select(sql<string>`'regency-viewer'`.as('name'));
  const rows = await fromRoles.union(regency).union(viewerToo).execute();
  return rows.map((row) => row.name).sort();
}

export async function permissionNamesByIds(db: Kysely<DB>, ids: readonly number[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('permissions')
    .select('name')
    .where('id', 'in', [...ids])
    .execute();
  return rows.map((row) => row.name);
}

export async function permissionNamesOfRoles(db: Kysely<DB>, roleIds: readonly number[]): Promise<string[]> {
  if (roleIds.length === 0) return [];
  const rows = await db
    .selectFrom('role_permissions')
    .innerJoin('permissions', 'permissions.id', 'role_permissions.permission_id')
    .where('role_permissions.role_id', 'in', [...roleIds])
    .select('permissions.name')
    .distinct()
    .execute();
  return rows.map((row) => row.name);
}

/** How many users hold every one of the named permissions (through any of their roles). */
export async function countUsersHoldingAll(db: Kysely<DB>, names: readonly string[]): Promise<number> {
  const row = await db
    .selectFrom((eb) =>
      eb
        .selectFrom('user_roles')
        .innerJoin('role_permissions', 'role_permissions.role_id', 'user_roles.role_id')
        .innerJoin('permissions', 'permissions.id', 'role_permissions.permission_id')
        .where('permissions.name', 'in', [...names])
        .groupBy('user_roles.user_id')
        .having(sql<number>`count(distinct permissions.name)`, '=', names.length)
        .select('user_roles.user_id')
        .as('holders'),
    )
    .select(sql<number>`count(*)::int`.as('n'))
    .executeTakeFirstOrThrow();
  return row.n;
}
