import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { Kysely, PostgresDialect, type PostgresPool, type PostgresPoolClient } from 'kysely';
import pg from 'pg';
import type { DB } from './schema.ts';
import { currentVillageId } from './village-context.ts';

export type DatabaseKind = 'pglite' | 'postgres';

export interface Database {
  /** The app's: every statement runs in the current village (village-context.ts). */
  db: Kysely<DB>;
  /**
   * The connecting user's, who owns the tables: migrations, the serials' floor, backup and restore. Its
   * statements also carry the current village (which fills new rows' `village_id`).
   */
  owner: Kysely<DB>;
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
  return handles(pool, { kind: 'postgres', location: redactUrl(url), betweenQueries: undefined });
}

async function openPglite(dataDir: string): Promise<Database> {
  // Loaded only in embedded mode, so a PostgreSQL deployment never pays for the WebAssembly build.
  const { PGlite } = await import('@electric-sql/pglite');
  const { createPgConfig } = await import('@electric-sql/pglite/node-postgres');
  // Trigrams for the search across villages (migration regency-search-trigrams), as PostgreSQL's contrib has.
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  if (dataDir !== IN_MEMORY) await mkdir(dataDir, { recursive: true });
  const pglite = await PGlite.create(dataDir, { extensions: { pg_trgm } });
  // One connection (the adapter's pool size is 1), so both handles take turns on it.
  const pool = new pg.Pool(createPgConfig(pglite) as unknown as pg.PoolConfig);
  const database = handles(pool, {
    kind: 'pglite',
    location: dataDir === IN_MEMORY ? 'in memory' : dataDir,
    betweenQueries: nextTurn,
  });
  return {
    ...database,
    close: async () => {
      await database.close();
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
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * The role the app's statements run as (migration row-level-security): no BYPASSRLS, owning nothing, so
 * every statement is held to its village by the policies. 'none' is the connecting user (the owner).
 */
export const APP_ROLE = 'petadesa_app';
type Role = typeof APP_ROLE | 'none';

function handles(
  pool: pg.Pool,
  options: { kind: DatabaseKind; location: string; betweenQueries: (() => Promise<void>) | undefined },
): Database {
  const shared = { ...options, carried: new WeakMap<pg.PoolClient, string>() };
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool: inVillage(pool, APP_ROLE, shared) }) });
  const owner = new Kysely<DB>({ dialect: new PostgresDialect({ pool: inVillage(pool, 'none', shared) }) });
  return {
    db,
    owner,
    kind: options.kind,
    location: options.location,
    close: async () => {
      await db.destroy();
      await owner.destroy();
      await pool.end();
    },
  };
}

/**
 * Hands out the pool's connections set for the current village (and role) before their first statement,
 * whatever the connection did before, so a connection never carries one piece of work's village into the
 * next. Session settings, not transaction ones, so that a statement outside a transaction carries them too;
 * the checkout runs outside any transaction, so no rollback undoes them. `carried` remembers what each
 * connection was last set to (the handles share it, as they share the connections), so a checkout for the
 * same village and role costs no statement: nothing else sets these (a test searches the server for it).
 */
function inVillage(
  pool: pg.Pool,
  role: Role,
  options: { betweenQueries: (() => Promise<void>) | undefined; carried: WeakMap<pg.PoolClient, string> },
): PostgresPool {
  const { betweenQueries, carried } = options;
  return {
    async connect() {
      const client = await pool.connect();
      const village = String(currentVillageId());
      const wanted = `${role} ${village}`;
      if (carried.get(client) !== wanted) {
        carried.delete(client);
        try {
          await client.query(
            "select set_config('role', $1, false), set_config('app.village_id', $2, false)",
            [role, village],
          );
        } catch (error) {
          // The next checkout sets it again; a connection that broke is dropped by the pool itself.
          client.release();
          throw error;
        }
        carried.set(client, wanted);
      }
      const query = client.query.bind(client) as unknown as PostgresPoolClient['query'];
      return {
        query: (betweenQueries
          ? (sql: unknown, parameters?: ReadonlyArray<unknown>) => {
              if (typeof sql !== 'string') return query(sql as never);
              return betweenQueries().then(() => query(sql, parameters ?? []));
            }
          : query) as PostgresPoolClient['query'],
        release: () => client.release(),
      };
    },
    // The pool is shared by the handles: Database.close ends it once.
    end: async () => {},
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
