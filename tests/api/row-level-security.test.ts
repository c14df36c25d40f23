// Each village sealed from the others by the database (issue 35, decision 0052): row-level security forced
// on every village table, the app's statements run as a role that cannot bypass it, and every connection
// carries the village of the work it serves.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_ROLE } from '../../src/server/db/database.ts';
import type { DB } from '../../src/server/db/schema.ts';
import { inVillage } from '../../src/server/db/village-context.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { testDatabaseKind } from '../support/test-database.ts';
import { writeRowsInEveryTable } from '../support/village-rows.ts';

/**
 * The deployment's directory of villages: read to find which village a request is for, before any village
 * is set, so it cannot be held to one. The app may only read it.
 */
const DIRECTORY = ['village_hosts'];

/** The policy's rule, as PostgreSQL prints it: the row's village is the one the connection carries. */
const VILLAGE_RULE = '(village_id = ( SELECT current_village_id() AS current_village_id))';

/** The tables with a village column that are not sealed: no forced security, or no village policy. */
async function unsealedTables(owner: Kysely<DB>): Promise<string[]> {
  const rows = await sql<{ name: string }>`
    select c.relname as name from pg_class c
    join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
    join pg_attribute a on a.attrelid = c.oid and a.attname = 'village_id' and not a.attisdropped
    where c.relkind in ('r', 'p') and c.relname <> all (${DIRECTORY}) and not (
      c.relrowsecurity and c.relforcerowsecurity and exists (
        select 1 from pg_policies p where p.schemaname = 'public' and p.tablename = c.relname
          and p.policyname = 'village' and p.permissive = 'PERMISSIVE' and p.roles = '{public}'
          and p.qual = ${VILLAGE_RULE} and p.with_check = ${VILLAGE_RULE}))
    order by 1`.execute(owner);
  return rows.rows.map((row) => row.name);
}

/** Policies other than the village's that would let the app's role see rows. */
async function policiesReachingTheApp(owner: Kysely<DB>): Promise<string[]> {
  const rows = await sql<{ name: string }>`
    select tablename || '.' || policyname as name from pg_policies
    where schemaname = 'public' and policyname <> 'village'
      and (roles && array['public', ${APP_ROLE}]::name[])
    order by 1`.execute(owner);
  return rows.rows.map((row) => row.name);
}

async function villageTables(owner: Kysely<DB>): Promise<string[]> {
  const rows = await sql<{ name: string }>`
    select table_name as name from information_schema.columns
    where table_schema = 'public' and column_name = 'village_id'
      and table_name <> all (${DIRECTORY})
      and table_name in (select table_name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE')
    order by 1`.execute(owner);
  return rows.rows.map((row) => row.name);
}

