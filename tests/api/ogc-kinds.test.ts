import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HALL, namesOf } from '../support/ogc-places.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { createCategory } from '../support/transfer.ts';

/**
 * A category that mixes kinds of geometry is also offered as one collection per kind (issue 37): QGIS
 * types a layer by its first features, so "Fasilitas Umum" with 3 points and 2 areas became a point layer
 * that drew no area.
 */
let t: TestApp;
let admin: string;
let fasilitas: number;
let sawah: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  fasilitas = await createCategory(t, admin, 'Fasilitas Umum');
  sawah = await createCategory(t, admin, 'Sawah');
  const create = async (name: string, category: number, geometry: object) => {
    const payload = { name, category_id: category, geometry };
    const response = await t.request({ method: 'POST', url: '/api/admin/maps', token: admin, payload });
    expect(response.statusCode, response.body).toBe(201);
  };
  for (const [i, name] of ['Posyandu', 'Pos Ronda', 'Sumur'].entries()) {
    await create(name, fasilitas, { type: 'Point', coordinates: [112.2 + i / 100, -7.5] });
  }
  await create('Lapangan', fasilitas, HALL);
  await create('Pasar', fasilitas, {
    type: 'MultiPolygon',
    coordinates: [
      [
        [
          [112.3, -7.6],
          [112.31, -7.6],
          [112.31, -7.59],
          [112.3, -7.6],
        ],
      ],
    ],
  });
  await create('Sawah Lor', sawah, HALL);
});
afterAll(() => t.close());

const get = (url: string) => t.request({ method: 'GET', url });

describe('per-kind collections of a mixed category', () => {
  it('are listed after it, linked from it, each with its own extent; a category of one kind has none', async () => {
    const { collections } = (await get('/ogc/collections')).json();
    const ids = collections.map((c: { id: string }) => c.id);
    expect(ids).toEqual([
      'all',
      'all-points',
      'all-areas',
      String(fasilitas),
      `${fasilitas}-points`,
      `${fasilitas}-areas`,
      String(sawah),
    ]);
    const mixed = collections[3];
    const related = mixed.links.filter((link: { rel: string }) => link.rel === 'related');
    expect(related.map((link: { href: string; title: string }) => [link.href, link.title])).toEqual([
      [`http://localhost:80/ogc/collections/${fasilitas}-points`, 'Fasilitas Umum (points)'],
      [`http://localhost:80/ogc/collections/${fasilitas}-areas`, 'Fasilitas Umum (areas)'],
    ]);
    expect(collections[4].extent.spatial.bbox).toEqual([[112.2, -7.5, 112.22, -7.5]]);
    expect(collections[5].extent.spatial.bbox).toEqual([[112.245, -7.6, 112.31, -7.545]]);
    expect((await get(`/ogc/collections/${fasilitas}-lines`)).statusCode).toBe(404);
    expect((await get(`/ogc/collections/${sawah}-areas`)).statusCode).toBe(404);
    expect((await get(`/ogc/collections/${fasilitas}-areas`)).json().title).toBe('Fasilitas Umum (areas)');
  });

  it('hold only their kind, and every other parameter works on them', async () => {
    const points = (await get(`/ogc/collections/${fasilitas}-points/items?sortby=name`)).json();
    expect(points.numberMatched).toBe(3);
    expect(namesOf(points)).toEqual(['Pos Ronda', 'Posyandu', 'Sumur']);
    const areas = (await get(`/ogc/collections/${fasilitas}-areas/items`)).json();
    expect(namesOf(areas)).toEqual(['Lapangan', 'Pasar']);
    expect(areas.features.map((f: { geometry: { type: string } }) => f.geometry.type)).toEqual([
      'Polygon',
      'MultiPolygon',
    ]);
    const all = (await get('/ogc/collections/all-areas/items?sortby=name')).json();
    expect(namesOf(all)).toEqual(['Lapangan', 'Pasar', 'Sawah Lor']);
    const filtered = await get(
      `/ogc/collections/all-areas/items?filter=${encodeURIComponent("S_INTERSECTS(geometry, POINT(112.25 -7.55)) AND category = 'Sawah'")}`,
    );
    expect(namesOf(filtered.json())).toEqual(['Sawah Lor']);
    expect((await get(`/ogc/collections/${fasilitas}-points/queryables`)).statusCode).toBe(200);
    const lapangan = areas.features[0].id;
    expect((await get(`/ogc/collections/${fasilitas}-areas/items/${lapangan}`)).statusCode).toBe(200);
    expect((await get(`/ogc/collections/${fasilitas}-points/items/${lapangan}`)).statusCode).toBe(404);
  });

  it('take no new places (their category does); OPTIONS says so', async () => {
    const body = JSON.stringify({
      type: 'Feature',
      properties: { name: 'Baru' },
      geometry: { type: 'Point', coordinates: [112.2, -7.5] },
    });
    const headers = { authorization: `Bearer ${admin}`, 'content-type': 'application/geo+json' };
    const post = await t.request({
      method: 'POST',
      url: `/ogc/collections/${fasilitas}-points/items`,
      headers,
      payload: body,
    });
    expect(post.statusCode).toBe(405);
    expect(post.json().message).toBe(
      "This collection takes no new places: add one to its category's own collection.",
    );
    const options = await t.request({
      method: 'OPTIONS',
      url: `/ogc/collections/${fasilitas}-points/items`,
      headers: { authorization: headers.authorization },
    });
    expect(options.headers.allow).toBe('GET, HEAD, OPTIONS');
  });
});
