import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SYSTEM_PERMISSIONS } from '../../src/shared/permissions.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { testDatabaseKind } from '../support/test-database.ts';

/**
 * Issue 24: an edit made from a stale form is refused (409 with the record as it now is and who changed it
 * when) instead of silently undoing another person's change. Without a version an update still works (the
 * spec's REST contract), as last writer wins, and the audit log says so.
 */
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
});
afterAll(() => t.close());

type Json = Record<string, unknown>;

async function send(
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: Json,
  headers?: Record<string, string>,
) {
  return t.request({ method, url, token: admin, payload, headers });
}

async function created(url: string, payload: Json): Promise<Json> {
  const response = await send('POST', url, payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data;
}

/** Each editable resource: where it lives, a first record, and two different updates of it. */
const RESOURCES = [
  {
    thing: 'map',
    make: async () => created('/api/admin/maps', { name: 'Sawah Lor', latitude: -7.5, longitude: 110.2 }),
    url: (record: Json) => `/api/admin/maps/${record.id}`,
    edit: (name: string) => ({ name, latitude: -7.5, longitude: 110.2 }),
  },
  {
    thing: 'category',
    make: async () => created('/api/admin/categories', { name: 'Sawah' }),
    url: (record: Json) => `/api/admin/categories/${record.id}`,
    edit: (name: string) => ({ name }),
  },
  {
    thing: 'settings',
    make: async () => (await send('GET', '/api/admin/settings')).json().data,
    url: () => '/api/admin/settings',
    edit: (title: string) => ({ title, map_center_lat: -7.5, map_center_lng: 110.2, map_zoom: 14 }),
  },
  {
    thing: 'user',
    make: async () =>
      created('/api/admin/users', {
        name: 'Siti',
        username: `siti${Date.now()}`,
        email: `siti${Date.now()}@example.test`,
        password: 'sawah-hijau-2026',
        role_ids: [],
      }),
    url: (record: Json) => `/api/admin/users/${record.id}`,
    edit: (name: string, record: Json) => ({ name, username: record.username, email: record.email }),
  },
  {
    thing: 'role',
    make: async () => created('/api/admin/roles', { name: `Kaur ${Date.now()}`, permission_ids: [] }),
    url: (record: Json) => `/api/admin/roles/${record.id}`,
    edit: (name: string) => ({ name: `${name} ${Date.now()}`, permission_ids: [] }),
  },
  {
    thing: 'permission',
    make: async () => created('/api/admin/permissions', { name: `arsip-${Date.now()}` }),
    url: (record: Json) => `/api/admin/permissions/${record.id}`,
    edit: (name: string) => ({ name: `${name.toLowerCase().replace(/\W+/g, '-')}-${Date.now()}` }),
  },
] as const;

describe(`record versions (${testDatabaseKind})`, () => {
  for (const resource of RESOURCES) {
    it(`refuses a stale update of a ${resource.thing} with 409 and the current record`, async () => {
      const record = await resource.make();
      expect(record.version).toEqual(expect.any(Number));
      const url = resource.url(record);
      const got = await send('GET', url);
      expect(got.headers.etag).toBe(`"${record.version}"`);

      // The first person saves from the version they opened: accepted, and the version moves on.
      const first = await send('PUT', url, { ...resource.edit('Pertama', record), version: record.version });
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json().data.version).toBe((record.version as number) + 1);

      // The second saves from the same, now stale, version: refused, with what is there now.
      const second = await send('PUT', url, { ...resource.edit('Kedua', record), version: record.version });
      expect(second.statusCode, second.body).toBe(409);
      const body = second.json();
      const subject = resource.thing === 'settings' ? 'The settings were' : `This ${resource.thing} was`;
      expect(body.message).toMatch(
        new RegExp(`^${subject} changed by admin at \\d{4}-\\d\\d-\\d\\dT.+ since you opened it\\.$`),
      );
      expect(body.conflict).toMatchObject({ changed_by: 'admin', changed_at: expect.any(String) });
      expect(body.conflict.current).toEqual((await send('GET', url)).json().data);

      // The same through If-Match, the record's ETag.
      const stale = await send('PUT', url, resource.edit('Ketiga', record), {
        'if-match': `"${record.version}"`,
      });
      expect(stale.statusCode).toBe(409);
      const fresh = await send('PUT', url, resource.edit('Ketiga', record), {
        'if-match': first.headers.etag as string,
      });
      expect(fresh.statusCode, fresh.body).toBe(200);
    });
  }

  it('answers a stale update of a user the caller may not act on with 403, never with the record', async () => {
    const editor = await t.tokenWith(['users-edit']);
    const me = (await send('GET', '/api/me')).json().data;
    // The administrator's record moves on, so version 1 is stale.
    const moved = await send('PUT', `/api/admin/users/${me.id}`, {
      name: me.name,
      username: me.username,
      email: me.email,
    });
    expect(moved.json().data.version).toBeGreaterThan(1);
    const stale = await t.request({
      method: 'PUT',
      url: `/api/admin/users/${me.id}`,
      token: editor,
      payload: { name: 'Diambil alih', username: me.username, email: me.email, version: 1 },
    });
    expect(stale.statusCode).toBe(403);
    expect(stale.json().conflict).toBeUndefined();
  });

  it('answers your own stale edit with 409 even when someone else changed your email meanwhile', async () => {
    const other = await t.tokenWith(SYSTEM_PERMISSIONS);
    const me = (await send('GET', '/api/me')).json().data;
    const opened = (await send('GET', `/api/admin/users/${me.id}`)).json().data;
    const changed = await t.request({
      method: 'PUT',
      url: `/api/admin/users/${me.id}`,
      token: other,
      payload: { name: opened.name, username: opened.username, email: `baru.${opened.email}` },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    try {
      // The form still holds the email it opened with; without the version check first, this was a 422
      // asking for the current password of an email change the user never made.
      const stale = await send('PUT', `/api/admin/users/${me.id}`, {
        name: 'Admin Desa',
        username: opened.username,
        email: opened.email,
        version: opened.version,
      });
      expect(stale.statusCode, stale.body).toBe(409);
      expect(stale.json().conflict.current.email).toBe(`baru.${opened.email}`);
    } finally {
      const back = await t.request({
        method: 'PUT',
        url: `/api/admin/users/${me.id}`,
        token: other,
        payload: { name: opened.name, username: opened.username, email: opened.email },
      });
      expect(back.statusCode, back.body).toBe(200);
    }
  });

  it('lets an update without a version overwrite, and records it as last writer wins', async () => {
    const map = await created('/api/admin/maps', { name: 'Balai Dusun', latitude: -7.51, longitude: 110.21 });
    const blind = await send('PUT', `/api/admin/maps/${map.id}`, { name: 'Balai Dusun Baru' });
    expect(blind.statusCode).toBe(200);
    const careful = await send('PUT', `/api/admin/maps/${map.id}`, {
      name: 'Balai Dusun Lama',
      version: blind.json().data.version,
    });
    expect(careful.statusCode).toBe(200);
    const entries = await t.database.db
      .selectFrom('audit_log')
      .select(['action', 'last_writer_wins'])
      .where('table_name', '=', 'maps')
      .where('record_id', '=', map.id as number)
      .orderBy('id')
      .execute();
    expect(entries).toEqual([
      { action: 'create', last_writer_wins: false },
      { action: 'update', last_writer_wins: true },
      { action: 'update', last_writer_wins: false },
    ]);
  });

  it('refuses a version that is not a whole number with 422, and says so for a wrong If-Match', async () => {
    const category = await created('/api/admin/categories', { name: 'Pasar' });
    const url = `/api/admin/categories/${category.id}`;
    const bad = await send('PUT', url, { name: 'Pasar', version: 'kemarin' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ Version: 'The version must be a whole number.' });
    const badTag = await send('PUT', url, { name: 'Pasar' }, { 'if-match': 'kemarin' });
    expect(badTag.statusCode).toBe(422);
    expect((await send('PUT', url, { name: 'Pasar' }, { 'if-match': '*' })).statusCode).toBe(200);
  });

  it('answers the conflict over tRPC too, with the current record in the error', async () => {
    const map = await created('/api/admin/maps', { name: 'Posyandu', latitude: -7.52, longitude: 110.22 });
    await send('PUT', `/api/admin/maps/${map.id}`, { name: 'Posyandu Mawar', version: map.version });
    const response = await t.request({
      method: 'POST',
      url: '/trpc/maps.update',
      token: admin,
      payload: { json: { id: map.id, name: 'Posyandu Melati', version: map.version } },
    });
    expect(response.statusCode).toBe(409);
    const error = response.json().error.json;
    expect(error.data.code).toBe('CONFLICT');
    expect(error.data.appError.conflict.current).toMatchObject({ name: 'Posyandu Mawar' });
  });

  it('lets exactly one of ten concurrent updates from the same version win', async () => {
    const map = await created('/api/admin/maps', { name: 'Lapangan', latitude: -7.53, longitude: 110.23 });
    const statuses = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        send('PUT', `/api/admin/maps/${map.id}`, { name: `Lapangan ${i}`, version: map.version }).then(
          (response) => response.statusCode,
        ),
      ),
    );
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(9);
    const after = (await send('GET', `/api/admin/maps/${map.id}`)).json().data;
    expect(after.version).toBe((map.version as number) + 1);
  });
});
