import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { createCategory } from '../support/transfer.ts';

/** OGC API Features Part 2: coordinates in the surveyor's CRS (issue 37). */
let t: TestApp;
let kantor: number;
let sawah: number;
let category: number;

const CRS84 = 'http://www.opengis.net/def/crs/OGC/1.3/CRS84';
const EPSG = (code: number) => `http://www.opengis.net/def/crs/EPSG/0/${code}`;
/** Balai desa near 112.23 E, 7.55 S: UTM zone 49 South (EPSG:32749). */
const BALAI = [112.233071, -7.546839];
/** Its place in zone 49 South, as `ogr2ogr -t_srs EPSG:32749` puts it. */
const BALAI_32749 = [636039.455431, 9165606.979055];

beforeAll(async () => {
  t = await createTestApp();
  const admin = await t.login();
  category = await createCategory(t, admin, 'Kantor');
  const create = async (payload: Record<string, unknown>) => {
    const response = await t.request({ method: 'POST', url: '/api/admin/maps', token: admin, payload });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data.id as number;
  };
  kantor = await create({
    name: 'Balai Desa',
    category_id: category,
    geometry: { type: 'Point', coordinates: BALAI },
  });
  sawah = await create({
    name: 'Sawah',
    category_id: category,
    geometry: {
      type: 'Polygon',
      coordinates: [
        [
          [112.25, -7.52],
          [112.2525, -7.52],
          [112.2525, -7.5175],
          [112.25, -7.52],
        ],
      ],
    },
  });
});
afterAll(() => t.close());

const get = (url: string) => t.request({ method: 'GET', url });

describe('OGC API Features Part 2 (CRS)', () => {
  it('every collection lists CRS84, EPSG:4326, EPSG:3857 and the UTM zones of Indonesia, stored in CRS84', async () => {
    const expected = [
      CRS84,
      EPSG(4326),
      EPSG(3857),
      ...[46, 47, 48, 49, 50, 51, 52, 53, 54].map((zone) => EPSG(32600 + zone)),
      ...[46, 47, 48, 49, 50, 51, 52, 53, 54].map((zone) => EPSG(32700 + zone)),
    ];
    const { collections } = (await get('/ogc/collections')).json();
    for (const collection of collections) {
      expect(collection.crs, collection.id).toEqual(expected);
      expect(collection.storageCrs).toBe(CRS84);
    }
    expect((await get(`/ogc/collections/${category}`)).json().crs).toEqual(expected);
    expect((await get('/ogc/conformance')).json().conformsTo).toContain(
      'http://www.opengis.net/spec/ogcapi-features-2/1.0/conf/crs',
    );
  });

  it('items and one item in the asked CRS, with Content-Crs, EPSG:4326 latitude first', async () => {
    const plain = await get(`/ogc/collections/${category}/items`);
    expect(plain.headers['content-crs']).toBe(`<${CRS84}>`);
    const lat = await get(`/ogc/collections/${category}/items?crs=${EPSG(4326)}`);
    expect(lat.statusCode).toBe(200);
    expect(lat.headers['content-crs']).toBe(`<${EPSG(4326)}>`);
    const point = lat.json().features.find((f: { id: number }) => f.id === kantor);
    expect(point.geometry.coordinates).toEqual([BALAI[1], BALAI[0]]);

    const utm = await get(`/ogc/collections/${category}/items/${kantor}?crs=${EPSG(32749)}`);
    expect(utm.statusCode).toBe(200);
    expect(utm.headers['content-crs']).toBe(`<${EPSG(32749)}>`);
    const [x, y] = utm.json().geometry.coordinates;
    expect(Math.abs(x - BALAI_32749[0]!)).toBeLessThan(0.001);
    expect(Math.abs(y - BALAI_32749[1]!)).toBeLessThan(0.001);
    expect((await get(`/ogc/collections/${category}/items/${kantor}`)).headers['content-crs']).toBe(
      `<${CRS84}>`,
    );
    // The HTML view says it too: it is the same answer.
    const html = await get(`/ogc/collections/${category}/items?f=html&crs=${EPSG(3857)}`);
    expect(html.headers['content-crs']).toBe(`<${EPSG(3857)}>`);
  });

  it('a bbox in UTM metres or in EPSG:4326 (latitude first) finds the same places as in CRS84', async () => {
    const names = async (query: string) => {
      const response = await get(`/ogc/collections/${category}/items?${query}`);
      expect(response.statusCode, `${query}: ${response.body}`).toBe(200);
      return response.json().features.map((f: { id: number }) => f.id);
    };
    const [x, y] = BALAI_32749 as [number, number];
    expect(await names(`bbox=${x - 10},${y - 10},${x + 10},${y + 10}&bbox-crs=${EPSG(32749)}`)).toEqual([
      kantor,
    ]);
    // 20 m beside it: nothing.
    expect(await names(`bbox=${x + 10},${y - 10},${x + 30},${y + 10}&bbox-crs=${EPSG(32749)}`)).toEqual([]);
    expect(await names(`bbox=-7.53,112.24,-7.5,112.26&bbox-crs=${EPSG(4326)}`)).toEqual([sawah]);
    expect(await names('bbox=112.24,-7.53,112.26,-7.5')).toEqual([sawah]);
    expect(await names(`bbox=-7.53,112.24,-7.5,112.26&bbox-crs=${EPSG(4326)}&crs=${EPSG(32749)}`)).toEqual([
      sawah,
    ]);
  });

  it('an unsupported or almost-right CRS, or a bbox-crs without a bbox, is a 400 saying why', async () => {
    const almost = [
      'https://www.opengis.net/def/crs/OGC/1.3/CRS84',
      'http://www.opengis.net/def/crs/OGC/1.3/CRS84/',
      'http://www.opengis.net/def/crs/EPSG/0/32755',
      'http://www.opengis.net/def/crs/EPSG/0/4326 ',
      'http://www.opengis.net/def/crs/epsg/0/4326',
      'EPSG:4326',
      '[EPSG:32749]',
      'http://www.opengis.net/def/crs/EPSG/0/032749',
    ];
    for (const crs of almost) {
      const items = await get(`/ogc/collections/${category}/items?crs=${encodeURIComponent(crs)}`);
      expect(items.statusCode, crs).toBe(400);
      expect(items.json().message).toMatch(/^crs must be one of the coordinate systems/);
      const one = await get(`/ogc/collections/${category}/items/${kantor}?crs=${encodeURIComponent(crs)}`);
      expect(one.statusCode, crs).toBe(400);
      const box = await get(
        `/ogc/collections/${category}/items?bbox=0,0,1,1&bbox-crs=${encodeURIComponent(crs)}`,
      );
      expect(box.statusCode, crs).toBe(400);
      expect(box.json().message).toMatch(/^bbox-crs must be one of the coordinate systems/);
    }
    const alone = await get(`/ogc/collections/${category}/items?bbox-crs=${EPSG(32749)}`);
    expect(alone.statusCode).toBe(400);
    expect(alone.json().message).toBe(
      'bbox-crs says in which coordinate system bbox is given: send it with a bbox, or leave it out.',
    );
    // A box in metres must be one, and within what its projection covers.
    for (const bbox of ['636049,9165617,636029,9165597', '1e300,0,1e301,1', '-1e20,-1e20,1e20,1e20']) {
      const response = await get(`/ogc/collections/${category}/items?bbox=${bbox}&bbox-crs=${EPSG(32749)}`);
      expect(response.statusCode, bbox).toBe(400);
      expect(response.json().message).toMatch(/^bbox in http:\/\/www.opengis.net\/def\/crs\/EPSG\/0\/32749 /);
    }
  });
});
