import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { seedCore } from '../../db/seeds/core.ts';
import { buildApp } from '../../src/server/app.ts';
import { hashPassword } from '../../src/server/auth/password.ts';
import { type Config, loadConfig } from '../../src/server/config.ts';
import type { Database } from '../../src/server/db/database.ts';
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
  const config = loadConfig({
    DATA_DIR: dataDir,
    ADMIN_PASSWORD,
    SEED_DEMO: '0',
    LOG_LEVEL: 'silent',
    // Tests share a loaded machine and PGlite runs on the event loop: shedding load would make them flaky.
    // The overload tests turn the check on with a threshold of their own.
    OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
    ...env,
  });
  const database = await openTestDatabase();
  await seedCore(database.db, { adminPassword: ADMIN_PASSWORD });
  const clock = new TestClock();
  const app = await buildApp({ config, db: database.db, now: clock.now });

  const request: TestApp['request'] = ({ token, headers, ...options }) =>
    app.inject({
      ...options,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    });

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
    async tokenWith(permissions) {
      const db = database.db;
      const n = ++userCounter;
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
      return login(username, TESTER_PASSWORD);
    },
    async close() {
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
