import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOgcPlaces, type OgcPlaces } from '../support/ogc-places.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * OGC API Features Part 4 over HTTP as QGIS 3.32 calls it (OPTIONS, POST, PUT with If-Match, PATCH,
 * DELETE, with a Bearer token): each change is the back office's, in its history and "Recently deleted".
 */
let t: TestApp;
let places: OgcPlaces;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  places = await createOgcPlaces(t);
  admin = await t.login();
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const send = (method: string, url: string, token: string | null, payload?: unknown, headers: Headers = {}) =>
  t.request({
    method: method as 'GET',
    url,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(payload !== undefined ? { 'content-type': 'application/geo+json' } : {}),
      ...headers,
    },
    ...(payload !== undefined ? { payload: JSON.stringify(payload) } : {}),
  });
const point = (lng: number, lat: number) => ({ type: 'Point', coordinates: [lng, lat] });
const feature = (name: string, geometry: object, properties: object = {}) => ({
  type: 'Feature',
  geometry,
  properties: { name, ...properties },
});

describe('OGC API Features Part 4', () => {
  it('OPTIONS says what the caller may do', async () => {
    const items = `/ogc/collections/${places.kantor}/items`;
    const one = `${items}/${places.ids['Balai Desa']}`;
    const allow = async (url: string, token: string | null) =>
      (await send('OPTIONS', url, token)).headers.allow;
    expect(await allow(items, null)).toBe('GET, HEAD, OPTIONS');
    expect(await allow(items, admin)).toBe('GET, HEAD, OPTIONS, POST');
    expect(await allow(one, admin)).toBe('GET, HEAD, OPTIONS, PUT, PATCH, DELETE');
    expect(await allow('/ogc/collections/all/items', admin)).toBe('GET, HEAD, OPTIONS');
    const editor = await t.tokenWith(['maps-edit']);
    expect(await allow(items, editor)).toBe('GET, HEAD, OPTIONS');
    expect(await allow(one, editor)).toBe('GET, HEAD, OPTIONS, PUT, PATCH');
    expect((await send('OPTIONS', `${items}/999999`, admin)).statusCode).toBe(404);
  });

  it('POST creates a place in the category, with Location and ETag; without a token or permission nothing is written', async () => {
    const items = `/ogc/collections/${places.kantor}/items`;
    const body = feature('Pos Ronda', point(112.23, -7.52), { address: 'Lor', category: 'ignored' });
    expect((await send('POST', items, null, body)).statusCode).toBe(401);
    expect((await send('POST', items, await t.tokenWith(['maps-edit']), body)).statusCode).toBe(403);
    expect((await send('POST', items, admin, { ...body, properties: { name: '' } })).statusCode).toBe(422);
    expect(
      (
        await send('POST', items, admin, {
          type: 'Feature',
          properties: { name: 'x', phone: '1' },
          geometry: null,
        })
      ).statusCode,
    ).toBe(400);
    expect((await send('POST', '/ogc/collections/all/items', admin, body)).statusCode).toBe(405);
    const before = (await send('GET', `${items}?limit=100`, null)).json().numberMatched;
    const created = await send('POST', items, admin, body);
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as number;
    expect(created.headers.location).toBe(`http://localhost:80${items}/${id}`);
    expect(created.headers.etag).toBe('"1"');
    expect(created.json()).toMatchObject({
      type: 'Feature',
      geometry: point(112.23, -7.52),
      properties: { name: 'Pos Ronda', address: 'Lor', category: 'Kantor' },
    });
    expect((await send('GET', `${items}?limit=100`, null)).json().numberMatched).toBe(before + 1);
    const read = await send('GET', `${items}/${id}`, null);
    expect(read.headers.etag).toBe('"1"');
  });

  it('PUT with If-Match replaces; a stale If-Match is 412 and changes nothing; PATCH merges; DELETE with If-Match', async () => {
    const items = `/ogc/collections/${places.kantor}/items`;
    const created = (
      await send('POST', items, admin, feature('Gardu', point(112.24, -7.53), { address: 'Kidul' }))
    ).json();
    const url = `${items}/${created.id}`;
    const replaced = await send('PUT', url, admin, feature('Gardu Listrik', point(112.241, -7.531)), {
      'if-match': '"1"',
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.headers.etag).toBe('"2"');
    // PUT replaces: the address it did not send is gone.
    expect(replaced.json().properties).toMatchObject({ name: 'Gardu Listrik', address: '' });
    const stale = await send('PUT', url, admin, feature('Lama', point(0, 0)), { 'if-match': '"1"' });
    expect(stale.statusCode).toBe(412);
    expect((await send('GET', url, null)).json().properties.name).toBe('Gardu Listrik');
    const patched = await send(
      'PATCH',
      url,
      admin,
      { properties: { address: 'Wetan' } },
      {
        'if-match': '"2"',
        'content-type': 'application/merge-patch+json',
      },
    );
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json()).toMatchObject({
      properties: { name: 'Gardu Listrik', address: 'Wetan' },
      geometry: point(112.241, -7.531),
    });
    expect(patched.headers.etag).toBe('"3"');
    expect(
      (await send('PATCH', url, await t.tokenWith(['maps-create']), { properties: { name: 'x' } }))
        .statusCode,
    ).toBe(403);
    // The back office saw every change: its history (and, below, "Recently deleted").
    const history = (
      await t.request({ method: 'GET', url: `/api/admin/maps/${created.id}/history`, token: admin })
    ).json().data.data as { action: string; version: number; changed: string[] }[];
    expect(history.map((entry) => [entry.action, entry.version])).toEqual([
      ['update', 3],
      ['update', 2],
      ['create', 1],
    ]);
    expect(history[0]!.changed).toEqual(['address']);
    expect((await send('DELETE', url, admin, undefined, { 'if-match': '"2"' })).statusCode).toBe(412);
    expect((await send('DELETE', url, admin, undefined, { 'if-match': '"3"' })).statusCode).toBe(204);
    expect((await send('GET', url, null)).statusCode).toBe(404);

    const deleted = (await t.request({ method: 'GET', url: '/api/admin/maps/deleted', token: admin })).json()
      .data;
    expect(JSON.stringify(deleted)).toContain('Gardu Listrik');
  });

  it('a feature of another collection, or not there, is 404 for every write', async () => {
    const other = `/ogc/collections/${places.ibadah}/items/${places.ids['Balai Desa']}`;
    expect((await send('PUT', other, admin, feature('x', point(0, 0)))).statusCode).toBe(404);
    expect((await send('PATCH', other, admin, { properties: { name: 'x' } })).statusCode).toBe(404);
    expect((await send('DELETE', other, admin)).statusCode).toBe(404);
    expect(
      (await send('GET', `/ogc/collections/${places.kantor}/items/${places.ids['Balai Desa']}`, null)).json()
        .properties.name,
    ).toBe('Balai Desa');
  });
});
