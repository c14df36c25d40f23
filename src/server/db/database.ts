import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { Kysely, PostgresDialect, type PostgresPool, type PostgresPoolClient } from 'kysely';
import pg from 'pg';
import type { DB } from './schema.ts';

export type DatabaseKind = 'pglite' | 'postgres';

export interface Database {
  db: Kysely<DB>;
  kind: DatabaseKind;
  /** Where the data lives, safe to log (no password). */
  location: string;
  close(): Promise<void>;
}

export const IN_MEMORY = 'memory://';

/**
 * One code path for both databases: kysely over a `pg` Pool. The embedded mode gets its Pool from
 * PGlite's node-postgres adapter, so every query, transaction and type parser is the same.
 */
export async function openDatabase(options: { url: string | undefined; dataDir: string }): Promise<Database> {
  if (options.url && options.url !== IN_MEMORY) return openPostgres(options.url);
  return openPglite(options.url === IN_MEMORY ? IN_MEMORY : path.join(options.dataDir, 'db'));
}

async function openPostgres(url: string): Promise<Database> {
  // A database that does not answer fails the request after a few seconds (a 503) instead of holding it.
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: 5_000,
  });
  // A lost connection must not crash the process: the pool reports it for idle clients, and a client in use
  // emits it too (its query fails with it as well, which answers 503). The pool drops the broken client.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  return { db, kind: 'postgres', location: redactUrl(url), close: () => db.destroy() };
}

async function openPglite(dataDir: string): Promise<Database> {
  // Loaded only in embedded mode, so a PostgreSQL deployment never pays for the WebAssembly build.
  const { PGlite } = await import('@electric-sql/pglite');
  const { createPgConfig } = await import('@electric-sql/pglite/node-postgres');
  if (dataDir !== IN_MEMORY) await mkdir(dataDir, { recursive: true });
  const pglite = await PGlite.create(dataDir);
  const pool = new pg.Pool(createPgConfig(pglite) as unknown as pg.PoolConfig);
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool: yieldingBetweenQueries(pool) }) });
  return {
    db,
    kind: 'pglite',
    location: dataDir === IN_MEMORY ? 'in memory' : dataDir,
    close: async () => {
      await db.destroy();
      await pglite.close();
    },
  };
}

/**
 * PGlite runs the database in WebAssembly on our own thread, and its node-postgres adapter answers through
 * promises alone, so a whole transaction could run without giving the event loop a turn: a request writing
 * a large boundary held /api/health for its every statement together. Each statement first waits for the
 * event loop's next turn, so other requests are served between statements (measured: the 1.4 MB comb
 * boundary's save held health 385 ms without this).
 */
function yieldingBetweenQueries(pool: pg.Pool): PostgresPool {
  const turn = () => new Promise<void>((resolve) => setImmediate(resolve));
  return {
    async connect() {
      const client = (await pool.connect()) as unknown as PostgresPoolClient;
      return {
        query: ((sql: unknown, parameters?: ReadonlyArray<unknown>) => {
          if (typeof sql !== 'string') return client.query(sql as never);
          return turn().then(() => client.query(sql, parameters ?? []));
        }) as PostgresPoolClient['query'],
        release: () => client.release(),
      };
    },
    end: () => pool.end(),
  };
}

function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'postgres';
  }
}
