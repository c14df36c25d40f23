import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { seedCore } from '../../db/seeds/core.ts';
import { type Cluster, startCluster } from '../../scripts/cluster/cluster.ts';
import { buildApp } from '../../src/server/app.ts';
import { type Config, loadConfig } from '../../src/server/config.ts';
import type { Database } from '../../src/server/db/database.ts';
import { purgeExpiredDeletions } from '../../src/server/modules/audit/recently-deleted.ts';
import { hashPassword } from '../../src/server/modules/auth/password.ts';
import type { ImageFolder } from '../../src/server/uploads/image-storage.ts';
import { isRegencyName, REGENCY_ADMIN, REGENCY_VIEWER } from '../../src/shared/permissions.ts';
import { openTestDatabase } from './test-database.ts';

export const ADMIN_PASSWORD = 'admin-test-password';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  clock: TestClock;
  /** Logs in over REST and returns the bearer token. */
  login(username?: string, password?: string): Promise<string>;
  request(options: InjectOptions & { token?: string }): Promise<LightMyRequestResponse>;
  /** Names of the images stored in a folder, sorted. */
  storedImages(folder: ImageFolder): Promise<string[]>;
  /** The stored bytes of an image, or undefined. */
  storedImage(folder: ImageFolder, name: string): Promise<Buffer | undefined>;
  /** Ages every deleted record past its 30 days and runs the scheduled cleanup, as a month would. */
  purgeDeleted(): Promise<number>;
  /** A new user holding exactly these permissions (through a role of its own); returns its token. */
  tokenWith(permissions: readonly string[]): Promise<string>;
  close(): Promise<void>;
}

/** A clock tests can move forward; it starts at the real time. */
export class TestClock {
  private offsetMs = 0;
  now = (): Date => new Date(Date.now() + this.offsetMs);
  advance(ms: number): void {
    this.offsetMs += ms;
  }
}

export const TESTER_PASSWORD = 'tester-password';
let userCounter = 0;
let testerHash: Promise<string> | undefined;
const testPasswordHash = () => {
  testerHash ??= hashPassword(TESTER_PASSWORD);
  return testerHash;
};

