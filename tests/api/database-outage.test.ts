import net from 'node:net';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCore } from '../../db/seeds/core.ts';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import { type Database, openDatabase } from '../../src/server/db/database.ts';
import { TcpProxy } from '../support/tcp-proxy.ts';
import { ADMIN_PASSWORD } from '../support/test-app.ts';
import { openTestDatabase, testDatabaseKind } from '../support/test-database.ts';

/** The spec's wording of the message thrown by key (api_database_unavailable). */
const DATABASE_UNAVAILABLE_MESSAGE =
  'The database is not available at the moment. Please try again in a little while.';

const config = loadConfig({ DATA_DIR: '/nonexistent-petadesa', SEED_DEMO: '0', LOG_LEVEL: 'silent' });

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

function expectUnavailable(response: { statusCode: number; json(): unknown }, label: string) {
  expect(response.statusCode, label).toBe(503);
  expect(response.json(), label).toMatchObject({ message: DATABASE_UNAVAILABLE_MESSAGE });
}

// Runs on both engines: the app talks to a PostgreSQL address where nothing listens.
describe('a database server that cannot be reached', () => {
  it('answers 503 with a readable message on REST and tRPC, with Retry-After, and never hangs', async () => {
    const database = await openDatabase({
      url: `postgresql://postgres@127.0.0.1:${await freePort()}/petadesa`,
      dataDir: '',
    });
    const app = await buildApp({ config, db: database.db });
    try {
      const login = await app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { username: 'admin', password: ADMIN_PASSWORD },
      });
      expectUnavailable(login, 'login');
      expect(login.headers['retry-after']).toBe('5');
      const publicSettings = await app.inject({ method: 'GET', url: '/api/public/settings' });
      expectUnavailable(publicSettings, 'public settings');
      const trpc = await app.inject({ method: 'GET', url: '/trpc/public.settings' });
      expect(trpc.statusCode).toBe(503);
      // A balancer's readiness check takes this instance out; its liveness still answers.
      const ready = await app.inject({ method: 'GET', url: '/api/ready' });
      expect([ready.statusCode, ready.json()]).toEqual([503, { status: 'unavailable', reason: 'database' }]);
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      expect(trpc.json().error.json.message).toBe(DATABASE_UNAVAILABLE_MESSAGE);
      expect(trpc.json().error.json.data.appError.message).toBe(DATABASE_UNAVAILABLE_MESSAGE);
    } finally {
      await app.close();
      await database.close();
    }
  });
});

/**
 * PGlite lives inside the server's own process: it cannot go away while the server runs, so the outage and
 * the recovery are exercised against PostgreSQL (`npm run test:pg`), through a proxy the test can cut.
 */
describe.runIf(testDatabaseKind === 'postgres')('PostgreSQL going away and coming back', () => {
  let testDatabase: Database;
  let database: Database;
  let proxy: TcpProxy;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let databaseName: string;
  let serverUrl: URL;

  beforeAll(async () => {
    testDatabase = await openTestDatabase();
    await seedCore(testDatabase.db, { adminPassword: ADMIN_PASSWORD });
    serverUrl = new URL(process.env.TEST_DATABASE_URL as string);
    databaseName = new URL(testDatabase.location).pathname.slice(1);
    proxy = new TcpProxy(serverUrl.hostname, Number(serverUrl.port || 5432));
    await proxy.start();
    const viaProxy = new URL(serverUrl);
    viaProxy.host = `127.0.0.1:${proxy.port}`;
    viaProxy.pathname = `/${databaseName}`;
    database = await openDatabase({ url: viaProxy.toString(), dataDir: '' });
    app = await buildApp({ config, db: database.db });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await proxy?.stop();
    await testDatabase?.close();
  });

  const login = () =>
    app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'admin', password: ADMIN_PASSWORD },
    });
  const categories = (token: string) =>
    app.inject({
      method: 'GET',
      url: '/api/admin/categories',
      headers: { authorization: `Bearer ${token}` },
    });

  it('answers 503 while the server is gone and serves again, without a restart, once it is back', async () => {
    const first = await login();
    expect(first.statusCode).toBe(200);
    const token = first.json().data.token as string;
    expect((await categories(token)).statusCode).toBe(200);

    await proxy.stop();
    for (let i = 0; i < 3; i++) expectUnavailable(await categories(token), `during the outage, call ${i}`);
    expectUnavailable(await login(), 'login during the outage');
    const create = await app.inject({
      method: 'POST',
      url: '/api/admin/categories',
      headers: { authorization: `Bearer ${token}` },
      payload: { name: 'Saat padam' },
    });
    expectUnavailable(create, 'a write during the outage');
    expect((await app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(503);

    await proxy.start();
    expect((await categories(token)).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/ready' })).json()).toEqual({ status: 'ready' });
    expect((await login()).statusCode).toBe(200);
    const rows = await testDatabase.db.selectFrom('categories').select('name').execute();
    expect(rows).toEqual([]);
  });

  it('recovers when an administrator terminates every connection (a restart of PostgreSQL)', async () => {
    const token = (await login()).json().data.token as string;
    // Several connections open in the pool, so each of them is cut.
    await Promise.all(Array.from({ length: 5 }, () => categories(token)));
    const admin = new pg.Client({ connectionString: serverUrl.toString() });
    await admin.connect();
    try {
      const terminated = await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [databaseName],
      );
      expect(terminated.rowCount).toBeGreaterThan(0);
    } finally {
      await admin.end();
    }
    // A call on a connection cut this very moment may answer 503; none answers 500, and service comes back.
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await categories(token)).statusCode);
    expect(
      statuses.every((status) => status === 200 || status === 503),
      statuses.join(),
    ).toBe(true);
    expect(statuses.at(-1)).toBe(200);
    const count = await sql<{ n: number }>`select count(*)::int as n from categories`.execute(database.db);
    expect(count.rows[0]?.n).toBe(0);
  });
});
