import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SYSTEM_PERMISSIONS } from '../../src/shared/permissions.ts';
import { ADMIN_PASSWORD, createTestApp, TESTER_PASSWORD, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let admin: string;
let adminId: number;
let roleIds: Record<string, number>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  adminId = (await t.request({ method: 'GET', url: '/api/me', token: admin })).json().data.id;
  const all = (await t.request({ method: 'GET', url: '/api/admin/roles/all', token: admin })).json().data;
  roleIds = Object.fromEntries(all.map((role: { id: number; name: string }) => [role.name, role.id]));
});
afterAll(() => t.close());

const me = async (token: string) => (await t.request({ method: 'GET', url: '/api/me', token })).json().data;

describe('authority over the target, not only the action', () => {
  it("a user who may only edit users cannot set the admin's password (the review's takeover)", async () => {
    const editor = await t.tokenWith(['users-edit']);
    const takeover = await t.request({
      method: 'PUT',
      url: `/api/admin/users/${adminId}`,
      token: editor,
      payload: {
        name: 'Administrator',
        username: 'admin',
        email: 'admin@petadesa.local',
        password: 'taken-over-1',
      },
    });
    expect(takeover.statusCode).toBe(403);
    expect(takeover.json().message).toMatch(/permissions you do not hold/);
    expect(
      (
        await t.request({
          method: 'POST',
          url: '/api/login',
          payload: { username: 'admin', password: 'taken-over-1' },
        })
      ).statusCode,
    ).toBe(401);
    expect((await me(admin)).username).toBe('admin');
  });

  it("a user who may only edit users cannot strip another administrator's roles, nor delete them", async () => {
    const editor = await t.tokenWith(['users-edit', 'users-delete']);
    const strip = await t.request({
      method: 'PUT',
      url: `/api/admin/users/${adminId}`,
      token: editor,
      payload: { name: 'Administrator', username: 'admin', email: 'admin@petadesa.local', role_ids: [] },
    });
    expect(strip.statusCode).toBe(403);
    const remove = await t.request({ method: 'DELETE', url: `/api/admin/users/${adminId}`, token: editor });
    expect(remove.statusCode).toBe(403);
    const roles = (
      await t.request({ method: 'GET', url: `/api/admin/users/${adminId}`, token: admin })
    ).json().data.roles;
    expect(roles.map((role: { name: string }) => role.name)).toContain('Super Admin');
  });

  it('a user may still edit, reset and delete users who hold no more than they do', async () => {
    const editor = await t.tokenWith(['users-edit', 'users-delete', 'maps-create']);
    const created = await t.request({
      method: 'POST',
      url: '/api/admin/users',
      token: admin,
      payload: {
        name: 'Staf',
        username: 'staf-biasa',
        email: 'staf-biasa@desa.test',
        password: 'sawah-hijau-9',
        role_ids: [],
      },
    });
    const staff = created.json().data;
    const reset = await t.request({
      method: 'PUT',
      url: `/api/admin/users/${staff.id}`,
      token: editor,
      payload: {
        name: 'Staf',
        username: 'staf-biasa',
        email: 'staf-biasa@desa.test',
        password: 'sawah-baru-10',
      },
    });
    expect(reset.statusCode).toBe(200);
    await t.login('staf-biasa', 'sawah-baru-10');
    expect(
      (await t.request({ method: 'DELETE', url: `/api/admin/users/${staff.id}`, token: editor })).statusCode,
    ).toBe(200);
  });

  it('a user who may edit roles cannot change or delete a role granting permissions they do not hold', async () => {
    const roleEditor = await t.tokenWith(['roles-edit', 'roles-delete']);
    const operator = (
      await t.request({ method: 'GET', url: `/api/admin/roles/${roleIds.Operator}`, token: admin })
    ).json().data;
    const edit = await t.request({
      method: 'PUT',
      url: `/api/admin/roles/${roleIds.Operator}`,
      token: roleEditor,
      payload: { name: 'Operator', permission_ids: [] },
    });
    expect(edit.statusCode).toBe(403);
    const remove = await t.request({
      method: 'DELETE',
      url: `/api/admin/roles/${roleIds.Operator}`,
      token: roleEditor,
    });
    expect(remove.statusCode).toBe(403);
    const after = (
      await t.request({ method: 'GET', url: `/api/admin/roles/${roleIds.Operator}`, token: admin })
    ).json().data;
    expect(after.permissions).toEqual(operator.permissions);
  });
});