describe(`villages sealed by the database (${testDatabaseKind})`, () => {
  let t: TestApp;
  let tables: string[];

  beforeAll(async () => {
    t = await createTestApp();
    await sql`insert into villages (slug, name, region_code) values ('sumberagung', 'Sumberagung', '35.07.12.2001')`.execute(
      t.database.owner,
    );
    // Each village's rows written by the app itself, in its village.
    await writeRowsInEveryTable(t.database.db, 'a');
    await inVillage(2, () => writeRowsInEveryTable(t.database.db, 'b'));
    tables = await villageTables(t.database.owner);
  });
  afterAll(() => t?.close());

  it('forces a village policy on every table with a village column, and fails on one without', async () => {
    expect(tables.length).toBeGreaterThanOrEqual(20);
    expect(await unsealedTables(t.database.owner)).toEqual([]);
    // One more, and only for reading: every village reads the regency's shared categories (decision 0060).
    expect(await policiesReachingTheApp(t.database.owner)).toEqual(['categories.shared']);
    const shared = await sql<{ cmd: string; qual: string; permissive: string }>`
      select cmd, qual, permissive from pg_policies where tablename = 'categories' and policyname = 'shared'`.execute(
      t.database.owner,
    );
    expect(shared.rows).toEqual([{ cmd: 'SELECT', qual: '(village_id IS NULL)', permissive: 'PERMISSIVE' }]);
    // The check itself: a table with a village column and no forced policy is named.
    await sql`create table probe_unsealed (id int, village_id int)`.execute(t.database.owner);
    await sql`create table probe_unforced (id int, village_id int)`.execute(t.database.owner);
    await sql`alter table probe_unforced enable row level security`.execute(t.database.owner);
    await sql`create policy village on probe_unforced
      using (village_id = (select current_village_id())) with check (village_id = (select current_village_id()))`.execute(
      t.database.owner,
    );
    try {
      expect(await unsealedTables(t.database.owner)).toEqual(['probe_unforced', 'probe_unsealed']);
    } finally {
      await sql`drop table probe_unsealed, probe_unforced`.execute(t.database.owner);
    }
  });

  it("runs the app's statements as a role that neither bypasses the policies nor owns a table", async () => {
    expect(t.app.deps.db).toBe(t.database.db);
    const who = await sql<{ user: string; superuser: string }>`
      select current_user as user, current_setting('is_superuser') as superuser`.execute(t.database.db);
    expect(who.rows[0]).toEqual({ user: APP_ROLE, superuser: 'off' });
    const role = await sql<{ rolsuper: boolean; rolbypassrls: boolean }>`
      select rolsuper, rolbypassrls from pg_roles where rolname = ${APP_ROLE}`.execute(t.database.owner);
    expect(role.rows).toEqual([{ rolsuper: false, rolbypassrls: false }]);
    const owned = await sql<{ name: string }>`
      select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and pg_get_userbyid(c.relowner) = ${APP_ROLE}`.execute(t.database.owner);
    expect(owned.rows).toEqual([]);
    const directoryRights = await sql<{ privilege: string }>`
      select distinct privilege_type as privilege from information_schema.role_table_grants
      where grantee = ${APP_ROLE} and table_name in ('villages', ${sql.join(DIRECTORY)})`.execute(
      t.database.owner,
    );
    // Read to find a request's village; written only by the regency's procedures (adding a village).
    expect(directoryRights.rows.map((row) => row.privilege).sort()).toEqual([
      'DELETE',
      'INSERT',
      'SELECT',
      'UPDATE',
    ]);
    // A request's statements too: the first hook's village, the app's role.
    const answer = await t.request({ method: 'GET', url: '/api/health' });
    expect(answer.statusCode).toBe(200);
  });

  it('uses the owner only where the server starts, never on a request path', async () => {
    const root = path.resolve(import.meta.dirname, '../../src/server');
    const users: string[] = [];
    for (const file of await readdir(root, { recursive: true })) {
      if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
      const text = await readFile(path.join(root, file), 'utf8');
      if (/\.owner\b/.test(text)) users.push(file);
    }
    // Start-up, and the embedded database's statistics (only an owner may analyze), run beside requests.
    expect(users.sort()).toEqual(['bootstrap.ts', 'db/table-statistics.ts']);
  });

  it("lets nothing but the checkout set a connection's role or village (what each connection carries is remembered)", async () => {
    const found: string[] = [];
    for (const dir of ['../../src/server', '../../db/seeds']) {
      const root = path.resolve(import.meta.dirname, dir);
      for (const file of await readdir(root, { recursive: true })) {
        if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
        const text = await readFile(path.join(root, file), 'utf8');
        if (
          /set_config|\bset\s+(local\s+|session\s+)?role\b|\breset\s+(role|all)\b|\bdiscard\s+all\b/i.test(
            text,
          )
        )
          found.push(path.relative(path.resolve(import.meta.dirname, '../..'), path.join(root, file)));
      }
    }
    expect(found).toEqual(['src/server/db/database.ts']);
  });

  it('shows village A none of village B’s rows in any table, and B none of A’s', async () => {
    for (const [village, other] of [
      [1, 2],
      [2, 1],
    ] as const) {
      for (const table of tables) {
        const owned = await sql<{ n: number }>`
          select count(*)::int as n from ${sql.table(table)} where village_id = ${village}`.execute(
          t.database.owner,
        );
        const seen = await inVillage(village, () =>
          sql<{ mine: number; theirs: number }>`
            select count(*) filter (where village_id = ${village})::int as mine,
              count(*) filter (where village_id <> ${village})::int as theirs
            from ${sql.table(table)}`.execute(t.database.db),
        );
        expect(owned.rows[0]?.n, `${table} has rows in village ${village}`).toBeGreaterThan(0);
        expect(seen.rows[0], `${table} as seen by village ${village}`).toEqual({
          mine: owned.rows[0]?.n,
          theirs: 0,
        });
        // Nor can it change or remove them, by any id.
        const changed = await inVillage(village, () =>
          sql`update ${sql.table(table)} set village_id = village_id where village_id = ${other}`.execute(
            t.database.db,
          ),
        );
        const removed = await inVillage(village, () =>
          sql`delete from ${sql.table(table)} where village_id = ${other}`.execute(t.database.db),
        );
        expect([changed.numAffectedRows, removed.numAffectedRows], table).toEqual([0n, 0n]);
      }
    }
  });

  it("refuses a row written into another village, and a row moved out of one's own", async () => {
    await expect(
      sql`insert into maps (village_id, name, slug) values (2, 'Titipan', 'titipan')`.execute(t.database.db),
    ).rejects.toThrow(/row-level security/);
    await expect(sql`update maps set village_id = 2`.execute(t.database.db)).rejects.toThrow(
      /row-level security/,
    );
    // A deleted record of B put back from A (its kept row names B) is refused as well.
    await expect(
      sql`insert into categories select * from jsonb_populate_record(null::categories,
        '{"id": 901, "village_id": 2, "name": "Titipan", "description": "", "color": "#000000", "map_marker": "circle",
          "created_at": "2026-01-01T00:00:00Z", "updated_at": "2026-01-01T00:00:00Z", "version": 1}')`.execute(
        t.database.db,
      ),
    ).rejects.toThrow(/row-level security/);
  });

  it('shows a connection that carries no village nothing, and lets it write nothing', async () => {
    await t.database.db.transaction().execute(async (trx) => {
      await sql`select set_config('app.village_id', '', true)`.execute(trx);
      for (const table of tables) {
        const seen = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(
          trx,
        );
        expect(seen.rows[0]?.n, table).toBe(0);
      }
      await sql`savepoint probe`.execute(trx);
      await expect(sql`insert into categories (name) values ('Tanpa desa')`.execute(trx)).rejects.toThrow();
      await sql`rollback to savepoint probe`.execute(trx);
    });
  });

  it('never lets a pooled connection carry one village into the next piece of work, under concurrency', async () => {
    const names = async (village: number) =>
      inVillage(village, () =>
        t.database.db.transaction().execute(async (trx) => {
          const carried = await sql<{ village: string; pid: number }>`
            select current_setting('app.village_id') as village, pg_backend_pid() as pid`.execute(trx);
          await trx
            .insertInto('categories')
            .values({ name: `Concurrent ${village}` })
            .execute();
          const rows = await trx
            .selectFrom('categories')
            .select(sql<number>`village_id`.as('village_id'))
            .execute();
          return { carried: carried.rows[0], villages: new Set(rows.map((row) => row.village_id)) };
        }),
      );
    // Two hundred units of work, the two villages interleaved, more at once than the pool has connections.
    const work = Array.from({ length: 200 }, (_, i) => (i % 2) + 1);
    const results = await Promise.all(work.map((village) => names(village)));
    const pids = new Map<number, Set<number>>([
      [1, new Set()],
      [2, new Set()],
    ]);
    results.forEach((result, i) => {
      const village = work[i]!;
      expect(result.carried?.village).toBe(String(village));
      expect([...result.villages]).toEqual([village]);
      pids.get(village)?.add(result.carried!.pid);
    });
    // The same connections served both villages: what kept them apart is the checkout, not separate pools.
    const shared = [...pids.get(1)!].filter((pid) => pids.get(2)!.has(pid));
    expect(shared.length).toBeGreaterThan(0);
    // Work after village B's, outside any village, runs in the first village on whichever connection it gets.
    await Promise.all(work.map(() => names(2)));
    const after = await Promise.all(
      Array.from({ length: 20 }, () =>
        sql<{ village: string }>`select current_setting('app.village_id') as village`.execute(t.database.db),
      ),
    );
    expect(new Set(after.map((answer) => answer.rows[0]?.village))).toEqual(new Set(['1']));
  });
});
