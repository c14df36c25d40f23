import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, TINY_PNG } from '../support/multipart.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let admin: string;
let categoryId: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  categoryId = (
    await t.request({
      method: 'POST',
      url: '/api/admin/categories',
      token: admin,
      payload: { name: 'Ibadah' },
    })
  ).json().data.id;
});
afterAll(() => t.close());

const url = '/api/admin/maps';
const square = {
  type: 'Polygon',
  coordinates: [
    [
      [112.23, -7.55],
      [112.24, -7.55],
      [112.24, -7.54],
      [112.23, -7.54],
      [112.23, -7.55],
    ],
  ],
};

async function createMap(payload: Record<string, unknown>) {
  return t.request({ method: 'POST', url, token: admin, payload });
}

describe('maps over REST', () => {
  it('creates a point from multipart with an image; latitude and longitude follow the point', async () => {
    const response = await t.request({
      method: 'POST',
      url,
      token: admin,
      ...multipart(
        {
          name: 'Masjid Al-Ikhlas',
          description: 'Masjid utama',
          address: 'Dusun Krajan',
          category_id: String(categoryId),
          latitude: '',
          longitude: '',
          geometry: JSON.stringify({ type: 'Point', coordinates: [112.23307, -7.546839] }),
          status: 'active',
        },
        { filename: 'm.png', contentType: 'image/png', bytes: TINY_PNG },
      ),
    });
    expect(response.statusCode).toBe(201);
    const map = response.json().data;
    expect(map).toMatchObject({
      name: 'Masjid Al-Ikhlas',
      slug: 'masjid-al-ikhlas',
      latitude: -7.546839,
      longitude: 112.23307,
      category_id: categoryId,
      category: { id: categoryId, name: 'Ibadah' },
      status: 'active',
      geometry_type: 'Point',
      geometry: { type: 'Point', coordinates: [112.23307, -7.546839] },
    });
    expect(await t.storedImages('maps')).toContain(map.image);
    const row = await t.database.db
      .selectFrom('maps')
      .selectAll()
      .where('id', '=', map.id)
      .executeTakeFirstOrThrow();
    expect([row.bbox_min_lng, row.bbox_min_lat, row.bbox_max_lng, row.bbox_max_lat]).toEqual([
      112.23307, -7.546839, 112.23307, -7.546839,
    ]);
  });

  it('makes unique slugs from names', async () => {
    const a = (await createMap({ name: 'Masjid Al-Ikhlas' })).json().data;
    const b = (await createMap({ name: 'Masjid Al Ikhlas!' })).json().data;
    expect(a.slug).toBe('masjid-al-ikhlas-2');
    expect(b.slug).toBe('masjid-al-ikhlas-3');
  });

  it('builds a point from latitude and longitude when no geometry is sent, and defaults to active', async () => {
    const map = (await createMap({ name: 'Pos Ronda', latitude: '-7.5', longitude: '112.2' })).json().data;
    expect(map).toMatchObject({
      status: 'active',
      geometry: { type: 'Point', coordinates: [112.2, -7.5] },
      category: null,
    });
  });

  it('accepts a Feature, and merges a FeatureCollection of polygons into a MultiPolygon with its bbox', async () => {
    const feature = (
      await createMap({ name: 'Sawah', geometry: { type: 'Feature', properties: {}, geometry: square } })
    ).json().data;
    expect(feature.geometry).toEqual(square);
    const shifted = {
      ...square,
      coordinates: [square.coordinates[0]!.map(([x, y]) => [x! + 0.02, y!])],
    };
    const collection = {
      type: 'FeatureCollection',
      features: [square, shifted].map((geometry) => ({ type: 'Feature', properties: {}, geometry })),
    };
    const merged = (await createMap({ name: 'Sawah Blok', geometry: JSON.stringify(collection) })).json()
      .data;
    expect(merged.geometry.type).toBe('MultiPolygon');
    expect(merged.geometry.coordinates).toHaveLength(2);
    const row = await t.database.db
      .selectFrom('maps')
      .selectAll()
      .where('id', '=', merged.id)
      .executeTakeFirstOrThrow();
    expect(row.bbox_min_lng).toBeCloseTo(112.23);
    expect(row.bbox_max_lng).toBeCloseTo(112.26);
  });

  it('keys validation errors as the spec names them', async () => {
    const response = await createMap({
      name: '',
      category_id: '999999',
      latitude: '-91',
      longitude: 'east',
      status: 'archived',
      geometry: '{"type":"Polygon","coordinates":[[[0,0],[1,0],[0,0]]]}',
      description: 'x'.repeat(5001),
      address: 'x'.repeat(501),
      image: 'not-a-file',
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual(
      ['Address', 'Description', 'Geometry', 'Image', 'Latitude', 'Longitude', 'Name', 'Status'].sort(),
    );
    const category = await createMap({ name: 'Tanpa', category_id: 999999 });
    expect(category.json().errors).toEqual({ CategoryId: 'The selected category does not exist.' });
  });

  it.each([
    ['invalid JSON', '{"type": "Point", '],
    ['out of range', { type: 'Point', coordinates: [200, 0] }],
    [
      'open ring',
      {
        type: 'Polygon',
        coordinates: [
          [
            [0, 0],
            [1, 0],
            [1, 1],
            [0, 1],
          ],
        ],
      },
    ],
    ['a collection', { type: 'GeometryCollection', geometries: [] }],
    [
      'mixed kinds',
      {
        type: 'FeatureCollection',
        features: [
          { type: 'Feature', properties: {}, geometry: { type: 'Point', coordinates: [1, 1] } },
          { type: 'Feature', properties: {}, geometry: square },
        ],
      },
    ],
  ])('refuses %s geometry with a 422 keyed Geometry', async (_label, geometry) => {
    const response = await createMap({ name: 'Salah', geometry });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['Geometry']);
    expect(response.json().errors.Geometry.length).toBeGreaterThan(10);
  });

  it('updates only what is sent: geometry and status stay when left out', async () => {
    const created = (
      await createMap({ name: 'Balai', geometry: square, status: 'inactive', category_id: categoryId })
    ).json().data;
    const updated = await t.request({
      method: 'PUT',
      url: `${url}/${created.id}`,
      token: admin,
      payload: { name: 'Balai Desa', description: 'Baru', address: 'Jl. Raya' },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data).toMatchObject({
      name: 'Balai Desa',
      slug: created.slug,
      status: 'inactive',
      geometry: square,
      category_id: categoryId,
    });
    const moved = await t.request({
      method: 'PUT',
      url: `${url}/${created.id}`,
      token: admin,
      payload: {
        name: 'Balai Desa',
        geometry: { type: 'Point', coordinates: [112.1, -7.4] },
        status: 'active',
        category_id: '',
      },
    });
    expect(moved.json().data).toMatchObject({
      status: 'active',
      latitude: -7.4,
      longitude: 112.1,
      category_id: null,
      geometry_type: 'Point',
    });
  });

  it('lists without geometry, with category and status, and searches by name', async () => {
    const page = (await t.request({ method: 'GET', url: `${url}?search=masjid`, token: admin })).json().data;
    expect(page.total).toBe(3);
    expect(page.data[0]).not.toHaveProperty('geometry');
    expect(page.data[0]).toHaveProperty('category');
    expect(page.data[0]).toHaveProperty('status');
  });

  it('deletes a map and its image', async () => {
    const created = (
      await t.request({
        method: 'POST',
        url,
        token: admin,
        ...multipart({ name: 'Hapus' }, { filename: 'h.png', contentType: 'image/png', bytes: TINY_PNG }),
      })
    ).json().data;
    expect(await t.storedImages('maps')).toContain(created.image);
    expect(
      (await t.request({ method: 'DELETE', url: `${url}/${created.id}`, token: admin })).statusCode,
    ).toBe(200);
    // Deleted, it can come back with its image for 30 days; the cleanup then removes both.
    expect(await t.storedImages('maps')).toContain(created.image);
    await t.purgeDeleted();
    expect(await t.storedImages('maps')).not.toContain(created.image);
    expect((await t.request({ method: 'GET', url: `${url}/${created.id}`, token: admin })).statusCode).toBe(
      404,
    );
  });
});
