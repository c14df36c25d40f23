import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { Kysely, PostgresDialect } from 'kysely';
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
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
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

function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'postgres';
  }
}
