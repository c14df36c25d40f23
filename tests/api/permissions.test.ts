import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
});
afterAll(() => t.close());

const url = '/api/admin/permissions';

describe('permissions over REST', () => {
  it('lists a page with the paginated shape, newest first, and searches case-insensitively', async () => {
    const response = await t.request({ method: 'GET', url, token: admin });
    expect(response.statusCode).toBe(200);
    const page = response.json().data;
    expect(page).toMatchObject({ current_page: 1, last_page: 2, per_page: 10, total: 19 });
    expect(page.data).toHaveLength(10);
    expect(Object.keys(page.data[0]).sort()).toEqual(['created_at', 'id', 'name', 'updated_at', 'version']);

    const second = (await t.request({ method: 'GET', url: `${url}?page=2`, token: admin })).json().data;
    expect(second.data).toHaveLength(9);
    const names = [...page.data, ...second.data].map((p: { name: string }) => p.name);
    expect(new Set(names).size).toBe(19);

    const found = (await t.request({ method: 'GET', url: `${url}?search=MAPS-`, token: admin })).json().data;
    expect(found.data.map((p: { name: string }) => p.name).sort()).toEqual([
      'maps-create',
      'maps-delete',
      'maps-edit',
    ]);
    expect(found.total).toBe(3);
  });

  it('treats % and _ in a search literally, and falls back to page 1 for a bad page', async () => {
    const none = (await t.request({ method: 'GET', url: `${url}?search=%25`, token: admin })).json().data;
    expect(none.total).toBe(0);
    for (const page of ['0', '-1', 'abc', '']) {
      const response = await t.request({ method: 'GET', url: `${url}?page=${page}`, token: admin });
      expect(response.statusCode).toBe(200);
      expect(response.json().data.current_page).toBe(1);
    }
  });

  it('answers /all with every permission, and /{id} with one', async () => {
    const all = (await t.request({ method: 'GET', url: `${url}/all`, token: admin })).json().data;
    expect(all).toHaveLength(19);
    const first = all[0];
    const one = await t.request({ method: 'GET', url: `${url}/${first.id}`, token: admin });
    expect(one.json()).toEqual({ data: first });
  });

  it('answers an unknown or non-numeric id with 404', async () => {
    for (const id of ['99999', 'abc', '1.5', '-1']) {
      const response = await t.request({ method: 'GET', url: `${url}/${id}`, token: admin });
      expect(response.statusCode, id).toBe(404);
      expect(typeof response.json().message).toBe('string');
    }
  });

  it('creates, renames and deletes a permission', async () => {
    const created = await t.request({
      method: 'POST',
      url,
      token: admin,
      payload: { name: ' reports-export ' },
    });
    expect(created.statusCode).toBe(201);
    const { id, name } = created.json().data;
    expect(name).toBe('reports-export');

    const updated = await t.request({
      method: 'PUT',
      url: `${url}/${id}`,
      token: admin,
      payload: { id, name: 'reports-print' },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data.name).toBe('reports-print');

    const deleted = await t.request({ method: 'DELETE', url: `${url}/${id}`, token: admin });
    expect(deleted.statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: `${url}/${id}`, token: admin })).statusCode).toBe(404);
    expect((await t.request({ method: 'DELETE', url: `${url}/${id}`, token: admin })).statusCode).toBe(404);
  });

  it('keys validation errors as Name', async () => {
    for (const payload of [{}, { name: '' }, { name: 'Bad Name' }, { name: 'x'.repeat(101) }]) {
      const response = await t.request({ method: 'POST', url, token: admin, payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expect(Object.keys(response.json().errors)).toEqual(['Name']);
    }
    const taken = await t.request({ method: 'POST', url, token: admin, payload: { name: 'maps-create' } });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ Name: 'The permission name has already been taken.' });
  });

  it('refuses to rename or delete a system permission', async () => {
    const all = (await t.request({ method: 'GET', url: `${url}/all`, token: admin })).json().data;
    const system = all.find((p: { name: string }) => p.name === 'maps-create');
    const rename = await t.request({
      method: 'PUT',
      url: `${url}/${system.id}`,
      token: admin,
      payload: { name: 'maps-add' },
    });
    expect(rename.statusCode).toBe(422);
    expect(rename.json().errors.Name).toMatch(/system permission/);
    const remove = await t.request({ method: 'DELETE', url: `${url}/${system.id}`, token: admin });
    expect(remove.statusCode).toBe(422);
    expect(remove.json().message).toMatch(/system permission/);
  });

  it('uses the id of the path, not one in the body', async () => {
    const a = (await t.request({ method: 'POST', url, token: admin, payload: { name: 'alpha-one' } })).json()
      .data;
    const b = (await t.request({ method: 'POST', url, token: admin, payload: { name: 'beta-one' } })).json()
      .data;
    await t.request({
      method: 'PUT',
      url: `${url}/${a.id}`,
      token: admin,
      payload: { id: b.id, name: 'alpha-two' },
    });
    expect((await t.request({ method: 'GET', url: `${url}/${b.id}`, token: admin })).json().data.name).toBe(
      'beta-one',
    );
    expect((await t.request({ method: 'GET', url: `${url}/${a.id}`, token: admin })).json().data.name).toBe(
      'alpha-two',
    );
  });

  it('needs a token to read and the permission to write', async () => {
    expect((await t.request({ method: 'GET', url })).statusCode).toBe(401);
    const reader = await t.tokenWith([]);
    expect((await t.request({ method: 'GET', url, token: reader })).statusCode).toBe(200);
    const denied = await t.request({ method: 'POST', url, token: reader, payload: { name: 'nope-nope' } });
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toEqual({ message: 'You do not have permission to perform this action.' });
    const writer = await t.tokenWith(['permissions-create']);
    expect(
      (await t.request({ method: 'POST', url, token: writer, payload: { name: 'yes-yes' } })).statusCode,
    ).toBe(201);
  });
});
