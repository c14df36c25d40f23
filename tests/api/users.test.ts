import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let admin: string;
let roles: Record<string, number>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  const all = (await t.request({ method: 'GET', url: '/api/admin/roles/all', token: admin })).json().data;
  roles = Object.fromEntries(all.map((r: { id: number; name: string }) => [r.name, r.id]));
});
afterAll(() => t.close());

const url = '/api/admin/users';
const newUser = (n: string, extra: Record<string, unknown> = {}) => ({
  name: `Staf ${n}`,
  username: `staf${n}`,
  email: `staf${n}@desa.test`,
  password: 'password-123',
  role_ids: [roles.Operator],
  ...extra,
});

describe('users over REST', () => {
  it('creates a user with roles, never answering the password', async () => {
    const response = await t.request({ method: 'POST', url, token: admin, payload: newUser('a') });
    expect(response.statusCode).toBe(201);
    const user = response.json().data;
    expect(Object.keys(user).sort()).toEqual([
      'created_at',
      'email',
      'id',
      'name',
      'roles',
      'updated_at',
      'username',
      'version',
    ]);
    expect(user.roles).toEqual([{ id: roles.Operator, name: 'Operator' }]);
    const token = await t.login('staFA', 'password-123');
    const me = (await t.request({ method: 'GET', url: '/api/me', token })).json().data;
    expect(Object.keys(me.permissions).sort()).toEqual([
      'categories-create',
      'categories-delete',
      'categories-edit',
      'maps-create',
      'maps-delete',
      'maps-edit',
    ]);
  });

  it('lists with roles and searches name, username and email', async () => {
    await t.request({
      method: 'POST',
      url,
      token: admin,
      payload: newUser('b', { name: 'Siti Aminah', email: 'siti@kelurahan.test' }),
    });
    const byName = (await t.request({ method: 'GET', url: `${url}?search=aminah`, token: admin })).json()
      .data;
    expect(byName.data.map((u: { username: string }) => u.username)).toEqual(['stafb']);
    const byEmail = (await t.request({ method: 'GET', url: `${url}?search=KELURAHAN`, token: admin })).json()
      .data;
    expect(byEmail.total).toBe(1);
    const byUsername = (await t.request({ method: 'GET', url: `${url}?search=stafa`, token: admin })).json()
      .data;
    expect(byUsername.data[0].roles).toEqual([{ id: roles.Operator, name: 'Operator' }]);
  });

  it('answers conflicts with the spec messages, case-insensitively', async () => {
    const username = await t.request({
      method: 'POST',
      url,
      token: admin,
      payload: newUser('c', { username: 'STAFA' }),
    });
    expect(username.statusCode).toBe(422);
    expect(username.json().errors).toEqual({ Username: 'Username already exists' });
    const email = await t.request({
      method: 'POST',
      url,
      token: admin,
      payload: newUser('c', { email: 'StafA@Desa.Test' }),
    });
    expect(email.json().errors).toEqual({ Email: 'Email already exists' });
  });

  it('keys validation errors as Name, Username, Email, Password', async () => {
    const response = await t.request({
      method: 'POST',
      url,
      token: admin,
      payload: { name: '', username: 'a b', email: 'not-an-email', password: 'short' },
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual(['Email', 'Name', 'Password', 'Username']);
  });

  it('keeps the password when it is left blank, and ends sessions when it changes', async () => {
    const user = (await t.request({ method: 'POST', url, token: admin, payload: newUser('d') })).json().data;
    const session = await t.login('stafd', 'password-123');
    const rename = await t.request({
      method: 'PUT',
      url: `${url}/${user.id}`,
      token: admin,
      payload: {
        id: user.id,
        name: 'Renamed',
        username: 'stafd',
        email: 'stafd@desa.test',
        password: '',
        role_ids: [roles.Operator],
      },
    });
    expect(rename.statusCode).toBe(200);
    expect(rename.json().data.name).toBe('Renamed');
    expect((await t.request({ method: 'GET', url: '/api/me', token: session })).statusCode).toBe(200);
    await t.login('stafd', 'password-123');

    await t.request({
      method: 'PUT',
      url: `${url}/${user.id}`,
      token: admin,
      payload: { name: 'Renamed', username: 'stafd', email: 'stafd@desa.test', password: 'new-password-456' },
    });
    expect((await t.request({ method: 'GET', url: '/api/me', token: session })).statusCode).toBe(401);
    await expect(t.login('stafd', 'password-123')).rejects.toThrow();
    await t.login('stafd', 'new-password-456');
  });

  it('ends sessions when roles change, and keeps the roles when role_ids is left out', async () => {
    const user = (await t.request({ method: 'POST', url, token: admin, payload: newUser('e') })).json().data;
    const session = await t.login('stafe', 'password-123');
    const kept = await t.request({
      method: 'PUT',
      url: `${url}/${user.id}`,
      token: admin,
      payload: { name: 'E', username: 'stafe', email: 'stafe@desa.test' },
    });
    expect(kept.json().data.roles).toEqual([{ id: roles.Operator, name: 'Operator' }]);
    expect((await t.request({ method: 'GET', url: '/api/me', token: session })).statusCode).toBe(200);
    await t.request({
      method: 'PUT',
      url: `${url}/${user.id}`,
      token: admin,
      payload: { name: 'E', username: 'stafe', email: 'stafe@desa.test', role_ids: [] },
    });
    expect((await t.request({ method: 'GET', url: '/api/me', token: session })).statusCode).toBe(401);
  });

  it('refuses to give roles with permissions the giver does not hold', async () => {
    const token = await t.tokenWith(['users-create', 'users-edit', 'categories-create']);
    const response = await t.request({
      method: 'POST',
      url,
      token,
      payload: newUser('f', { role_ids: [roles['Super Admin']] }),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.Role_ids).toMatch(/do not hold/);
    const plain = await t.request({ method: 'POST', url, token, payload: newUser('f', { role_ids: [] }) });
    expect(plain.statusCode).toBe(201);
  });

  it('refuses to delete oneself, and to lose the last full admin', async () => {
    const me = (await t.request({ method: 'GET', url: '/api/me', token: admin })).json().data;
    const self = await t.request({ method: 'DELETE', url: `${url}/${me.id}`, token: admin });
    expect(self.statusCode).toBe(422);
    expect(self.json().message).toBe('You cannot delete your own account.');

    const deputy = (
      await t.request({
        method: 'POST',
        url,
        token: admin,
        payload: newUser('g', { role_ids: [roles['Super Admin']] }),
      })
    ).json().data;
    const deputyToken = await t.login('stafg', 'password-123');
    // Nobody changes their own roles through the users screen, so the last full admin cannot demote itself.
    const demoteSelf = await t.request({
      method: 'PUT',
      url: `${url}/${deputy.id}`,
      token: deputyToken,
      payload: { name: 'G', username: 'stafg', email: 'stafg@desa.test', role_ids: [] },
    });
    expect(demoteSelf.statusCode).toBe(422);
    expect(demoteSelf.json().errors.Role_ids).toMatch(/your own roles/);
    // The deputy strips admin; the deputy is then the last full admin, and the role that makes it one
    // cannot lose a permission.
    const strip = await t.request({
      method: 'PUT',
      url: `${url}/${me.id}`,
      token: deputyToken,
      payload: { name: me.name, username: me.username, email: me.email, role_ids: [roles.Operator] },
    });
    expect(strip.statusCode).toBe(200);
    const superAdmin = (
      await t.request({ method: 'GET', url: `/api/admin/roles/${roles['Super Admin']}`, token: deputyToken })
    ).json().data;
    const weaken = await t.request({
      method: 'PUT',
      url: `/api/admin/roles/${roles['Super Admin']}`,
      token: deputyToken,
      payload: {
        name: 'Super Admin',
        permission_ids: superAdmin.permissions.slice(1).map((p: { id: number }) => p.id),
      },
    });
    expect(weaken.statusCode).toBe(422);
    expect(weaken.json().errors.Permission_ids).toMatch(/no user holding every permission/);
    const restore = await t.request({
      method: 'PUT',
      url: `${url}/${me.id}`,
      token: deputyToken,
      payload: { name: me.name, username: me.username, email: me.email, role_ids: [roles['Super Admin']] },
    });
    expect(restore.statusCode).toBe(200);
    // A change of roles ended admin's sessions.
    expect((await t.request({ method: 'GET', url: '/api/me', token: admin })).statusCode).toBe(401);
    admin = await t.login('admin', ADMIN_PASSWORD);
  });

  it('deletes a user and ends their sessions', async () => {
    const user = (await t.request({ method: 'POST', url, token: admin, payload: newUser('h') })).json().data;
    const session = await t.login('stafh', 'password-123');
    expect((await t.request({ method: 'DELETE', url: `${url}/${user.id}`, token: admin })).statusCode).toBe(
      200,
    );
    expect((await t.request({ method: 'GET', url: '/api/me', token: session })).statusCode).toBe(401);
    expect((await t.request({ method: 'GET', url: `${url}/${user.id}`, token: admin })).statusCode).toBe(404);
  });

  it('has no /all route for users', async () => {
    expect((await t.request({ method: 'GET', url: `${url}/all`, token: admin })).statusCode).toBe(404);
  });
});
