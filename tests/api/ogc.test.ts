import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { createCategory } from '../support/transfer.ts';

let t: TestApp;
let ibadah: number;
let jalan: number;
const ids: number[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const admin = await t.login();
  ibadah = await createCategory(t, admin, 'Ibadah');
  jalan = await createCategory(t, admin, 'Jalan');
  const create = async (payload: Record<string, unknown>) => {
    const response = await t.request({ method: 'POST', url: '/api/admin/maps', token: admin, payload });
    ids.push(response.json().data.id);
  };
  for (let i = 0; i < 12; i++) {
    await create({
      name: `Masjid ${i + 1}`,
      category_id: ibadah,
      latitude: -7.5 - i / 100,
      longitude: 112.2 + i / 100,
    });
  }
  await create({
    name: 'Jalan Poros',
    address: 'Krajan',
    category_id: jalan,
    geometry: {
      type: 'LineString',
      coordinates: [
        [112.5, -7.9],
        [112.6, -7.8],
      ],
    },
  });
  await create({
    name: 'Tersembunyi',
    status: 'inactive',
    category_id: jalan,
    latitude: -7.5,
    longitude: 112.2,
  });
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.request({ method: 'GET', url, headers });
const CRS84 = 'http://www.opengis.net/def/crs/OGC/1.3/CRS84';
const names = (page: { features: { properties: { name: string } }[] }) =>
  page.features.map((feature) => feature.properties.name);

describe('OGC API Features', () => {
  it('landing page, conformance and the OpenAPI 3.0 definition', async () => {
    const landing = await get('/ogc');
    expect(landing.statusCode).toBe(200);
    const rels = landing.json().links.map((link: { rel: string }) => link.rel);
    expect(rels).toEqual(
      expect.arrayContaining(['self', 'alternate', 'service-desc', 'service-doc', 'conformance', 'data']),
    );
    expect(landing.json().links.find((l: { rel: string }) => l.rel === 'data').href).toBe(
      'http://localhost:80/ogc/collections',
    );
    const conformance = (await get('/ogc/conformance')).json().conformsTo;
    for (const part of ['core', 'geojson', 'oas30', 'html']) {
      expect(conformance).toContain(`http://www.opengis.net/spec/ogcapi-features-1/1.0/conf/${part}`);
    }
    const api = await get('/ogc/api');
    expect(api.headers['content-type']).toMatch(/application\/vnd\.oai\.openapi\+json/);
    expect(api.json().openapi).toBe('3.0.3');
    expect(Object.keys(api.json().paths)).toContain('/collections/{collectionId}/items');
  });

  it('one collection per category plus all, with extents of active maps only', async () => {
    const { collections } = (await get('/ogc/collections')).json();
    // All places mixes points and a line, so it is also offered per kind (ogc-kinds.test.ts).
    expect(collections.map((c: { id: string; title: string }) => [c.id, c.title])).toEqual([
      ['all', 'All places'],
      ['all-points', 'All places (points)'],
      ['all-lines', 'All places (lines)'],
      [String(ibadah), 'Ibadah'],
      [String(jalan), 'Jalan'],
    ]);
    const road = collections[4];
    expect(road.extent.spatial.bbox).toEqual([[112.5, -7.9, 112.6, -7.8]]);
    expect((await get(`/ogc/collections/${jalan}`)).json().id).toBe(String(jalan));
    expect((await get('/ogc/collections/999')).statusCode).toBe(404);
    expect((await get('/ogc/collections/abc/items')).statusCode).toBe(404);
    for (const id of ['9999999999', '2147483648', '1-points', 'all-curves', '01']) {
      expect((await get(`/ogc/collections/${id}/items`)).statusCode, id).toBe(404);
    }
  });

  it('items page with limit and offset and next links, and filter by bbox', async () => {
    const first = await get(`/ogc/collections/${ibadah}/items?limit=5`);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toMatch(/application\/geo\+json/);
    const page = first.json();
    expect(page).toMatchObject({ type: 'FeatureCollection', numberMatched: 12, numberReturned: 5 });
    const next = page.links.find((l: { rel: string }) => l.rel === 'next').href as string;
    expect(next).toBe(`http://localhost:80/ogc/collections/${ibadah}/items?limit=5&offset=5`);
    const last = (await get(next.replace('http://localhost:80', '').replace('offset=5', 'offset=10'))).json();
    expect(last.numberReturned).toBe(2);
    expect(last.links.some((l: { rel: string }) => l.rel === 'next')).toBe(false);
    expect(last.links.find((l: { rel: string }) => l.rel === 'prev').href).toContain('offset=5');
    const all = (await get('/ogc/collections/all/items?limit=1000')).json();
    expect(all.numberMatched).toBe(13);
    expect(all.features.map((f: { properties: { name: string } }) => f.properties.name)).not.toContain(
      'Tersembunyi',
    );
    const boxed = (await get('/ogc/collections/all/items?bbox=112.45,-8,112.55,-7.85')).json();
    expect(boxed.features.map((f: { properties: { name: string } }) => f.properties.name)).toEqual([
      'Jalan Poros',
    ]);
    expect(boxed.features[0]).toMatchObject({
      id: ids[12],
      geometry: {
        type: 'LineString',
        coordinates: [
          [112.5, -7.9],
          [112.6, -7.8],
        ],
      },
      properties: { name: 'Jalan Poros', address: 'Krajan', category: 'Jalan' },
    });
    // The road's bounding box reaches into this corner, the road itself does not: it is not matched
    // (QGIS, which tests the geometry itself, counted one feature fewer than numberMatched).
    const corner = (await get('/ogc/collections/all/items?bbox=112.58,-7.9,112.6,-7.88')).json();
    expect(corner).toMatchObject({ numberMatched: 0, numberReturned: 0, features: [] });
    // Paging runs over the exact matches: the points inside the box, then the road crossing it.
    const paged = (
      await get('/ogc/collections/all/items?bbox=112.195,-7.85,112.7,-7.495&limit=5&offset=10')
    ).json();
    expect(paged.numberMatched).toBe(13);
    expect(paged.features.map((f: { properties: { name: string } }) => f.properties.name)).toEqual([
      'Masjid 11',
      'Masjid 12',
      'Jalan Poros',
    ]);
    expect(paged.links.some((l: { rel: string }) => l.rel === 'next')).toBe(false);
  });

  it('single items, and 400 for bad parameters', async () => {
    const one = await get(`/ogc/collections/${jalan}/items/${ids[12]}`);
    expect(one.json()).toMatchObject({ type: 'Feature', id: ids[12], properties: { name: 'Jalan Poros' } });
    expect((await get(`/ogc/collections/${ibadah}/items/${ids[12]}`)).statusCode).toBe(404);
    expect((await get(`/ogc/collections/all/items/${ids[13]}`)).statusCode).toBe(404);
    expect((await get('/ogc/collections/all/items/abc')).statusCode).toBe(404);
    for (const query of ['limit=0', 'limit=abc', 'offset=-1', 'bbox=1,2,3', 'bbox=a,b,c,d']) {
      expect((await get(`/ogc/collections/all/items?${query}`)).statusCode, query).toBe(400);
    }
    expect((await get('/ogc/collections/all/items?limit=5000')).json().numberReturned).toBe(13);
  });

  it('plain HTML views with ?f=html or a browser Accept header, escaped', async () => {
    const page = await get(`/ogc/collections/${ibadah}/items?f=html&limit=2`);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('Masjid 1');
    expect(page.body).toContain('2 of 12 features');
    const browser = await get('/ogc/collections', { accept: 'text/html,application/xhtml+xml' });
    expect(browser.headers['content-type']).toMatch(/text\/html/);
    expect(browser.body).toContain('All places');
    expect((await get('/ogc/collections?f=json')).headers['content-type']).toMatch(/application\/json/);
  });

  it('is not swallowed by the single-page app fallback', async () => {
    const clientDir = await mkdtemp(path.join(tmpdir(), 'petadesa-client-'));
    await writeFile(path.join(clientDir, 'index.html'), '<!doctype html><title>app</title>');
    const app = await buildApp({ config: { ...t.config, clientDir }, db: t.database.db });
    try {
      const landing = await app.inject({
        method: 'GET',
        url: '/ogc',
        headers: { accept: 'application/json' },
      });
      expect(landing.json().links.length).toBeGreaterThan(3);
      const unknown = await app.inject({ method: 'GET', url: '/ogc/nothing-here' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.body).not.toContain('<title>app</title>');
      expect((await app.inject({ method: 'GET', url: '/admin/maps' })).body).toContain('<title>app</title>');
    } finally {
      await app.close();
    }
  });

  it('an offset past the maximum is a 400, not a database error', async () => {
    for (const offset of ['2147483648', '9223372036854775808', '99999999999999999999999', '1e23']) {
      for (const bbox of ['', '&bbox=112,-8,113,-7']) {
        const response = await get(`/ogc/collections/all/items?offset=${offset}${bbox}`);
        expect(response.statusCode, offset + bbox).toBe(400);
        expect(response.json().message).toBe('offset must be an integer from 0 to 2147483647.');
      }
    }
    const last = await get('/ogc/collections/all/items?offset=2147483647');
    expect(last.json()).toMatchObject({ numberReturned: 0, features: [] });
    // A limit above the maximum is lowered, however large: Part 1 forbids an error for it.
    const huge = await get('/ogc/collections/all/items?limit=99999999999999999999999&offset=3');
    expect(huge.statusCode).toBe(200);
    expect(huge.json().links.find((l: { rel: string }) => l.rel === 'self').href).toContain('limit=1000');
  });

  it('a bbox must be a box on the globe, south before north', async () => {
    const refused = {
      '10,10,0,0': 'bbox must give the south edge (minLat) before the north edge.',
      '0,-91,1,0': 'bbox latitudes must be from -90 to 90.',
      '0,0,1,90.5': 'bbox latitudes must be from -90 to 90.',
      '-181,0,0,1': 'bbox longitudes must be from -180 to 180.',
      '0,0,200,1': 'bbox longitudes must be from -180 to 180.',
      '0x10,0,20,1': 'bbox must be four numbers: minLon,minLat,maxLon,maxLat (or six with heights).',
      'Infinity,0,1,1': 'bbox must be four numbers: minLon,minLat,maxLon,maxLat (or six with heights).',
    };
    for (const [bbox, message] of Object.entries(refused)) {
      const response = await get(`/ogc/collections/all/items?bbox=${bbox}`);
      expect(response.statusCode, bbox).toBe(400);
      expect(response.json().message, bbox).toBe(message);
    }
    const everything = (await get('/ogc/collections/all/items')).json().numberMatched;
    expect((await get('/ogc/collections/all/items?bbox=-180,-90,180,90')).json().numberMatched).toBe(
      everything,
    );
  });

  it('an unsupported parameter is refused with 400 naming it', async () => {
    const refused = [
      ['/ogc', 'foo=1', 'foo'],
      ['/ogc/conformance', 'limit=5', 'limit'],
      ['/ogc/api', 'crs=x', 'crs'],
      ['/ogc/collections', 'bbox=0,0,1,1', 'bbox'],
      ['/ogc/collections/all', 'offset=1', 'offset'],
      ['/ogc/collections/all/items', 'sortBy=name', 'sortBy'],
      ['/ogc/collections/all/items', 'filter_lang=cql2-text', 'filter_lang'],
      ['/ogc/collections/all/items', 'datetime=2024-01-01T00:00:00Z', 'datetime'],
      ['/ogc/collections/all/items', 'Name=Masjid%201', 'Name'],
      ['/ogc/collections/all/items', 'phone=1', 'phone'],
      ['/ogc/collections/all', 'sortby=name', 'sortby'],
      ['/ogc/collections/all/queryables', 'filter=true', 'filter'],
      [`/ogc/collections/all/items/${ids[0]}`, 'limit=1', 'limit'],
      [`/ogc/collections/all/items/${ids[0]}`, 'properties=name', 'properties'],
    ];
    for (const [path, query, name] of refused) {
      const response = await get(`${path}?${query}`);
      expect(response.statusCode, `${path}?${query}`).toBe(400);
      expect(response.json().message).toMatch(new RegExp(`^The parameter "${name}" is not supported: `));
    }
    // Known parameters with a value we do not serve, or given twice (a bbox twice was a 500).
    const epsg32655 = 'http://www.opengis.net/def/crs/EPSG/0/32655';
    for (const [query, message] of <[string, string | RegExp][]>[
      [`crs=${epsg32655}`, /^crs must be one of the coordinate systems the collection lists as crs: /],
      [`bbox=0,0,1,1&bbox-crs=${epsg32655}`, /^bbox-crs must be one of the coordinate systems /],
      ['f=xml', 'f must be json or html.'],
      ['bbox=0,0,1,1&bbox=2,2,3,3', 'The parameter "bbox" is given more than once.'],
    ]) {
      const response = await get(`/ogc/collections/all/items?${query}`);
      expect(response.statusCode, query).toBe(400);
      if (typeof message === 'string') expect(response.json().message).toBe(message);
      else expect(response.json().message).toMatch(message);
    }
    // CRS84 is what is served: asking for it is no error.
    expect(
      (await get(`/ogc/collections/all/items?crs=${CRS84}&bbox-crs=${CRS84}&bbox=0,0,1,1`)).statusCode,
    ).toBe(200);
    expect((await get(`/ogc/collections/all/items/${ids[0]}?crs=${CRS84}`)).statusCode).toBe(200);
  });

  it('the OpenAPI document lists exactly the query parameters each endpoint accepts', async () => {
    const samples: Record<string, string> = {
      f: 'json',
      limit: '2',
      offset: '1',
      bbox: '112,-8,113,-7',
      'bbox-crs': CRS84,
      crs: CRS84,
      datetime: '2024-01-01T00:00:00Z',
      sortby: '-name,category',
      properties: 'name,address',
      skipGeometry: 'true',
      filter: "name LIKE 'Masjid%'",
      'filter-lang': 'cql2-text',
      'filter-crs': CRS84,
      id: String(ids[0]),
      name: 'Masjid 1',
      slug: 'masjid-1',
      description: 'x',
      address: 'Krajan',
      category: 'Ibadah',
    };
    // These say how to read another parameter, and are a 400 without it.
    const companions: Record<string, string> = {
      'bbox-crs': `&bbox=${samples.bbox}`,
      'filter-lang': `&filter=${encodeURIComponent(samples.filter!)}`,
      'filter-crs': `&filter=${encodeURIComponent(samples.filter!)}`,
    };
    const { paths } = (await get('/ogc/api')).json();
    expect(Object.keys(paths)).toContain('/api');
    for (const [template, operation] of Object.entries<{
      get: { parameters: { in: string; name: string }[] };
    }>(paths)) {
      const path = `/ogc${template.replace('{collectionId}', 'all').replace('{featureId}', String(ids[0]))}`;
      const listed = operation.get.parameters.filter((p) => p.in === 'query').map((p) => p.name);
      for (const [name, value] of Object.entries(samples)) {
        const companion = companions[name] ?? '';
        const status = (await get(`${path}?${name}=${encodeURIComponent(value)}${companion}`)).statusCode;
        expect(status, `${path}?${name}`).toBe(listed.includes(name) ? 200 : 400);
      }
      expect(
        listed.every((name) => name in samples),
        path,
      ).toBe(true);
    }
  });

  it('the service description has a Content-Type GDAL accepts', async () => {
    const openapi = 'application/vnd.oai.openapi+json;version=3.0';
    const gdalAccept = `${openapi}, application/openapi+json;version=3.0, application/json`;
    const requests: Record<string, string>[] = [
      {},
      { accept: gdalAccept },
      { accept: gdalAccept, 'accept-encoding': 'gzip' },
    ];
    for (const headers of requests) {
      const api = await get('/ogc/api', headers);
      expect(api.statusCode).toBe(200);
      // GDAL 3.6 printed "Unexpected Content-Type" for the `; version="3.0"; charset=utf-8` sent before.
      expect(api.headers['content-type']).toBe(openapi);
    }
    expect((await get('/ogc/api')).json().openapi).toBe('3.0.3');
    const links = (await get('/ogc')).json().links as { rel: string; type: string }[];
    expect(links.find((l) => l.rel === 'service-desc')?.type).toBe(openapi);
  });

  it('a bbox across the antimeridian finds places on both sides', async () => {
    const admin = await t.login();
    const pacific = await createCategory(t, admin, 'Pasifik');
    const create = async (name: string, geometry: Record<string, unknown>) => {
      const payload = { name, category_id: pacific, geometry };
      const response = await t.request({ method: 'POST', url: '/api/admin/maps', token: admin, payload });
      expect(response.statusCode, response.body).toBe(201);
    };
    await create('Barat', { type: 'Point', coordinates: [179.5, -15] });
    await create('Timur', { type: 'Point', coordinates: [-179.5, -15] });
    // Both halves get the exact test: these lines' boxes reach into the asked box, the lines do not.
    await create('Dekat Barat', {
      type: 'LineString',
      coordinates: [
        [178.5, -14.4],
        [179.5, -13.4],
      ],
    });
    await create('Dekat Timur', {
      type: 'LineString',
      coordinates: [
        [-179.5, -13.4],
        [-178.5, -14.4],
      ],
    });
    await create('Jalan Timur', {
      type: 'LineString',
      coordinates: [
        [-179.8, -13],
        [-179.2, -15],
      ],
    });
    for (const collection of ['all', String(pacific)]) {
      const page = (await get(`/ogc/collections/${collection}/items?bbox=179,-16,-179,-14`)).json();
      expect(names(page), collection).toEqual(['Barat', 'Timur', 'Jalan Timur']);
      expect(page.numberMatched).toBe(3);
    }
    const paged = (await get('/ogc/collections/all/items?bbox=179,-16,-179,-14&limit=1&offset=1')).json();
    expect(names(paged)).toEqual(['Timur']);
    // Six numbers (with heights) cross it the same way; a box up to the antimeridian finds one side.
    expect(names((await get('/ogc/collections/all/items?bbox=179,-16,0,-179,-14,10')).json())).toEqual([
      'Barat',
      'Timur',
      'Jalan Timur',
    ]);
    expect(names((await get('/ogc/collections/all/items?bbox=179,-16,180,-14')).json())).toEqual(['Barat']);
  });
});
