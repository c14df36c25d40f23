import { randomBytes } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../src/server/db/schema.ts';
import { hashPassword } from '../../src/server/modules/auth/password.ts';
import {
  OPERATOR_PERMISSIONS,
  OPERATOR_ROLE,
  SUPER_ADMIN_ROLE,
  SYSTEM_PERMISSIONS,
} from '../../src/shared/permissions.ts';
import {
  DEFAULT_DESCRIPTION,
  DEFAULT_MAP_CENTER,
  DEFAULT_MAP_ZOOM,
  DEFAULT_TITLE,
} from '../../src/shared/settings-defaults.ts';

export const ADMIN_USERNAME = 'admin';

export interface CoreSeedResult {
  /** Set only when this run created the first user: the credentials to show once. */
  createdAdmin?: { username: string; password: string; generated: boolean };
}

async function ensureRole(db: Kysely<DB>, name: string): Promise<{ id: number; created: boolean }> {
  const inserted = await db
    .insertInto('roles')
    .values({ name })
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  if (inserted) return { id: inserted.id, created: true };
  const existing = await db
    .selectFrom('roles')
    .select('id')
    .where(sql<string>`lower(name)`, '=', name.toLowerCase())
    .executeTakeFirstOrThrow();
  return { id: existing.id, created: false };
}

async function grant(db: Kysely<DB>, roleId: number, names: readonly string[]): Promise<void> {
  await db
    .insertInto('role_permissions')
    .columns(['role_id', 'permission_id'])
    .expression(
      db
        .selectFrom('permissions')
        .select([sql<number>`${roleId}::int`.as('role_id'), 'id as permission_id'])
        .where('name', 'in', [...names]),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/**
 * Idempotent: the system permissions, the two built-in roles, the settings row, and the first user.
 * Super Admin always holds every system permission; Operator gets its set only when first created, so
 * a village that trimmed it keeps its choice.
 */
export async function seedCore(db: Kysely<DB>, options: { adminPassword?: string }): Promise<CoreSeedResult> {
  return db.transaction().execute(async (trx) => {
    await trx
      .insertInto('permissions')
      .values(SYSTEM_PERMISSIONS.map((name) => ({ name })))
      .onConflict((oc) => oc.doNothing())
      .execute();

    const superAdmin = await ensureRole(trx, SUPER_ADMIN_ROLE);
    await grant(trx, superAdmin.id, SYSTEM_PERMISSIONS);
    const operator = await ensureRole(trx, OPERATOR_ROLE);
    if (operator.created) await grant(trx, operator.id, OPERATOR_PERMISSIONS);

    await trx
      .insertInto('settings')
      .values({
        id: 1,
        title: DEFAULT_TITLE,
        description: DEFAULT_DESCRIPTION,
        map_center_lat: DEFAULT_MAP_CENTER.lat,
        map_center_lng: DEFAULT_MAP_CENTER.lng,
        map_zoom: DEFAULT_MAP_ZOOM,
      })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();

    // Only an empty users table gets the first admin: recreating a deleted admin would be a back door.
    const anyUser = await trx.selectFrom('users').select('id').limit(1).executeTakeFirst();
    if (anyUser) return {};
    const generated = !options.adminPassword;
    const password = options.adminPassword ?? randomBytes(12).toString('base64url');
    const admin = await trx
      .insertInto('users')
      .values({
        name: 'Administrator',
        username: ADMIN_USERNAME,
        email: 'admin@petadesa.local',
        password_hash: await hashPassword(password),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx.insertInto('user_roles').values({ user_id: admin.id, role_id: superAdmin.id }).execute();
    return { createdAdmin: { username: ADMIN_USERNAME, password, generated } };
  });
}
