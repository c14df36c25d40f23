import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { coordinateDistance, createCategory, sendImport } from '../support/transfer.ts';

let t: TestApp;
let admin: string;
let source: number;
let target: number;

const places = [
  {
    name: 'Warung "Bu Sri" & <Anak>',
    description: 'Buka 06.00–21.00; ada kopi',
    address: 'RT 03 / RW 01',
    geometry: { type: 'Point', coordinates: [112.2330712345, -7.5468391234] },
  },
  {
    name: 'Jalan Dusun',
    description: 'Makadam',
    address: 'Krajan',
    geometry: {
      type: 'LineString',
      coordinates: [
        [112.231, -7.541],
        [112.2324567, -7.5429876],
        [112.2351, -7.5443],
      ],
    },
  },
  {
    name: 'Saluran Irigasi',
    description: '',
    address: '',
    geometry: {
      type: 'MultiLineString',
      coordinates: [
        [
          [112.24, -7.55],
          [112.241, -7.551],
        ],
        [
          [112.242, -7.552],
          [112.243, -7.553],
        ],
      ],
    },
  },
  {
    name: 'Sawah Blok A',
    description: 'Padi',
    address: 'Dusun Kidul',
    geometry: {
      type: 'Polygon',
      coordinates: [
        [
          [112.23, -7.55],
          [112.2412345, -7.55],
          [112.24, -7.5412345],
          [112.23, -7.54],
          [112.23, -7.55],
        ],
      ],
    },
  },
];

type Place = (typeof places)[number];

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  source = await createCategory(t, admin, 'Sumber Data');
  target = await createCategory(t, admin, 'Hasil Impor');
  for (const place of places) {
    const response = await t.request({
      method: 'POST',
      url: '/api/admin/maps',
      token: admin,
      payload: { ...place, category_id: source },
    });
    expect(response.statusCode).toBe(201);
  }
  await t.request({
    method: 'POST',
    url: '/api/admin/maps',
    token: admin,
    payload: { name: 'Rahasia', status: 'inactive', category_id: source, latitude: -7.5, longitude: 112.2 },
  });
});
afterAll(() => t.close());

const exported = (format: string, category = source) =>
  t.request({ method: 'GET', url: `/api/public/export?format=${format}&category_id=${category}` });

/** Imports an exported file into the target category's preview and compares it with the originals. */
async function roundTrip(format: string, filename: string, expected: readonly Place[]) {
  const file = await exported(format);
  expect(file.statusCode).toBe(200);
  const preview = await sendImport(t, 'preview', {
    token: admin,
    filename,
    bytes: file.rawPayload,
    categoryId: target,
  });
  expect(preview.statusCode).toBe(200);
  const features = preview.json().data.features as { name: string; geometry: { coordinates: unknown } }[];
  const byName = new Map(features.map((feature) => [feature.name, feature]));
  expect([...byName.keys()].sort()).toEqual(expected.map((place) => place.name).sort());
  for (const place of expected) {
    const distance = coordinateDistance(
      byName.get(place.name)!.geometry.coordinates,
      place.geometry.coordinates,
    );
    expect(distance, `${format} ${place.name}`).toBeLessThanOrEqual(1e-6);
  }
  return preview.json().data;
}

