import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purgeExpiredDeletions } from '../../src/server/modules/audit/recently-deleted.ts';
import { multipart, TINY_PNG } from '../support/multipart.ts';
import { square } from '../support/shapes.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { testDatabaseKind } from '../support/test-database.ts';

/**
 * Issue 24: every version of a place, category and the settings can be seen and brought back (as a new
 * version); a deleted map, category, user or role can come back for 30 days, hidden everywhere meanwhile;
 * the activity screen pages through the audit log. Each new route is checked with a low-privilege account.
 */
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
});
afterAll(() => t.close());

// biome-ignore lint/suspicious/noExplicitAny: answers are read field by field; the schemas check them.
type Json = Record<string, any>;
const DAY_MS = 24 * 60 * 60 * 1000;

async function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: Json, token = admin) {
  return t.request({ method, url, token, payload });
}

async function ok(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: Json): Promise<Json> {
  const response = await call(method, url, payload);
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
  return response.json().data;
}

describe(`history of a place (${testDatabaseKind})`, () => {
  it('lists every version, shows one, and restores an older geometry as a new version', async () => {
    const map = await ok('POST', '/api/admin/maps', { name: 'Sawah Kidul', geometry: square(110.1) });
    const second = await ok('PUT', `/api/admin/maps/${map.id}`, {
      name: 'Sawah Kidul',
      geometry: square(110.2),
      version: map.version,
    });
    const third = await ok('PUT', `/api/admin/maps/${map.id}`, {
      name: 'Sawah Kidul Baru',
      description: 'diukur ulang',
      geometry: square(110.3),
      version: second.version,
    });

    const history = (await ok('GET', `/api/admin/maps/${map.id}/history`)).data;
    expect(history.map((entry: Json) => entry.action)).toEqual(['update', 'update', 'create']);
    expect(history.map((entry: Json) => entry.version)).toEqual([3, 2, 1]);
    expect(history[0].changed).toEqual(['description', 'geometry', 'name']);
    expect(history[1].changed).toEqual(['geometry']);
    expect(history[0]).toMatchObject({ by: 'admin', last_writer_wins: false, restored_from: null });

    const first = await ok('GET', `/api/admin/maps/${map.id}/history/${history[2].id}`);
    expect(first.after).toMatchObject({ name: 'Sawah Kidul', geometry: square(110.1), version: 1 });
    expect(first.before).toBeNull();

    // Made from the version the screen showed: a restore over a newer change is refused like any edit.
    const stale = await call('POST', `/api/admin/maps/${map.id}/history/${history[2].id}/restore`, {
      version: second.version,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().conflict.current).toMatchObject({ name: 'Sawah Kidul Baru', version: 3 });

    const restored = await ok('POST', `/api/admin/maps/${map.id}/history/${history[2].id}/restore`, {
      version: third.version,
    });
    expect(restored).toMatchObject({
      name: 'Sawah Kidul',
      description: '',
      geometry: square(110.1),
      version: 4,
    });
    const after = (await ok('GET', `/api/admin/maps/${map.id}/history`)).data;
    expect(after).toHaveLength(4);
    expect(after[0]).toMatchObject({ action: 'update', version: 4, restored_from: history[2].id });
    // History only grows: the version that was restored over is still there.
    expect((await ok('GET', `/api/admin/maps/${map.id}/history/${history[0].id}`)).after.name).toBe(
      'Sawah Kidul Baru',
    );
  });

  it('refuses a version that belongs to another record, and a record that is not there', async () => {
    const one = await ok('POST', '/api/admin/maps', { name: 'Pos Satu', latitude: -7.5, longitude: 110 });
    const two = await ok('POST', '/api/admin/maps', { name: 'Pos Dua', latitude: -7.5, longitude: 110 });
    const [entryOfOne] = (await ok('GET', `/api/admin/maps/${one.id}/history`)).data;
    expect((await call('GET', `/api/admin/maps/${two.id}/history/${entryOfOne.id}`)).statusCode).toBe(404);
    const across = await call('POST', `/api/admin/maps/${two.id}/history/${entryOfOne.id}/restore`, {});
    expect(across.statusCode).toBe(404);
    expect((await call('GET', '/api/admin/maps/987654/history')).statusCode).toBe(404);
  });

  it('restores a category version and a settings boundary, over tRPC-shaped REST alike', async () => {
    const category = await ok('POST', '/api/admin/categories', { name: 'Sawah', color: '#22aa44' });
    await ok('PUT', `/api/admin/categories/${category.id}`, { name: 'Persawahan', color: '#0000ff' });
    const [latest, firstEntry] = (await ok('GET', `/api/admin/categories/${category.id}/history`)).data;
    expect(latest.changed).toEqual(['color', 'name']);
    const back = await ok(
      'POST',
      `/api/admin/categories/${category.id}/history/${firstEntry.id}/restore`,
      {},
    );
    expect(back).toMatchObject({ name: 'Sawah', color: '#22aa44', version: 3 });

    const settings = await ok('GET', '/api/admin/settings');
    const fields = { title: settings.title, map_center_lat: -7.5, map_center_lng: 110.1, map_zoom: 14 };
    await ok('PUT', '/api/admin/settings', { ...fields, village_boundary: square(110.1) });
    await ok('PUT', '/api/admin/settings', { ...fields, village_boundary: square(110.5) });
    const [, withFirstBoundary] = (await ok('GET', '/api/admin/settings/history')).data;
    expect(withFirstBoundary.changed).toContain('village_boundary');
    const restored = await ok('POST', `/api/admin/settings/history/${withFirstBoundary.id}/restore`, {});
    expect(restored.village_boundary).toEqual(square(110.1));
    const publicSettings = (await t.request({ method: 'GET', url: '/api/public/settings' })).json().data;
    expect(publicSettings.village_boundary).toEqual(square(110.1));
  });
});

describe(`recently deleted (${testDatabaseKind})`, () => {
  const publicNames = async () => {
    const categories = (await t.request({ method: 'GET', url: '/api/public/categories' })).json().data;
    return categories.flatMap((category: Json) => category.maps.map((map: Json) => map.name));
  };
  const exported = async () =>
    (await t.request({ method: 'GET', url: '/api/public/export?format=csv' })).body;
  const ogcNames = async () => {
    const items = (await t.request({ method: 'GET', url: '/ogc/collections/all/items?limit=1000' })).json();
    return items.features.map((feature: Json) => feature.properties.name);
  };

  it('a deleted place leaves the public map, exports and OGC, and comes back with its image', async () => {
    const created = await t.request({
      method: 'POST',
      url: '/api/admin/maps',
      token: admin,
      ...multipart(
        { name: 'Masjid Hilang', latitude: '-7.5', longitude: '110.2' },
        { filename: 'm.png', contentType: 'image/png', bytes: TINY_PNG },
      ),
    });
    expect(created.statusCode, created.body).toBe(201);
    const map = created.json().data;
    expect(await publicNames()).toContain('Masjid Hilang');

    await ok('DELETE', `/api/admin/maps/${map.id}`);
    expect(await publicNames()).not.toContain('Masjid Hilang');
    expect(await exported()).not.toContain('Masjid Hilang');
    expect(await ogcNames()).not.toContain('Masjid Hilang');
    expect((await call('GET', `/api/admin/maps/${map.id}`)).statusCode).toBe(404);
    expect((await ok('GET', '/api/admin/maps?search=Hilang')).total).toBe(0);
    // Its image stays until the record is purged.
    expect(await t.storedImages('maps')).toContain(map.image);

    const deleted = (await ok('GET', '/api/admin/maps/deleted')).data;
    expect(deleted[0]).toMatchObject({ id: map.id, name: 'Masjid Hilang', deleted_by: 'admin' });
    expect(new Date(deleted[0].purge_after).getTime() - new Date(deleted[0].deleted_at).getTime()).toBe(
      30 * DAY_MS,
    );

    const back = await ok('POST', `/api/admin/maps/deleted/${map.id}/restore`);
    expect(back).toMatchObject({ id: map.id, name: 'Masjid Hilang', image: map.image, slug: map.slug });
    expect(await publicNames()).toContain('Masjid Hilang');
    expect(await exported()).toContain('Masjid Hilang');
    expect(await ogcNames()).toContain('Masjid Hilang');
    const image = await t.request({ method: 'GET', url: `/uploads/maps/${map.image}` });
    expect(image.statusCode).toBe(200);
    expect((await ok('GET', '/api/admin/maps/deleted')).data).toEqual([]);
    // Once: the second restore finds nothing to bring back.
    expect((await call('POST', `/api/admin/maps/deleted/${map.id}/restore`)).statusCode).toBe(404);
    const history = (await ok('GET', `/api/admin/maps/${map.id}/history`)).data;
    expect(history.map((entry: Json) => entry.action)).toEqual(['restore', 'delete', 'create']);
  });

  it('a restored category files its places under it again; a place whose slug was taken gets another', async () => {
    const category = await ok('POST', '/api/admin/categories', { name: 'Makam' });
    const grave = await ok('POST', '/api/admin/maps', {
      name: 'Makam Desa',
      latitude: -7.5,
      longitude: 110.2,
      category_id: category.id,
    });
    await ok('DELETE', `/api/admin/categories/${category.id}`);
    expect((await ok('GET', `/api/admin/maps/${grave.id}`)).category_id).toBeNull();
    expect((await ok('GET', '/api/admin/categories/deleted')).data.map((row: Json) => row.name)).toContain(
      'Makam',
    );
    const back = await ok('POST', `/api/admin/categories/deleted/${category.id}/restore`);
    expect(back).toMatchObject({ id: category.id, name: 'Makam' });
    expect((await ok('GET', `/api/admin/maps/${grave.id}`)).category_id).toBe(category.id);

    await ok('DELETE', `/api/admin/maps/${grave.id}`);
    const twin = await ok('POST', '/api/admin/maps', {
      name: 'Makam Desa',
      latitude: -7.5,
      longitude: 110.2,
    });
    expect(twin.slug).toBe(grave.slug);
    const restored = await ok('POST', `/api/admin/maps/deleted/${grave.id}/restore`);
    expect(restored.slug).not.toBe(grave.slug);
    expect(restored.slug).toMatch(/^makam-desa-/);
  });

  it('a restored user signs in with the password it had and gets its roles back', async () => {
    const roles = (await ok('GET', '/api/admin/roles/all')) as Json[];
    const operator = roles.find((role) => role.name === 'Operator')!;
    const user = await ok('POST', '/api/admin/users', {
      name: 'Bayu',
      username: 'bayu',
      email: 'bayu@desa.test',
      password: 'sawah-luas-1234',
      role_ids: [operator.id],
    });
    await ok('DELETE', `/api/admin/users/${user.id}`);
    await expect(t.login('bayu', 'sawah-luas-1234')).rejects.toThrow(/401|422/);
    const back = await ok('POST', `/api/admin/users/deleted/${user.id}/restore`);
    expect(back.roles.map((role: Json) => role.name)).toEqual(['Operator']);
    expect(await t.login('bayu', 'sawah-luas-1234')).toBeTruthy();
  });

  it('a restored role comes back with its permissions and its holders', async () => {
    const permissions = (await ok('GET', '/api/admin/permissions/all')) as Json[];
    const mapsEdit = permissions.find((permission) => permission.name === 'maps-edit')!;
    const role = await ok('POST', '/api/admin/roles', { name: 'Pemeta', permission_ids: [mapsEdit.id] });
    const holder = await ok('POST', '/api/admin/users', {
      name: 'Wati',
      username: 'wati',
      email: 'wati@desa.test',
      password: 'sawah-luas-1234',
      role_ids: [role.id],
    });
    await ok('DELETE', `/api/admin/roles/${role.id}`);
    expect((await ok('GET', `/api/admin/users/${holder.id}`)).roles).toEqual([]);
    const back = await ok('POST', `/api/admin/roles/deleted/${role.id}/restore`);
    expect(back.permissions.map((permission: Json) => permission.name)).toEqual(['maps-edit']);
    expect((await ok('GET', `/api/admin/users/${holder.id}`)).roles.map((r: Json) => r.id)).toEqual([
      role.id,
    ]);
  });

  it('no escalation through restore: a user-deleter cannot bring back a Super Admin', async () => {
    const roles = (await ok('GET', '/api/admin/roles/all')) as Json[];
    const superAdmin = roles.find((role) => role.name === 'Super Admin')!;
    const boss = await ok('POST', '/api/admin/users', {
      name: 'Lurah',
      username: 'lurah',
      email: 'lurah@desa.test',
      password: 'sawah-luas-1234',
      role_ids: [superAdmin.id],
    });
    await ok('DELETE', `/api/admin/users/${boss.id}`);
    const deleter = await t.tokenWith(['users-delete']);
    const refused = await call('POST', `/api/admin/users/deleted/${boss.id}/restore`, {}, deleter);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toMatch(/cannot grant/);
    // Refused, it is still in "Recently deleted".
    expect((await ok('GET', '/api/admin/users/deleted')).data.map((row: Json) => row.id)).toContain(boss.id);
    // A user editor may not read the history of someone who holds more than they do.
    const editor = await t.tokenWith(['users-edit']);
    // The admin by its own id: id 1 is another village's user in a deployment of many (a 404 there).
    const adminId = (await ok('GET', '/api/me')).id as number;
    expect((await call('GET', `/api/admin/users/${adminId}/history`, undefined, editor)).statusCode).toBe(
      403,
    );
  });
});

describe(`the activity screen's answers (${testDatabaseKind})`, () => {
  it('pages through the audit log newest first, filtered by user, resource, action and day', async () => {
    const clerk = await t.tokenWith(['maps-create', 'maps-edit']);
    const clerkName = (await call('GET', '/api/me', undefined, clerk)).json().data.username as string;
    for (let i = 0; i < 12; i++) {
      const response = await call(
        'POST',
        '/api/admin/maps',
        { name: `Titik ${i}`, latitude: -7.5, longitude: 110 },
        clerk,
      );
      expect(response.statusCode).toBe(201);
    }
    const page = await ok('GET', `/api/admin/activity?user=${clerkName}&resource=maps&action=create`);
    expect(page).toMatchObject({ total: 12, per_page: 10, last_page: 2, current_page: 1 });
    expect(page.data[0]).toMatchObject({
      by: clerkName,
      resource: 'maps',
      action: 'create',
      name: 'Titik 11',
    });
    const second = await ok('GET', `/api/admin/activity?user=${clerkName}&page=2`);
    expect(second.data.map((entry: Json) => entry.name)).toEqual(['Titik 1', 'Titik 0']);

    const today = new Date().toLocaleDateString('sv');
    expect((await ok('GET', `/api/admin/activity?user=${clerkName}&from=${today}&to=${today}`)).total).toBe(
      12,
    );
    expect((await ok('GET', `/api/admin/activity?user=${clerkName}&to=2020-01-01`)).total).toBe(0);
    expect(
      (await ok('GET', '/api/admin/activity?action=restore')).data.every((e: Json) => e.action === 'restore'),
    ).toBe(true);
    const bad = await call('GET', '/api/admin/activity?from=kemarin&resource=bukan');
    expect(bad.statusCode).toBe(422);
  });

  it('needs activity-view, which the Super Admin role holds', async () => {
    const operator = await t.tokenWith(['maps-create', 'maps-edit', 'maps-delete', 'users-edit']);
    expect((await call('GET', '/api/admin/activity', undefined, operator)).statusCode).toBe(403);
    const viewer = await t.tokenWith(['activity-view']);
    expect((await call('GET', '/api/admin/activity', undefined, viewer)).statusCode).toBe(200);
    const me = (await call('GET', '/api/me')).json().data;
    expect(me.permissions['activity-view']).toBe(true);
  });
});

// Last: it moves the clock a month on.
describe(`the scheduled cleanup (${testDatabaseKind})`, () => {
  it('after 30 days the cleanup purges the record and its image for good', async () => {
    const created = await t.request({
      method: 'POST',
      url: '/api/admin/maps',
      token: admin,
      ...multipart(
        { name: 'Gardu Lama', latitude: '-7.5', longitude: '110.2' },
        { filename: 'g.png', contentType: 'image/png', bytes: TINY_PNG },
      ),
    });
    const map = created.json().data;
    await ok('DELETE', `/api/admin/maps/${map.id}`);
    t.clock.advance(29 * DAY_MS);
    await purgeExpiredDeletions(t.app.deps);
    // A month on, the session has long expired.
    admin = await t.login();
    expect((await ok('GET', '/api/admin/maps/deleted')).data.map((row: Json) => row.id)).toContain(map.id);
    t.clock.advance(2 * DAY_MS);
    admin = await t.login();
    expect((await ok('GET', '/api/admin/maps/deleted')).data.map((row: Json) => row.id)).not.toContain(
      map.id,
    );
    expect(await purgeExpiredDeletions(t.app.deps)).toBeGreaterThan(0);
    expect(await t.storedImages('maps')).not.toContain(map.image);
    expect((await call('POST', `/api/admin/maps/deleted/${map.id}/restore`)).statusCode).toBe(404);
  });
});
