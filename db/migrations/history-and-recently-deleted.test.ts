// The migration history-and-recently-deleted, from the database as the migration before it left it.
import { Migrator, sql } from 'kysely';
import { expect, it } from 'vitest';
import { IN_MEMORY, openDatabase } from '../../src/server/db/database.ts';
import { migrations } from './index.ts';

it('gives activity-view to Super Admin and to any role that held every system permission, not to others', async () => {
  const database = await openDatabase({ url: IN_MEMORY, dataDir: '' });
  const db = database.owner;
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  await migrator.migrateTo('2026-11-26T12-00-record-versions');
  const names = ['permissions', 'roles', 'users', 'categories', 'maps']
    .flatMap((g) => ['create', 'edit', 'delete'].map((a) => `${g}-${a}`))
    .concat('settings-edit');
  for (const name of names) await sql`insert into permissions (name) values (${name})`.execute(db);
  for (const role of ['Lurah Penuh', 'Separuh', 'Super Admin'])
    await sql`insert into roles (name) values (${role})`.execute(db);
  await sql`insert into role_permissions select r.id, p.id from roles r, permissions p where r.name = 'Lurah Penuh'`.execute(
    db,
  );
  await sql`insert into role_permissions select r.id, p.id from roles r, permissions p where r.name = 'Separuh' and p.name like 'maps-%'`.execute(
    db,
  );
  const result = await migrator.migrateToLatest();
  expect(result.error).toBeUndefined();
  const holders = await sql<{
    name: string;
  }>`select r.name from roles r join role_permissions rp on rp.role_id = r.id join permissions p on p.id = rp.permission_id where p.name = 'activity-view' order by r.name`.execute(
    db,
  );
  expect(holders.rows.map((r) => r.name)).toEqual(['Lurah Penuh', 'Super Admin']);
  await database.close();
});