describe('public export', () => {
  it('GeoJSON: active maps only, six decimals, attributes kept, served as a download', async () => {
    const response = await exported('geojson');
    expect(response.headers['content-type']).toMatch(/application\/geo\+json/);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="petadesa-sumber-data.geojson"; filename*=UTF-8''petadesa-sumber-data.geojson`,
    );
    const collection = response.json();
    expect(collection.features.map((f: { properties: { name: string } }) => f.properties.name)).not.toContain(
      'Rahasia',
    );
    const warung = collection.features.find(
      (f: { properties: { address: string } }) => f.properties.address === 'RT 03 / RW 01',
    );
    expect(warung.geometry.coordinates).toEqual([112.233071, -7.546839]);
    expect(warung.properties).toMatchObject({
      name: 'Warung "Bu Sri" & <Anak>',
      description: 'Buka 06.00–21.00; ada kopi',
      category: 'Sumber Data',
      slug: 'warung-bu-sri-anak',
    });
    expect(warung.properties.status).toBeUndefined();
  });

  it('round trips: GeoJSON, KML and CSV keep every geometry within 1e-6 degrees and every name', async () => {
    const fromGeoJson = await roundTrip('geojson', 'a.geojson', places);
    expect(fromGeoJson.features.find((f: { name: string }) => f.name === 'Sawah Blok A')).toMatchObject({
      description: 'Padi',
      address: 'Dusun Kidul',
    });
    const fromKml = await roundTrip('kml', 'a.kml', places);
    expect(fromKml.mapping).toEqual({
      name: 'name',
      description: 'description',
      address: 'address',
      opening_hours: 'opening_hours',
      phone: 'phone',
      website: 'website',
    });
    expect(fromKml.features.find((f: { name: string }) => f.name.startsWith('Warung')).address).toBe(
      'RT 03 / RW 01',
    );
    const fromCsv = await roundTrip('csv', 'a.csv', places);
    expect(fromCsv.features.find((f: { name: string }) => f.name === 'Jalan Dusun')).toMatchObject({
      description: 'Makadam',
      address: 'Krajan',
    });
  });

  it('round trips GPX: waypoints and tracks (polygons have no GPX form and are left out)', async () => {
    const gpx = await exported('gpx');
    expect(gpx.headers['content-type']).toMatch(/application\/gpx\+xml/);
    expect(gpx.body).toContain('<name>Warung &quot;Bu Sri&quot; &amp; &lt;Anak&gt;</name>');
    const preview = await roundTrip(
      'gpx',
      'a.gpx',
      places.filter((place) => place.geometry.type !== 'Polygon'),
    );
    expect(preview.features.find((f: { name: string }) => f.name === 'Jalan Dusun').geometry_type).toBe(
      'LineString',
    );
  });

  it('exports everything, refuses an unknown format and a missing category', async () => {
    const all = await t.request({ method: 'GET', url: '/api/public/export?format=csv' });
    expect(all.statusCode).toBe(200);
    expect(all.headers['content-disposition']).toContain('petadesa-all.csv');
    expect(all.body.split('\r\n')[0]).toBe(
      'name,id,slug,description,address,category,opening_hours,phone,website,WKT',
    );
    expect(all.body).not.toContain('Rahasia');
    const bad = await t.request({ method: 'GET', url: '/api/public/export?format=shp' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ Format: 'The format must be geojson, kml, gpx or csv.' });
    expect((await exported('kml', 999999)).statusCode).toBe(404);
  });
});

describe('back office export', () => {
  it('includes inactive maps with their status and needs maps-edit', async () => {
    const url = `/api/admin/maps/export?format=geojson&category_id=${source}`;
    const response = await t.request({ method: 'GET', url, token: admin });
    expect(response.statusCode).toBe(200);
    const hidden = response
      .json()
      .features.find((f: { properties: { name: string } }) => f.properties.name === 'Rahasia');
    expect(hidden.properties.status).toBe('inactive');
    const onlyInactive = await t.request({ method: 'GET', url: `${url}&status=inactive`, token: admin });
    expect(onlyInactive.json().features).toHaveLength(1);
    expect((await t.request({ method: 'GET', url })).statusCode).toBe(401);
    const creator = await t.tokenWith(['maps-create']);
    expect((await t.request({ method: 'GET', url, token: creator })).statusCode).toBe(403);
  });

  it('commits an exported file back: the same names and geometries land in the chosen category', async () => {
    const file = await exported('kml');
    const response = await sendImport(t, 'commit', {
      token: admin,
      filename: 'kembali.kml',
      bytes: file.rawPayload,
      categoryId: target,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({ created: places.length, skipped: 0 });
    const rows = await t.database.db
      .selectFrom('maps')
      .select(['name', 'geometry', 'slug'])
      .where('category_id', '=', target)
      .execute();
    for (const place of places) {
      const row = rows.find((candidate) => candidate.name === place.name)!;
      expect(
        coordinateDistance(
          (row.geometry as { coordinates: unknown }).coordinates,
          place.geometry.coordinates,
        ),
      ).toBeLessThanOrEqual(1e-6);
    }
    expect(rows.find((row) => row.name === 'Jalan Dusun')?.slug).toBe('jalan-dusun-2');
  });
});
