import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/server/modules/auth/password.ts';
import {
  SESSION_ABSOLUTE_MS,
  SESSION_IDLE_MS,
  SESSION_TOUCH_INTERVAL_MS,
} from '../../src/server/modules/auth/session-policy.ts';
import { REGENCY_ADMIN, REGENCY_VIEWER, SYSTEM_PERMISSIONS } from '../../src/shared/permissions.ts';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function createPlainUser(username: string, password: string): Promise<number> {
  const row = await t.database.db
    .insertInto('users')
    .values({
      name: 'Plain User',
      username,
      email: `${username}@example.test`,
      password_hash: await hashPassword(password),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('POST /api/login', () => {
  it('answers the session with the user, a token and the permissions as {name: true}', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'admin', password: ADMIN_PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(Object.keys(data).sort()).toEqual(
      ['created_at', 'email', 'id', 'name', 'permissions', 'token', 'updated_at', 'username'].sort(),
    );
    expect(data.username).toBe('admin');
    expect(typeof data.id).toBe('number');
    expect(new Date(data.created_at).toISOString()).toBe(data.created_at);
    // The first start's admin leads the regency too (issue 35): its roles are shown beside the permissions.
    expect(data.permissions).toEqual(
      Object.fromEntries([...SYSTEM_PERMISSIONS, REGENCY_ADMIN, REGENCY_VIEWER].map((name) => [name, true])),
    );
    expect(data.token).toMatch(/^[a-z2-7]{24}\.[a-z2-7]{32}$/);
    expect(data).not.toHaveProperty('password_hash');
  });

  it('accepts the username in any letter case', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'ADMIN', password: ADMIN_PASSWORD },
    });
    expect(response.statusCode).toBe(200);
  });

  it('answers a wrong password and an unknown user with the same 401', async () => {
    const wrong = await t.request({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'admin', password: 'nope-nope' },
    });
    const unknown = await t.request({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'ghost', password: 'nope-nope' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: 'Username atau password salah' });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('answers empty fields with 422 keyed Username and Password', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/login',
      payload: { username: '  ', password: '' },
    });
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body.errors).toEqual({ Username: 'Username is required.', Password: 'Password is required.' });
    expect(typeof body.message).toBe('string');
  });

  it('answers a missing body with 422, and malformed JSON with 400', async () => {
    const missing = await t.request({ method: 'POST', url: '/api/login' });
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().errors).sort()).toEqual(['Password', 'Username']);
    const malformed = await t.request({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": ',
    });
    expect(malformed.statusCode).toBe(400);
    expect(typeof malformed.json().message).toBe('string');
  });

  it('stores only a hash of the secret, never the token', async () => {
    const token = await t.login();
    const [id, secret] = token.split('.');
    const row = await t.database.db
      .selectFrom('sessions')
      .selectAll()
      .where('id', '=', id!)
      .executeTakeFirstOrThrow();
    expect(Buffer.from(row.secret_hash).length).toBe(32);
    expect(Buffer.from(row.secret_hash).toString('utf8')).not.toContain(secret!);
    expect(JSON.stringify(row)).not.toContain(secret!);
  });

  it('gives every login a new token', async () => {
    expect(await t.login()).not.toBe(await t.login());
  });
});

