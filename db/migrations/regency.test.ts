// The migration regency, from a database the release before it left (issue 35): the deployment's own admin
// leads the regency, and nobody else.
import { Migrator, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/database.ts';
import { openTestDatabase } from '../../tests/support/test-database.ts';
import { migrations } from './index.ts';

const BEFORE = '2026-12-02T11-00-row-level-security';

async function upgraded(users: { username: string; superAdmin: boolean }[]): Promise<Database> {
  const database = await openTestDatabase({ migrateTo: BEFORE });
  const db = database.owner;
  await sql`insert into roles (name) values ('Super Admin'), ('Operator')`.execute(db);
  for (const user of users) {
    await sql`insert into users (name, username, email, password_hash)
      values (${user.username}, ${user.username}, ${`${user.username}@desa.test`}, 'x')`.execute(db);
    await sql`insert into user_roles (user_id, role_id)
      select u.id, r.id from users u, roles r
      where u.username = ${user.username} and r.name = ${user.superAdmin ? 'Super Admin' : 'Operator'}`.execute(
      db,
    );
  }
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error } = await migrator.migrateToLatest();
  expect(error).toBeUndefined();
  return database;
}

const regencyStaff = async (database: Database) =>
  (
    await sql<{ username: string; role: string }>`select u.username, s.role from regency_staff s
      join users u on u.village_id = s.village_id and u.id = s.user_id order by 1`.execute(database.owner)
  ).rows;

describe('the migration regency', () => {
  let database: Database | undefined;
  afterEach(() => database?.close());

  it("appoints the first village's admin, even when another Super Admin came first", async () => {
    database = await upgraded([
      { username: 'kades', superAdmin: true },
      { username: 'admin', superAdmin: false },
      { username: 'operator', superAdmin: false },
    ]);
    expect(await regencyStaff(database)).toEqual([{ username: 'admin', role: 'admin' }]);
  });

  it('appoints the oldest Super Admin when the admin was renamed, and an operator never', async () => {
    database = await upgraded([
      { username: 'operator', superAdmin: false },
      { username: 'kades', superAdmin: true },
      { username: 'sekdes', superAdmin: true },
    ]);
    expect(await regencyStaff(database)).toEqual([{ username: 'kades', role: 'admin' }]);
  });
});
