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

/**
 * LAPOR! verifies within 3 working days; a "Tempat baru" may become a draft place, a "Data salah" is set
 * beside the place it corrects.
 */
const DEFAULT_REPORT_KINDS = [
  { name: 'Jalan rusak', due_days: 3, makes_place: false, corrects_place: false, position: 1 },
  { name: 'Tempat baru', due_days: 3, makes_place: true, corrects_place: false, position: 2 },
  { name: 'Data salah', due_days: 3, makes_place: false, corrects_place: true, position: 3 },
  { name: 'Lainnya', due_days: 7, makes_place: false, corrects_place: false, position: 4 },
];

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
export async function seedCore(
  db: Kysely<DB>,
  options: {
    adminPassword?: string;
    /** The first admin's username (ADMIN_USERNAME unless a village is added with another). */
    adminUsername?: string;
    /** The first admin also leads the regency: the first village's, at the deployment's first start. */
    regencyAdmin?: boolean;
  },
): Promise<CoreSeedResult> {
  // In the caller's transaction when given one (a village added by the regency), else in one of its own.
  const run = <T>(work: (trx: Kysely<DB>) => Promise<T>) =>
    db.isTransaction ? work(db) : db.transaction().execute(work);
  return run(async (trx) => {
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
      .onConflict((oc) => oc.columns(['village_id', 'id']).doNothing())
      .execute();

    // The resident reports' kinds (issue 36) a village starts with, as the migration reports gave the first
    // village; a village that changed or removed its kinds keeps its choice.
    const anyKind = await trx.selectFrom('report_kinds').select('id').limit(1).executeTakeFirst();
    if (!anyKind) await trx.insertInto('report_kinds').values(DEFAULT_REPORT_KINDS).execute();

    // Only an empty users table gets the first admin: recreating a deleted admin would be a back door.
    const anyUser = await trx.selectFrom('users').select('id').limit(1).executeTakeFirst();
    if (anyUser) return {};
    const generated = !options.adminPassword;
    const password = options.adminPassword ?? randomBytes(12).toString('base64url');
    const username = options.adminUsername ?? ADMIN_USERNAME;
    const admin = await trx
      .insertInto('users')
      .values({
        name: 'Administrator',
        username,
        email: 'admin@petadesa.local',
        password_hash: await hashPassword(password),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx.insertInto('user_roles').values({ user_id: admin.id, role_id: superAdmin.id }).execute();
    if (options.regencyAdmin) {
      await trx.insertInto('regency_staff').values({ user_id: admin.id, role: 'admin' }).execute();
    }
    return { createdAdmin: { username, password, generated } };
  });
}