describe('bearer tokens', () => {
  it('lets a valid token in and turns a missing, malformed or forged one away with 401 {message}', async () => {
    const token = await t.login();
    expect((await t.request({ method: 'GET', url: '/api/admin/dashboard', token })).statusCode).toBe(200);
    const [id] = token.split('.');
    const forged = `${id}.${'a'.repeat(32)}`;
    for (const bad of [undefined, 'garbage', forged, `${'b'.repeat(24)}.${'c'.repeat(32)}`]) {
      const response = await t.request({ method: 'GET', url: '/api/admin/dashboard', token: bad });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'Unauthenticated.' });
    }
  });

  it('ignores an Authorization header of another scheme', async () => {
    const token = await t.login();
    const response = await t.request({
      method: 'GET',
      url: '/api/admin/dashboard',
      headers: { authorization: `Basic ${token}` },
    });
    expect(response.statusCode).toBe(401);
  });

  it('ends the session on logout', async () => {
    const token = await t.login();
    const logout = await t.request({ method: 'POST', url: '/api/logout', token });
    expect(logout.statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/admin/dashboard', token })).statusCode).toBe(401);
    expect((await t.request({ method: 'POST', url: '/api/logout', token })).statusCode).toBe(401);
  });

  it('kills the sessions of a deleted user', async () => {
    await createPlainUser('leaving', 'leaving-password');
    const token = await t.login('leaving', 'leaving-password');
    expect((await t.request({ method: 'GET', url: '/api/me', token })).statusCode).toBe(200);
    await t.database.db.deleteFrom('users').where('username', '=', 'leaving').execute();
    expect((await t.request({ method: 'GET', url: '/api/me', token })).statusCode).toBe(401);
  });

  it('a user without roles has a session but no permissions', async () => {
    await createPlainUser('plain', 'plain-password');
    const token = await t.login('plain', 'plain-password');
    const me = await t.request({ method: 'GET', url: '/api/me', token });
    expect(me.json().data.permissions).toEqual({});
    expect(me.json().data.username).toBe('plain');
  });
});

describe('session expiry', () => {
  it('expires after the idle time without use, and renews while in use', async () => {
    const token = await t.login();
    // Used every half idle period: renewal keeps it alive past the first idle deadline.
    for (let step = 0; step < 3; step++) {
      t.clock.advance(SESSION_IDLE_MS / 2);
      expect((await t.request({ method: 'GET', url: '/api/me', token })).statusCode).toBe(200);
    }
    t.clock.advance(SESSION_IDLE_MS + 1000);
    expect((await t.request({ method: 'GET', url: '/api/me', token })).statusCode).toBe(401);
  });

  it("moves the cookies with a renewed session (at most once per touch interval), to the session's idle expiry", async () => {
    const token = await t.login();
    const used = await t.request({ method: 'GET', url: '/api/me', token });
    expect(used.headers['set-cookie']).toBeUndefined();
    t.clock.advance(SESSION_TOUCH_INTERVAL_MS);
    const renewed = await t.request({ method: 'GET', url: '/api/me', token });
    const cookies = [renewed.headers['set-cookie']].flat() as string[];
    expect(cookies.map((cookie) => cookie.split('=')[0])).toEqual(['token', 'user', 'permissions']);
    expect(cookies[0]).toContain(`token=${encodeURIComponent(token)};`);
    for (const cookie of cookies) {
      // The idle time from now, less the moments the request itself took.
      const maxAge = Number(/Max-Age=(\d+)/.exec(cookie)?.[1]);
      expect(maxAge).toBeGreaterThan(SESSION_IDLE_MS / 1000 - 60);
      expect(maxAge).toBeLessThanOrEqual(SESSION_IDLE_MS / 1000);
    }
    expect(JSON.parse(decodeURIComponent(/^permissions=([^;]*)/.exec(cookies[2]!)![1]!))).toEqual(
      renewed.json().data.permissions,
    );
  });

  it('expires at the absolute limit even when used every day', async () => {
    const token = await t.login();
    const day = 24 * 60 * 60 * 1000;
    let elapsed = 0;
    while (elapsed + day < SESSION_ABSOLUTE_MS) {
      t.clock.advance(day);
      elapsed += day;
      expect((await t.request({ method: 'GET', url: '/api/me', token })).statusCode).toBe(200);
    }
    t.clock.advance(day);
    expect((await t.request({ method: 'GET', url: '/api/me', token })).statusCode).toBe(401);
  });

  it('writes the last-seen time at most once per touch interval', async () => {
    const token = await t.login();
    const [id] = token.split('.');
    const seen = async () =>
      (
        await t.database.db
          .selectFrom('sessions')
          .select('last_seen_at')
          .where('id', '=', id!)
          .executeTakeFirstOrThrow()
      ).last_seen_at.getTime();
    const first = await seen();
    t.clock.advance(SESSION_TOUCH_INTERVAL_MS / 4);
    await t.request({ method: 'GET', url: '/api/me', token });
    expect(await seen()).toBe(first);
    t.clock.advance(SESSION_TOUCH_INTERVAL_MS);
    await t.request({ method: 'GET', url: '/api/me', token });
    expect(await seen()).toBeGreaterThan(first);
  });
});
