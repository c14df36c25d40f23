import { type Kysely, sql } from 'kysely';
import type { Database } from './database.ts';
import type { DB } from './schema.ts';

/**
 * The planner's statistics, for the embedded database. PostgreSQL's autovacuum analyzes a table once enough
 * of it changed; PGlite has no autovacuum, so without this a table is never analyzed and every plan guesses.
 * Row-level security (decision 0052) made the guesses costly (decision 0056): `village_id = <the village>` with no
 * statistics is estimated to keep 0.5 % of the rows, so the 5,000 places of a village were planned as one
 * and joined to their categories in a loop (the OGC items page 95 ms against 39 ms analyzed, 38 ms as the
 * owner, whom no policy holds; a signed-in admin's list under eight anonymous clients three times slower).
 */

/** autovacuum_analyze_threshold and autovacuum_analyze_scale_factor, PostgreSQL's defaults. */
const THRESHOLD_ROWS = 50;
const SCALE = 0.1;

/**
 * PGlite runs in the server's own thread, so an ANALYZE holds every request: at the default statistics
 * target (30,000 rows sampled) 100,000 places took 410 to 460 ms, at 10 (3,000 rows) 34 to 38 ms, which
 * is plenty for the few values the app's filters compare (village, status, category).
 */
const EMBEDDED_TARGET = 10;

/** For one transaction (a number of ours, not input). */
const statisticsTarget = (trx: Kysely<DB>, target: number) =>
  sql`set local default_statistics_target = ${sql.raw(String(Math.trunc(target)))}`.execute(trx);

/** How often the embedded database's changed tables are looked for (autovacuum's naptime is 60 s). */
export const STATISTICS_EVERY_MS = 30_000;

/**
 * Analyzes the tables changed by more than autovacuum would wait for, and those never analyzed that have
 * rows (a small table guessed at costs as much: eight categories were guessed at 370), one statement each.
 * Runs as the tables' owner: only an owner may analyze. Returns the tables analyzed.
 */
export async function analyzeChangedTables(
  owner: Kysely<DB>,
  options: { statisticsTarget?: number } = {},
): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select relname as name from pg_stat_user_tables
    where schemaname = 'public'
      and (n_mod_since_analyze > ${THRESHOLD_ROWS}::float8 + ${SCALE}::float8 * n_live_tup
        or (n_live_tup > 0 and last_analyze is null and last_autoanalyze is null))
    order by relname`.execute(owner);
  const target = options.statisticsTarget;
  for (const { name } of rows) {
    await owner.transaction().execute(async (trx) => {
      if (target !== undefined) await statisticsTarget(trx, target);
      await sql`analyze ${sql.table(name)}`.execute(trx);
    });
  }
  return rows.map((row) => row.name);
}

/** The embedded database's stand-in for autovacuum's analyze: now, then every STATISTICS_EVERY_MS. */
export function scheduleStatistics(
  database: Pick<Database, 'kind' | 'owner'>,
  log: { error(object: object, message: string): void },
): { stop(): void } {
  if (database.kind !== 'pglite') return { stop() {} };
  let running = false;
  const run = () => {
    if (running) return;
    running = true;
    analyzeChangedTables(database.owner, { statisticsTarget: EMBEDDED_TARGET })
      .catch((error: unknown) => log.error({ err: error }, 'the tables could not be analyzed'))
      .finally(() => {
        running = false;
      });
  };
  run();
  const every = setInterval(run, STATISTICS_EVERY_MS);
  every.unref();
  return { stop: () => clearInterval(every) };
}

/**
 * After a bulk load (benchmarks, tests, a village brought in whole): every table analyzed, as the embedded
 * database's schedule would. Not only the changed ones: a session's counts of its changes reach
 * pg_stat_user_tables up to a second after it wrote them.
 */
export async function analyzeAfterBulkLoad(database: Pick<Database, 'kind' | 'owner'>): Promise<void> {
  await database.owner.transaction().execute(async (trx) => {
    if (database.kind === 'pglite') await statisticsTarget(trx, EMBEDDED_TARGET);
    await sql`analyze`.execute(trx);
  });
}