describe('your own account', () => {
  it('nobody edits themselves into or out of a role through the users screen', async () => {
    const token = await t.tokenWith(SYSTEM_PERMISSIONS);
    const self = await me(token);
    const current = (await t.request({ method: 'GET', url: `/api/admin/users/${self.id}`, token })).json()
      .data;
    const base = { name: self.name, username: self.username, email: self.email };
    const out = await t.request({
      method: 'PUT',
      url: `/api/admin/users/${self.id}`,
      token,
      payload: { ...base, role_ids: [] },
    });
    expect(out.statusCode).toBe(422);
    expect(out.json().errors.Role_ids).toMatch(/your own roles/);
    const into = await t.request({
      method: 'PUT',
      url: `/api/admin/users/${self.id}`,
      token,
      payload: {
        ...base,
        role_ids: [...current.roles.map((role: { id: number }) => role.id), roleIds.Operator],
      },
    });
    expect(into.statusCode).toBe(422);
    // The same roles, sent back as the edit form does, are fine.
    const same = await t.request({
      method: 'PUT',
      url: `/api/admin/users/${self.id}`,
      token,
      payload: { ...base, name: 'Renamed', role_ids: current.roles.map((role: { id: number }) => role.id) },
    });
    expect(same.statusCode).toBe(200);
  });

  it('the users screen does not change your own password or email without the current password', async () => {
    const token = await t.tokenWith(['users-edit']);
    const self = await me(token);
    const base = { name: self.name, username: self.username, email: self.email };
    const password = await t.request({
      method: 'PUT',
      url: `/api/admin/users/${self.id}`,
      token,
      payload: { ...base, password: 'a-new-secret-9' },
    });
    expect(password.statusCode).toBe(422);
    expect(password.json().errors.Password).toMatch(/Change password/);
    const email = await t.request({
      method: 'PUT',
      url: `/api/admin/users/${self.id}`,
      token,
      payload: { ...base, email: 'elsewhere@desa.test' },
    });
    expect(email.statusCode).toBe(422);
    expect(email.json().errors.CurrentPassword).toMatch(/current password/);
    const wrong = await t.request({
      method: 'PUT',
      url: `/api/admin/users/${self.id}`,
      token,
      payload: { ...base, email: 'elsewhere@desa.test', current_password: 'not-it' },
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.CurrentPassword).toBe('The current password is not right.');
    const right = await t.request({
      method: 'PUT',
      url: `/api/admin/users/${self.id}`,
      token,
      payload: { ...base, email: 'elsewhere@desa.test', current_password: TESTER_PASSWORD },
    });
    expect(right.statusCode).toBe(200);
    expect(right.json().data.email).toBe('elsewhere@desa.test');
  });

  it('every signed-in user changes their own password with the current one, which ends their other sessions', async () => {
    const token = await t.tokenWith([]);
    const { username } = await me(token);
    const other = await t.login(username, TESTER_PASSWORD);
    const url = '/api/account/password';
    const wrong = await t.request({
      method: 'PUT',
      url,
      token,
      payload: { current_password: 'nope', password: 'kebun-kopi-77' },
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.CurrentPassword).toBeDefined();
    const mismatch = await t.request({
      method: 'PUT',
      url,
      token,
      payload: {
        current_password: TESTER_PASSWORD,
        password: 'kebun-kopi-77',
        password_confirmation: 'kebun-kopi-78',
      },
    });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().errors.PasswordConfirmation).toMatch(/do not match/);
    const common = await t.request({
      method: 'PUT',
      url,
      token,
      payload: { current_password: TESTER_PASSWORD, password: 'password123' },
    });
    expect(common.json().errors.Password).toMatch(/most common/);
    const changed = await t.request({
      method: 'PUT',
      url,
      token,
      payload: {
        current_password: TESTER_PASSWORD,
        password: 'kebun-kopi-77',
        password_confirmation: 'kebun-kopi-77',
      },
    });
    expect(changed.statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/me', token })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/me', token: other })).statusCode).toBe(401);
    await t.login(username, 'kebun-kopi-77');
    expect(
      (await t.request({ method: 'PUT', url, payload: { current_password: 'x', password: 'kebun-kopi-78' } }))
        .statusCode,
    ).toBe(401);
  });

  it('an admin who may edit a user sets a new password for them, which ends their sessions', async () => {
    const token = await t.tokenWith(['maps-create']);
    const user = await me(token);
    const reset = await t.request({
      method: 'PUT',
      url: `/api/admin/users/${user.id}`,
      token: admin,
      payload: { name: user.name, username: user.username, email: user.email, password: 'ladang-jagung-5' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/me', token })).statusCode).toBe(401);
    await t.login(user.username, 'ladang-jagung-5');
    await t.login('admin', ADMIN_PASSWORD);
  });
});
