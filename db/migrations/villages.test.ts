// The migration villages, from a database as the release before it left it (issue 35).
import { type Kysely, Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/database.ts';
import { inVillage } from '../../src/server/db/village-context.ts';
import { openTestDatabase } from '../../tests/support/test-database.ts';
import { writeRowsInEveryTable } from '../../tests/support/village-rows.ts';
import { migrations } from './index.ts';

const BEFORE = '2026-12-01T10-00-vector-tiles';

describe('the migration villages', () => {
  let database: Database;
  let before: Map<string, unknown[]>;

  beforeAll(async () => {
    database = await openTestDatabase({ migrateTo: BEFORE });
    const db = database.owner;
    // Rows in every table, as the release before villages wrote them, and its settings row.
    await sql`insert into settings (id, title) values (1, 'Desa Sumberagung')`.execute(db);
    await writeRowsInEveryTable(db, 'a');
    before = await everyRow(database);
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    const result = await migrator.migrateToLatest();
    expect(result.error).toBeUndefined();
  });
  afterAll(() => database?.close());

  it('keeps every row, each in the first village', async () => {
    const after = await everyRow(database);
    // What later migrations add is not this one's to keep: the resident reports' two permissions (and
    // Super Admin's holding of them, when the database has the role).
    const added = new Set(
      ((after.get('permissions') ?? []) as { id: number; name: string }[])
        .filter((row) => row.name === 'reports-view' || row.name === 'reports-moderate')
        .map((row) => row.id),
    );
    after.set(
      'permissions',
      (after.get('permissions') ?? []).filter((row) => !added.has((row as { id: number }).id)),
    );
    after.set(
      'role_permissions',
      (after.get('role_permissions') ?? []).filter(
        (row) => !added.has((row as { permission_id: number }).permission_id),
      ),
    );
    for (const [table, rows] of before) {
      expect(rows.length, table).toBeGreaterThan(0);
      const withoutVillage = (after.get(table) ?? []).map((row) => {
        const { village_id, ...rest } = row as { village_id: number };
        expect(village_id, table).toBe(1);
        // A kept row names its village, so that it comes back into it (migration row-level-security).
        if (table === 'deleted_records') {
          const { row: kept, ...others } = rest as { row: Record<string, unknown> };
          expect(kept.village_id).toBe(1);
          const { village_id: _kept, ...row } = kept;
          return { ...others, row };
        }
        return rest;
      });
      expect(withoutVillage, table).toEqual(rows);
    }
  });

  it('makes the database its first village, named as it was titled, reached at /desa/desa/', async () => {
    const villages = await sql`select id, slug, name, region_code, closed_at from villages`.execute(
      database.owner,
    );
    expect(villages.rows).toEqual([
      { id: 1, slug: 'desa', name: 'Desa Sumberagung', region_code: null, closed_at: null },
    ]);
  });

  it('makes what was unique in the deployment unique in each village, and no id links two villages', async () => {
    const db = database.owner;
    await sql`insert into villages (slug, name, region_code) values ('sumberagung', 'Sumberagung', '35.07.12.2001')`.execute(
      db,
    );
    await inVillage(2, () => secondVillage(db));
  });
});

async function secondVillage(db: Kysely<any>): Promise<void> {
  // The same names and keys as the first village's: unique per village.
  await sql`insert into users (name, username, email, password_hash) values ('User', 'USER-A', 'a@example.test', 'x')`.execute(
    db,
  );
  await sql`insert into maps (name, slug) values ('Place a', 'place-a')`.execute(db);
  await sql`insert into settings (id, title) values (1, 'Sumberagung')`.execute(db);
  await sql`insert into login_attempts values ('account:a', now(), 1)`.execute(db);
  await sql`insert into vector_tiles values (3, 6, 4, 1, '\\x00')`.execute(db);
  const counted = await sql<{ village_id: number; n: number }>`
      select village_id, count(*)::int as n from users group by village_id order by village_id`.execute(db);
  expect(counted.rows).toEqual([
    { village_id: 1, n: 1 },
    { village_id: 2, n: 1 },
  ]);
  // Still unique inside the village.
  await expect(
    sql`insert into users (name, username, email, password_hash) values ('B', 'user-a', 'b@example.test', 'x')`.execute(
      db,
    ),
  ).rejects.toMatchObject({ constraint: 'users_username_lower_key' });
  // Village 1's role (id 1) and category (id 1) cannot be linked from village 2.
  const user = await sql<{ id: number }>`select id from users where village_id = 2`.execute(db);
  await expect(
    sql`insert into user_roles (user_id, role_id) values (${user.rows[0]?.id}, 1)`.execute(db),
  ).rejects.toMatchObject({ constraint: 'user_roles_role_id_fkey' });
  await expect(sql`update maps set category_id = 1 where village_id = 2`.execute(db)).rejects.toMatchObject({
    constraint: 'maps_category_id_fkey',
  });
  // Each village's public data version is its own.
  const versions = await sql`select village_id, version from public_data_version order by village_id`.execute(
    db,
  );
  expect(versions.rows.map((row) => (row as { village_id: number }).village_id)).toEqual([1, 2]);
}

/** Every row of every village table, in a stable order, as JSON would carry it. */
async function everyRow(database: Database): Promise<Map<string, unknown[]>> {
  const tables = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE'
      and table_name not in ('kysely_migration', 'kysely_migration_lock', 'villages', 'village_hosts')
    order by table_name`.execute(database.owner);
  const rows = new Map<string, unknown[]>();
  for (const { name } of tables.rows) {
    const result = await sql`select * from ${sql.table(name)} order by 1`.execute(database.owner);
    rows.set(name, JSON.parse(JSON.stringify(result.rows)));
  }
  return rows;
}