export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'petadesa-test-'));
  const database = await openTestDatabase();
  const config = loadConfig({
    DATA_DIR: dataDir,
    // On PostgreSQL the configuration says so, as a deployment's does: code that reads it takes its path.
    ...(database.url ? { DATABASE_URL: database.url } : {}),
    ADMIN_PASSWORD,
    SEED_DEMO: '0',
    LOG_LEVEL: 'silent',
    // Tests share a loaded machine and PGlite runs on the event loop: shedding load would make them flaky.
    // The overload tests turn the check on with a threshold of their own. Bursts of concurrent requests
    // (twenty sign-ins at once) pass the bound on requests in flight, which in-flight-bound.test.ts sets.
    OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
    OVERLOAD_MAX_IN_FLIGHT: '0',
    ...env,
  });
  await seedCore(database.db, { adminPassword: ADMIN_PASSWORD, regencyAdmin: true });
  const clock = new TestClock();
  const app = await buildApp({ config, db: database.db, now: clock.now });
  // TEST_CLUSTER (npm run test:cluster): the requests go over HTTP to nginx in front of three server
  // processes on this test's database, instead of into the app in this process (which stays for `deps`).
  let cluster: Cluster | undefined;
  if (process.env.TEST_CLUSTER) {
    if (!database.url) throw new Error('TEST_CLUSTER needs TEST_DATABASE_URL (PostgreSQL)');
    cluster = await startCluster({
      databaseUrl: database.url,
      env: {
        ...env,
        LOG_LEVEL: 'warn',
        OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
        OVERLOAD_MAX_IN_FLIGHT: '0',
        ADMIN_PASSWORD,
      },
    });
  }
  const balancer = cluster?.url;
  if (balancer) {
    // Proof that answers come through nginx (its header names the instance that answered).
    const probe = await fetch(`${balancer}/api/health`);
    if (!probe.headers.get('x-petadesa-upstream')) throw new Error('the balancer did not answer');
  }

  const request: TestApp['request'] = ({ token, headers, ...options }) => {
    const withToken = {
      ...options,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    };
    return balancer ? overHttp(balancer, withToken) : app.inject(withToken);
  };

  async function login(username = 'admin', password = ADMIN_PASSWORD): Promise<string> {
    const response = await request({ method: 'POST', url: '/api/login', payload: { username, password } });
    if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
    return response.json().data.token as string;
  }

  return {
    app,
    database,
    config,
    clock,
    request,
    login,
    async storedImages(folder) {
      const rows = await database.db
        .selectFrom('stored_images')
        .select('name')
        .where('folder', '=', folder)
        .orderBy('name')
        .execute();
      return rows.map((row) => row.name);
    },
    async storedImage(folder, name) {
      const image = await app.deps.images.get(folder, name);
      return image && Buffer.from(image.bytes);
    },
    async purgeDeleted() {
      await sql`update deleted_records set deleted_at = deleted_at - interval '31 days'`.execute(database.db);
      return purgeExpiredDeletions(app.deps);
    },
    async tokenWith(asked) {
      const db = database.db;
      const n = ++userCounter;
      // The regency's roles come from its staff list, not from a role (decision 0055).
      const regency = asked.find((name) => name === REGENCY_ADMIN || name === REGENCY_VIEWER);
      const permissions = asked.filter((name) => !isRegencyName(name));
      const role = await db
        .insertInto('roles')
        .values({ name: `test-role-${n}` })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (permissions.length > 0) {
        const rows = await db
          .selectFrom('permissions')
          .select('id')
          .where('name', 'in', [...permissions])
          .execute();
        if (rows.length !== permissions.length)
          throw new Error(`unknown permission in ${permissions.join(', ')}`);
        await db
          .insertInto('role_permissions')
          .values(rows.map((row) => ({ role_id: role.id, permission_id: row.id })))
          .execute();
      }
      const username = `tester${n}`;
      const user = await db
        .insertInto('users')
        .values({
          name: `Tester ${n}`,
          username,
          email: `${username}@example.test`,
          password_hash: await testPasswordHash(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db.insertInto('user_roles').values({ user_id: user.id, role_id: role.id }).execute();
      if (regency) {
        await db
          .insertInto('regency_staff')
          .values({ user_id: user.id, role: regency === REGENCY_ADMIN ? 'admin' : 'viewer' })
          .execute();
      }
      return login(username, TESTER_PASSWORD);
    },
    async close() {
      await cluster?.stop();
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * What `app.inject` would answer, asked of a real server over HTTP (the cluster mode). Light-my-request's
 * answer shape is kept for what the tests read: status, headers, body, rawPayload, json().
 */
async function overHttp(base: string, options: InjectOptions): Promise<LightMyRequestResponse> {
  const url = new URL(typeof options.url === 'string' ? options.url : String(options.url), base);
  if (options.query && typeof options.query === 'object') {
    for (const [key, value] of Object.entries(options.query)) {
      for (const item of Array.isArray(value) ? value : [value]) url.searchParams.append(key, String(item));
    }
  }
  const headers = new Headers();
  for (const [key, value] of Object.entries(options.headers ?? {})) {
    if (value !== undefined) headers.set(key, String(value));
  }
  let body: BodyInit | undefined;
  const payload = options.payload ?? options.body;
  // `inject` sends a GET's payload along; HTTP has no body for GET or HEAD, so none is sent.
  const method = (options.method ?? 'GET').toUpperCase();
  if (payload !== undefined && method !== 'GET' && method !== 'HEAD') {
    if (typeof payload === 'string' || Buffer.isBuffer(payload)) body = payload as BodyInit;
    else {
      body = JSON.stringify(payload);
      if (!headers.has('content-type')) headers.set('content-type', 'application/json');
    }
  }
  const response = await fetch(url, {
    method: options.method ?? 'GET',
    headers,
    body,
    redirect: 'manual',
  });
  const rawPayload = Buffer.from(await response.arrayBuffer());
  const responseHeaders: Record<string, string | string[]> = {};
  response.headers.forEach((value, key) => {
    responseHeaders[key] = value;
  });
  const setCookies = response.headers.getSetCookie();
  if (setCookies.length > 0) responseHeaders['set-cookie'] = setCookies;
  const text = rawPayload.toString('utf8');
  return {
    statusCode: response.status,
    statusMessage: response.statusText,
    headers: responseHeaders,
    rawPayload,
    payload: text,
    body: text,
    json: () => JSON.parse(text),
    cookies: [],
    trailers: {},
    raw: {} as LightMyRequestResponse['raw'],
    stream: () => {
      throw new Error('not over HTTP');
    },
  } as unknown as LightMyRequestResponse;
}
