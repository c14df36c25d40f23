import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let admin: string;
let permissionIds: Record<string, number>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  const all = (await t.request({ method: 'GET', url: '/api/admin/permissions/all', token: admin })).json()
    .data;
  permissionIds = Object.fromEntries(all.map((p: { id: number; name: string }) => [p.name, p.id]));
});
afterAll(() => t.close());

const url = '/api/admin/roles';

describe('roles over REST', () => {
  it('creates a role with permissions and answers it with its permissions', async () => {
    const ids = [permissionIds['maps-create'], permissionIds['maps-edit']];
    const response = await t.request({
      method: 'POST',
      url,
      token: admin,
      payload: { name: 'Mapper', permission_ids: ids },
    });
    expect(response.statusCode).toBe(201);
    const role = response.json().data;
    expect(role.name).toBe('Mapper');
    expect(role.permissions.map((p: { name: string }) => p.name)).toEqual(['maps-create', 'maps-edit']);
    expect(Object.keys(role.permissions[0]).sort()).toEqual(['id', 'name']);

    const fetched = await t.request({ method: 'GET', url: `${url}/${role.id}`, token: admin });
    expect(fetched.json().data).toEqual(role);
  });

  it('lists roles with a permissions count and searches by name', async () => {
    const page = (await t.request({ method: 'GET', url: `${url}?search=mapp`, token: admin })).json().data;
    expect(page.total).toBe(1);
    expect(page.data[0]).toMatchObject({ name: 'Mapper', permissions_count: 2 });
    const superAdmin = (await t.request({ method: 'GET', url: `${url}?search=super`, token: admin })).json()
      .data;
    expect(superAdmin.data[0].permissions_count).toBe(19);
    const all = (await t.request({ method: 'GET', url: `${url}/all`, token: admin })).json().data;
    expect(all.map((r: { name: string }) => r.name)).toEqual(['Mapper', 'Operator', 'Super Admin']);
    expect(Object.keys(all[0]).sort()).toEqual(['id', 'name']);
  });

  it('updates name and permissions, and deletes', async () => {
    const created = (
      await t.request({ method: 'POST', url, token: admin, payload: { name: 'Temp', permission_ids: [] } })
    ).json().data;
    const updated = await t.request({
      method: 'PUT',
      url: `${url}/${created.id}`,
      token: admin,
      payload: { id: created.id, name: 'Temporary', permission_ids: [permissionIds['categories-edit']] },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data).toMatchObject({
      name: 'Temporary',
      permissions: [{ name: 'categories-edit' }],
    });
    expect(
      (await t.request({ method: 'DELETE', url: `${url}/${created.id}`, token: admin })).statusCode,
    ).toBe(200);
    expect((await t.request({ method: 'GET', url: `${url}/${created.id}`, token: admin })).statusCode).toBe(
      404,
    );
  });

  it('keys errors as Name and Permission_ids', async () => {
    const empty = await t.request({
      method: 'POST',
      url,
      token: admin,
      payload: { name: '', permission_ids: 'x' },
    });
    expect(empty.statusCode).toBe(422);
    expect(Object.keys(empty.json().errors).sort()).toEqual(['Name', 'Permission_ids']);
    const taken = await t.request({
      method: 'POST',
      url,
      token: admin,
      payload: { name: 'mapper', permission_ids: [] },
    });
    expect(taken.json().errors).toEqual({ Name: 'The role name has already been taken.' });
    const ghost = await t.request({
      method: 'POST',
      url,
      token: admin,
      payload: { name: 'Ghost', permission_ids: [999999] },
    });
    expect(ghost.statusCode).toBe(422);
    expect(Object.keys(ghost.json().errors)).toEqual(['Permission_ids']);
  });

  it('refuses to grant permissions the editor does not hold (no escalation)', async () => {
    const token = await t.tokenWith(['roles-create', 'roles-edit', 'maps-create']);
    const allowed = await t.request({
      method: 'POST',
      url,
      token,
      payload: { name: 'Small', permission_ids: [permissionIds['maps-create']] },
    });
    expect(allowed.statusCode).toBe(201);
    const escalated = await t.request({
      method: 'POST',
      url,
      token,
      payload: { name: 'Big', permission_ids: [permissionIds['users-delete']] },
    });
    expect(escalated.statusCode).toBe(422);
    expect(escalated.json().errors.Permission_ids).toMatch(/users-delete/);
    const role = allowed.json().data;
    const edit = await t.request({
      method: 'PUT',
      url: `${url}/${role.id}`,
      token,
      payload: {
        name: 'Small',
        permission_ids: [permissionIds['maps-create'], permissionIds['settings-edit']],
      },
    });
    expect(edit.statusCode).toBe(422);
  });

  it('never loses the last user holding every permission', async () => {
    const all = (await t.request({ method: 'GET', url: `${url}/all`, token: admin })).json().data;
    const superAdmin = all.find((r: { name: string }) => r.name === 'Super Admin');
    const strip = await t.request({
      method: 'PUT',
      url: `${url}/${superAdmin.id}`,
      token: admin,
      payload: { name: 'Super Admin', permission_ids: [permissionIds['maps-create']] },
    });
    expect(strip.statusCode).toBe(422);
    expect(strip.json().errors.Permission_ids).toMatch(/no user holding every permission/);
    const remove = await t.request({ method: 'DELETE', url: `${url}/${superAdmin.id}`, token: admin });
    expect(remove.statusCode).toBe(422);
    const still = (await t.request({ method: 'GET', url: `${url}/${superAdmin.id}`, token: admin })).json()
      .data;
    expect(still.permissions).toHaveLength(19);
  });
});
