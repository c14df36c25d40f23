import { hash } from '@node-rs/argon2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_SESSIONS_PER_USER } from '../../src/server/modules/auth/auth.service.ts';
import {
  ACCOUNT_AT_ADDRESS_LIMIT,
  ACCOUNT_LIMIT,
  ADDRESS_LIMIT,
  THROTTLE_WINDOW_MS,
} from '../../src/server/modules/auth/login-throttle.ts';
import { MAX_BATCH_SIZE } from '../../src/shared/trpc-limits.ts';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (username: string, password: string, ip = '203.0.113.1') =>
  t.app.inject({ method: 'POST', url: '/api/login', payload: { username, password }, remoteAddress: ip });

/** A tRPC batch of logins, as one HTTP request (the way the review sent 40 guesses at once). */
function batchedLogins(passwords: string[], ip: string) {
  const paths = passwords.map(() => 'auth.login').join(',');
  const body = Object.fromEntries(
    passwords.map((password, index) => [index, { json: { username: 'admin', password } }]),
  );
  return t.app.inject({
    method: 'POST',
    url: `/trpc/${paths}?batch=1`,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(body),
    remoteAddress: ip,
  });
}

describe('brute force', () => {
  it(`stops one address after ${ACCOUNT_AT_ADDRESS_LIMIT} guesses at an account, with 429 and Retry-After, even with the right password`, async () => {
    for (let i = 0; i < ACCOUNT_AT_ADDRESS_LIMIT; i++) {
      expect((await login('admin', `wrong-${i}`, '198.51.100.7')).statusCode).toBe(401);
    }
    const refused = await login('admin', ADMIN_PASSWORD, '198.51.100.7');
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(THROTTLE_WINDOW_MS / 1000);
    expect(refused.json().message).toMatch(/Coba lagi/);

    t.clock.advance(THROTTLE_WINDOW_MS + 1000);
    expect((await login('admin', ADMIN_PASSWORD, '198.51.100.7')).statusCode).toBe(200);
  });

  it('does not let a stranger lock the owner out: the owner signs in from an address that has not been failing', async () => {
    for (let i = 0; i < ACCOUNT_AT_ADDRESS_LIMIT + 5; i++)
      await login('admin', `wrong-${i}`, '198.51.100.66');
    expect((await login('admin', ADMIN_PASSWORD, '198.51.100.66')).statusCode).toBe(429);
    expect((await login('admin', ADMIN_PASSWORD, '192.0.2.10')).statusCode).toBe(200);
    t.clock.advance(THROTTLE_WINDOW_MS + 1000);
  });

  it(`bounds guessing spread over many addresses to ${ACCOUNT_LIMIT} per window, while the owner's usual address still works`, async () => {
    // The owner has signed in from home before.
    expect((await login('admin', ADMIN_PASSWORD, '192.0.2.200')).statusCode).toBe(200);
    for (let i = 0; i < ACCOUNT_LIMIT; i++) {
      expect((await login('admin', `wrong-${i}`, `10.9.${Math.floor(i / 200)}.${i % 200}`)).statusCode).toBe(
        401,
      );
    }
    // A new address is now refused for this account, whatever the password...
    expect((await login('admin', ADMIN_PASSWORD, '10.99.0.1')).statusCode).toBe(429);
    // ...but the owner at home is not.
    expect((await login('admin', ADMIN_PASSWORD, '192.0.2.200')).statusCode).toBe(200);
    t.clock.advance(THROTTLE_WINDOW_MS + 1000);
  });

  it('counts unknown accounts the same way, so the answer does not tell which exist', async () => {
    for (let i = 0; i < ACCOUNT_AT_ADDRESS_LIMIT; i++) await login('nobody-here', 'x-x-x-x-x', '192.0.2.99');
    expect((await login('nobody-here', 'x-x-x-x-x', '192.0.2.99')).statusCode).toBe(429);
  });

  it(`refuses an address after ${ADDRESS_LIMIT} attempts across accounts`, async () => {
    for (let i = 0; i < ADDRESS_LIMIT; i++) await login(`user${i}`, 'wrong-password', '203.0.113.77');
    expect((await login('admin', ADMIN_PASSWORD, '203.0.113.77')).statusCode).toBe(429);
    expect((await login('admin', ADMIN_PASSWORD, '203.0.113.78')).statusCode).toBe(200);
  });

  it('refuses auth.login inside a tRPC batch, so one request is one guess', async () => {
    // The review's 40 guesses in one request: more calls than any batch may hold.
    const forty = [...Array.from({ length: 39 }, (_, i) => `wrong-${i}`), ADMIN_PASSWORD];
    const tooMany = await batchedLogins(forty, '198.51.100.40');
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.json.message).toMatch(/maximum size/);
    // Within the batch size, every login in it is refused unchecked.
    const ten = [...Array.from({ length: MAX_BATCH_SIZE - 1 }, (_, i) => `wrong-${i}`), ADMIN_PASSWORD];
    const response = await batchedLogins(ten, '198.51.100.40');
    expect(response.statusCode).toBe(400);
    const answers = response.json() as { error: { json: { message: string } } }[];
    expect(answers).toHaveLength(MAX_BATCH_SIZE);
    for (const answer of answers) expect(answer.error.json.message).toMatch(/cannot be batched/);
    expect(response.headers['set-cookie']).toBeUndefined();
    // Nothing was counted: the address may still make all its attempts.
    expect((await login('admin', ADMIN_PASSWORD, '198.51.100.40')).statusCode).toBe(200);
  });

  it('counts concurrent attempts before checking them: at most the limit of wrong passwords is ever verified', async () => {
    const attempts = await Promise.all(
      Array.from({ length: ACCOUNT_AT_ADDRESS_LIMIT * 3 }, (_, i) =>
        login('admin', `wrong-${i}`, '198.51.100.90'),
      ),
    );
    const statuses = attempts.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(ACCOUNT_AT_ADDRESS_LIMIT);
    expect(statuses.filter((status) => status !== 401 && status !== 429)).toEqual([]);
    expect((await login('admin', ADMIN_PASSWORD, '198.51.100.90')).statusCode).toBe(429);
    t.clock.advance(THROTTLE_WINDOW_MS + 1000);
  });
});

describe('sessions', () => {
  it(`keeps at most ${MAX_SESSIONS_PER_USER} sessions per user: a new sign-in ends the oldest`, async () => {
    const tokens: string[] = [];
    for (let i = 0; i < MAX_SESSIONS_PER_USER + 3; i++) {
      tokens.push(await t.login());
      t.clock.advance(1000);
    }
    const me = async (token: string) =>
      (await t.request({ method: 'GET', url: '/api/me', token })).statusCode;
    for (const token of tokens.slice(0, 3)) expect(await me(token)).toBe(401);
    for (const token of tokens.slice(3)) expect(await me(token)).toBe(200);
    const rows = await t.database.db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .where('users.username', '=', 'admin')
      .select('sessions.id')
      .execute();
    expect(rows.length).toBe(MAX_SESSIONS_PER_USER);
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
