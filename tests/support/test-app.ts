import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { seedCore } from '../../db/seeds/core.ts';
import { buildApp } from '../../src/server/app.ts';
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

export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'petadesa-test-'));
  const config = loadConfig({ DATA_DIR: dataDir, ADMIN_PASSWORD, SEED_DEMO: '0', LOG_LEVEL: 'silent', ...env });
  const database = await openTestDatabase();
  await seedCore(database.db, { adminPassword: ADMIN_PASSWORD });
  const clock = new TestClock();
  const app = await buildApp({ config, db: database.db, now: clock.now });

  const request: TestApp['request'] = ({ token, headers, ...options }) =>
    app.inject({
      ...options,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    });

  return {
    app,
    database,
    config,
    clock,
    request,
    async login(username = 'admin', password = ADMIN_PASSWORD) {
      const response = await request({ method: 'POST', url: '/api/login', payload: { username, password } });
      if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
      return response.json().data.token as string;
    },
    async close() {
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
