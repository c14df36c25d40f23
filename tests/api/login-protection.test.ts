import { hash } from '@node-rs/argon2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCOUNT_FAILURE_LIMIT,
  ADDRESS_FAILURE_LIMIT,
  THROTTLE_WINDOW_MS,
} from '../../src/server/auth/login-throttle.ts';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (username: string, password: string, ip = '203.0.113.1') =>
  t.app.inject({ method: 'POST', url: '/api/login', payload: { username, password }, remoteAddress: ip });

describe('brute force', () => {
  it(`refuses an account after ${ACCOUNT_FAILURE_LIMIT} failures with 429 and Retry-After, even with the right password`, async () => {
    for (let i = 0; i < ACCOUNT_FAILURE_LIMIT; i++) {
      expect((await login('admin', `wrong-${i}`, `198.51.100.${i}`)).statusCode).toBe(401);
    }
    const refused = await login('admin', ADMIN_PASSWORD, '198.51.100.200');
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(THROTTLE_WINDOW_MS / 1000);
    expect(refused.json().message).toMatch(/Coba lagi/);

    t.clock.advance(THROTTLE_WINDOW_MS + 1000);
    expect((await login('admin', ADMIN_PASSWORD)).statusCode).toBe(200);
  });

  it('counts unknown accounts the same way, so the answer does not tell which exist', async () => {
    for (let i = 0; i < ACCOUNT_FAILURE_LIMIT; i++) await login('nobody-here', 'x-x-x-x-x', `192.0.2.${i}`);
    expect((await login('nobody-here', 'x-x-x-x-x', '192.0.2.99')).statusCode).toBe(429);
  });

  it(`refuses an address after ${ADDRESS_FAILURE_LIMIT} failures across accounts`, async () => {
    for (let i = 0; i < ADDRESS_FAILURE_LIMIT; i++) await login(`user${i}`, 'wrong-password', '203.0.113.77');
    expect((await login('admin', ADMIN_PASSWORD, '203.0.113.77')).statusCode).toBe(429);
    expect((await login('admin', ADMIN_PASSWORD, '203.0.113.78')).statusCode).toBe(200);
  });
});

describe('timing', () => {
  it('answers an unknown user and a wrong password in the same time (median difference under 5 ms)', async () => {
    const rounds = 25;
    const passwordHash = (
      await t.database.db
        .selectFrom('users')
        .select('password_hash')
        .where('username', '=', 'admin')
        .executeTakeFirstOrThrow()
    ).password_hash;
    await t.database.db
      .insertInto('users')
      .values(
        Array.from({ length: rounds + 1 }, (_, i) => ({
          name: `T${i}`,
          username: `timing${i}`,
          email: `timing${i}@desa.test`,
          password_hash: passwordHash,
        })),
      )
      .execute();
    const time = async (username: string, ip: string) => {
      const started = performance.now();
      const response = await login(username, 'not-the-password', ip);
      expect(response.statusCode).toBe(401);
      return performance.now() - started;
    };
    // Warm both paths once (the throwaway hash is made on first use), then measure pairs back to back so
    // that load from other test files running alongside affects both halves of each pair alike.
    await time('timing-warm', '10.0.0.1');
    await time(`timing${rounds}`, '10.0.0.2');
    const differences: number[] = [];
    for (let i = 0; i < rounds; i++) {
      const known = await time(`timing${i}`, `10.1.${i}.1`);
      const unknown = await time(`ghost${i}`, `10.2.${i}.1`);
      differences.push(known - unknown);
    }
    differences.sort((a, b) => a - b);
    expect(Math.abs(differences[Math.floor(rounds / 2)]!)).toBeLessThan(5);
  });
});

describe('passwords', () => {
  it('refuses the most common passwords for new users and new passwords', async () => {
    const admin = await t.login();
    for (const password of ['password123', 'Qwertyuiop', 'iloveyou1']) {
      const response = await t.request({
        method: 'POST',
        url: '/api/admin/users',
        token: admin,
        payload: { name: 'Budi', username: 'budi', email: 'budi@desa.test', password },
      });
      expect(response.statusCode, password).toBe(422);
      expect(response.json().errors.Password).toMatch(/most common/);
    }
    const long = 'sawah-di-lereng-gunung-kelud-'.repeat(4);
    const created = await t.request({
      method: 'POST',
      url: '/api/admin/users',
      token: admin,
      payload: { name: 'Budi', username: 'budi', email: 'budi@desa.test', password: long },
    });
    expect(created.statusCode).toBe(201);
    await t.login('budi', long);
  });

  it('re-hashes a password stored with weaker settings at the next login', async () => {
    const weak = await hash('weak-settings-password', { memoryCost: 4096, timeCost: 1, parallelism: 1 });
    await t.database.db
      .insertInto('users')
      .values({ name: 'Lama', username: 'lama', email: 'lama@desa.test', password_hash: weak })
      .execute();
    await t.login('lama', 'weak-settings-password');
    const row = await t.database.db
      .selectFrom('users')
      .select('password_hash')
      .where('username', '=', 'lama')
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    await t.login('lama', 'weak-settings-password');
  });
});
