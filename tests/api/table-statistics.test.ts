import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { syntheticVillage } from '../../db/seeds/demo/synthetic.ts';
import { loadVillage } from '../../scripts/bench/data.ts';
import type { Database } from '../../src/server/db/database.ts';
import { analyzeChangedTables } from '../../src/server/db/table-statistics.ts';
import { openTestDatabase, testDatabaseKind } from '../support/test-database.ts';

// PGlite has no autovacuum: without the app's own analysis its tables were never analyzed, and row-level
// security's `village_id = <the village>` was then guessed to keep one place of 5,000, which planned the
// OGC items page as a loop over the categories per place (95 ms against 39 ms analyzed).

const analyzed = async (database: Database, table: string) =>
  (
    await sql<{
      at: Date | null;
    }>`select coalesce(last_analyze, last_autoanalyze) as at from pg_stat_user_tables
      where relname = ${table}`.execute(database.owner)
  ).rows[0]?.at ?? null;

/** PostgreSQL's counters reach pg_stat_user_tables a moment after the writing transaction. */
async function modifiedSinceAnalyze(database: Database, table: string, atLeast: number): Promise<void> {
  for (let i = 0; i < 50; i++) {
    const { rows } = await sql<{ n: string }>`select n_mod_since_analyze as n from pg_stat_user_tables
      where relname = ${table}`.execute(database.owner);
    if (Number(rows[0]?.n ?? 0) >= atLeast) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe(`the planner's statistics (${testDatabaseKind})`, () => {
  let database: Database;
  beforeAll(async () => {
    // A database of its own, never analyzed: not a copy of TEST_TEMPLATE_DATABASE, analyzed when it was made.
    database = await openTestDatabase({ fresh: true });
  });
  afterAll(() => database.close());

  it('analyzes a table once it changed as autovacuum would wait for, a never analyzed one with rows, and not again', async () => {
    await sql`insert into categories (name) select 'Kategori ' || n from generate_series(1, 5) n`.execute(
      database.db,
    );
    await modifiedSinceAnalyze(database, 'categories', 5);
    // Five rows: under the 50 changes autovacuum waits for, but never analyzed.
    expect(await analyzeChangedTables(database.owner)).toContain('categories');
    expect(await analyzed(database, 'categories')).not.toBeNull();
    expect(await analyzeChangedTables(database.owner)).not.toContain('categories');

    await sql`insert into categories (name) select 'Lagi ' || n from generate_series(1, 40) n`.execute(
      database.db,
    );
    await modifiedSinceAnalyze(database, 'categories', 40);
    expect(await analyzeChangedTables(database.owner)).not.toContain('categories');
    await sql`insert into categories (name) select 'Baru ' || n from generate_series(1, 20) n`.execute(
      database.db,
    );
    await modifiedSinceAnalyze(database, 'categories', 60);
    expect(await analyzeChangedTables(database.owner)).toContain('categories');
  });

  it("after a bulk load, a village's places are planned as the thousands they are", async () => {
    await loadVillage(database, syntheticVillage(2_000));
    const { rows } = await sql<{ 'QUERY PLAN': { Plan: { 'Plan Rows': number } }[] }>`explain (format json)
      select maps.id from maps where maps.status = 'active'`.execute(database.db);
    const estimate = rows[0]!['QUERY PLAN'][0]!.Plan['Plan Rows'];
    const actual = Number(
      (await sql<{ n: string }>`select count(*) as n from maps where status = 'active'`.execute(database.db))
        .rows[0]!.n,
    );
    // Within a factor of two; unanalyzed, the policy's village made it about 28 of them.
    expect(estimate).toBeGreaterThan(actual / 2);
    expect(estimate).toBeLessThan(actual * 2);
  });
});
