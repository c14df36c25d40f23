import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/database.ts';
import { verifyPassword } from '../../src/server/modules/auth/password.ts';
import { OPERATOR_PERMISSIONS, SYSTEM_PERMISSIONS } from '../../src/shared/permissions.ts';
import { openTestDatabase } from '../../tests/support/test-database.ts';
import { seedCore } from './core.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

async function permissionsOfRole(name: string): Promise<string[]> {
  const rows = await database.db
    .selectFrom('roles')
    .innerJoin('role_permissions', 'role_permissions.role_id', 'roles.id')
    .innerJoin('permissions', 'permissions.id', 'role_permissions.permission_id')
    .where('roles.name', '=', name)
    .select('permissions.name')
    .orderBy('permissions.name')
    .execute();
  return rows.map((row) => row.name);
}

describe('seedCore', () => {
  it('creates the 19 permissions, both roles, the settings row and the admin, once', async () => {
    const first = await seedCore(database.db, {});
    expect(first.createdAdmin?.username).toBe('admin');
    expect(first.createdAdmin?.generated).toBe(true);
    expect(first.createdAdmin?.password.length).toBeGreaterThanOrEqual(16);

    const second = await seedCore(database.db, { adminPassword: 'another-password' });
    expect(second.createdAdmin).toBeUndefined();

    const permissions = await database.db.selectFrom('permissions').select('name').execute();
    expect(permissions.map((p) => p.name).sort()).toEqual([...SYSTEM_PERMISSIONS].sort());
    expect(SYSTEM_PERMISSIONS).toHaveLength(19);
    expect(await permissionsOfRole('Super Admin')).toEqual([...SYSTEM_PERMISSIONS].sort());
    expect(await permissionsOfRole('Operator')).toEqual([...OPERATOR_PERMISSIONS].sort());
    expect(await database.db.selectFrom('roles').select('name').execute()).toHaveLength(2);
    expect(await database.db.selectFrom('settings').selectAll().execute()).toHaveLength(1);

    const users = await database.db.selectFrom('users').selectAll().execute();
    expect(users).toHaveLength(1);
    expect(users[0]!.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(users[0]!.password_hash, first.createdAdmin!.password)).toBe(true);
  });

  it('keeps a trimmed Operator role as the village left it, but restores Super Admin', async () => {
    await database.db.deleteFrom('role_permissions').execute();
    await seedCore(database.db, {});
    expect(await permissionsOfRole('Operator')).toEqual([]);
    expect(await permissionsOfRole('Super Admin')).toHaveLength(19);
  });
});
