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
    expect(collections.map((c: { id: string; title: string }) => [c.id, c.title])).toEqual([
      ['all', 'All places'],
      [String(ibadah), 'Ibadah'],
      [String(jalan), 'Jalan'],
    ]);
    const road = collections[2];
    expect(road.extent.spatial.bbox).toEqual([[112.5, -7.9, 112.6, -7.8]]);
    expect((await get(`/ogc/collections/${jalan}`)).json().id).toBe(String(jalan));
    expect((await get('/ogc/collections/999')).statusCode).toBe(404);
    expect((await get('/ogc/collections/abc/items')).statusCode).toBe(404);
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
});
