import { gunzipSync } from 'node:zlib';
import { VectorTile } from '@mapbox/vector-tile';
import { sql } from 'kysely';
import Pbf from 'pbf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_CACHE_CHECK_MS } from '../../src/server/cache/answer-cache.ts';
import { tileAt } from '../../src/shared/geo/web-mercator-tiles.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
});
afterAll(() => t.close());

interface Decoded {
  places: { id: number; name: string; slug: string; category_id?: number; color: string; type: string }[];
  clusters: number[];
  /** Each cluster's fields (its count, in all and per category), in the order of `clusters`. */
  clusterFields: Record<string, unknown>[];
}

async function tile(z: number, x: number, y: number): Promise<Decoded> {
  const response = await t.request({ method: 'GET', url: `/tiles/${z}/${x}/${y}.mvt` });
  expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
  expect(response.headers['content-type']).toBe('application/vnd.mapbox-vector-tile');
  const decoded = new VectorTile(new Pbf(response.rawPayload));
  const places = decoded.layers.places;
  const clusters = decoded.layers.clusters;
  return {
    places: Array.from({ length: places?.length ?? 0 }, (_, i) => {
      const feature = places!.feature(i);
      const type = feature.toGeoJSON(x, y, z).geometry.type;
      return { ...(feature.properties as unknown as Decoded['places'][number]), type };
    }),
    clusters: Array.from({ length: clusters?.length ?? 0 }, (_, i) =>
      Number(clusters!.feature(i).properties.count),
    ),
    clusterFields: Array.from({ length: clusters?.length ?? 0 }, (_, i) => clusters!.feature(i).properties),
  };
}

async function createPlace(name: string, geometry: object, extra: object = {}) {
  const response = await t.request({
    method: 'POST',
    url: '/api/admin/maps',
    token: admin,
    payload: { name, geometry, ...extra },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: number; slug: string; version: number };
}

describe('GET /tiles/{z}/{x}/{y}.mvt', () => {
  const [lng, lat] = [112.6301, -7.9821];
  let school: { id: number; color: string };
  let inside: { id: number; slug: string };

  beforeAll(async () => {
    school = (
      await t.request({
        method: 'POST',
        url: '/api/admin/categories',
        token: admin,
        payload: { name: 'Sekolah', color: '#22c55e' },
      })
    ).json().data;
    inside = await createPlace(
      'SDN 1',
      { type: 'Point', coordinates: [lng, lat] },
      { category_id: school.id },
    );
    // A road of about 1.5 km running east and west across several street-level tiles.
    await createPlace('Jalan Raya', {
      type: 'LineString',
      coordinates: [
        [lng - 0.007, lat + 0.0005],
        [lng + 0.007, lat + 0.0005],
      ],
    });
    await createPlace('Jauh', { type: 'Point', coordinates: [lng + 1, lat + 1] });
  });

  it('holds the places of its box with what a popup and a style need, and not the others', async () => {
    const decoded = await tile(16, ...tileAt(lng, lat, 16));
    const point = decoded.places.find((p) => p.id === inside.id);
    expect(point).toEqual({
      id: inside.id,
      slug: inside.slug,
      name: 'SDN 1',
      category_id: school.id,
      color: '#22c55e',
      type: 'Point',
    });
    expect(decoded.places.map((p) => p.name).sort()).toEqual(['Jalan Raya', 'SDN 1']);
    expect(decoded.clusters).toEqual([]);
  });

  it('puts a line crossing tile edges in every tile it crosses, clipped to each', async () => {
    const [x, y] = tileAt(lng, lat + 0.0005, 16);
    const [west] = tileAt(lng - 0.007, lat, 16);
    const [east] = tileAt(lng + 0.007, lat, 16);
    expect(east - west).toBeGreaterThanOrEqual(2);
    for (let column = west; column <= east; column++) {
      const names = (await tile(16, column, y)).places.map((p) => p.name);
      expect(names, `tile 16/${column}/${y}`).toContain('Jalan Raya');
    }
    expect((await tile(16, east + 2, y)).places).toEqual([]);
    expect(x).toBeGreaterThanOrEqual(west);
  });

  it('below street zoom sums near places of a category into clusters whose counts are the places', async () => {
    const [x, y] = tileAt(lng, lat, 12);
    for (let i = 0; i < 5; i++) {
      await createPlace(
        `Warung ${i}`,
        { type: 'Point', coordinates: [lng + i * 0.0001, lat] },
        i < 2 ? { category_id: school.id } : {},
      );
    }
    const decoded = await tile(12, x, y);
    const alone = decoded.places.filter((p) => p.type === 'Point').length;
    // SDN 1 and the five shops share one cell at z12 (about 600 m a cell), counted per category too, so a
    // map hiding a category counts the rest; the road (1.5 km, over two cells) is drawn as a line there.
    expect(decoded.clusterFields).toEqual([{ count: 6, [`n_${school.id}`]: 3, n_none: 3 }]);
    expect(alone).toBe(0);
    expect(decoded.places.map((p) => p.name)).toEqual(['Jalan Raya']);
    const world = await tile(0, 0, 0);
    expect(world.clusters.reduce((a, b) => a + b, 0) + world.places.length).toBe(8);
  });

  it('drops a place made inactive, then deleted, from the tiles', async () => {
    const where = { type: 'Point', coordinates: [lng + 0.0003, lat - 0.0003] };
    const gone = await createPlace('Pos Ronda', where);
    const put = (status: string) =>
      t.request({
        method: 'PUT',
        url: `/api/admin/maps/${gone.id}`,
        token: admin,
        payload: { name: 'Pos Ronda', geometry: where, status },
      });
    const [x, y] = tileAt(lng + 0.0003, lat - 0.0003, 16);
    expect((await tile(16, x, y)).places.map((p) => p.name)).toContain('Pos Ronda');
    const clustered = (await tile(0, 0, 0)).clusters.reduce((a, b) => a + b, 0);
    const inactive = await put('inactive');
    expect(inactive.statusCode, inactive.body).toBe(200);
    expect((await tile(16, x, y)).places.map((p) => p.name)).not.toContain('Pos Ronda');
    expect((await tile(0, 0, 0)).clusters.reduce((a, b) => a + b, 0)).toBe(clustered - 1);
    expect((await put('active')).statusCode).toBe(200);
    expect((await tile(16, x, y)).places.map((p) => p.name)).toContain('Pos Ronda');
    const deleted = await t.request({ method: 'DELETE', url: `/api/admin/maps/${gone.id}`, token: admin });
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    expect((await tile(16, x, y)).places.map((p) => p.name)).not.toContain('Pos Ronda');
    expect((await tile(0, 0, 0)).clusters.reduce((a, b) => a + b, 0)).toBe(clustered - 1);
  });

  it('answers hostile addresses with 400 and a message saying what a tile address is', async () => {
    const hostile = [
      '-1/0/0.mvt',
      '0/-1/0.mvt',
      '1/2/0.mvt',
      '1/0/2.mvt',
      '25/0/0.mvt',
      'a/0/0.mvt',
      '1/0/1.pbf',
      '1/0/1',
      '1/0.5/1.mvt',
      '01/0/0.mvt',
      '1e1/0/0.mvt',
      '99999999999999999999/0/0.mvt',
      '3/0/%20.mvt',
    ];
    for (const path of hostile) {
      const response = await t.request({ method: 'GET', url: `/tiles/${path}` });
      expect(response.statusCode, path).toBe(400);
      expect(response.json().message, path).toMatch(/\/tiles\/z\/x\/y\.mvt/);
    }
    expect((await t.request({ method: 'GET', url: '/tiles/24/0/16777215.mvt' })).statusCode).toBe(200);
  });

  it('sends an ETag of the data version and the tile, 304 on If-None-Match, compressed when asked', async () => {
    const url = `/tiles/16/${tileAt(lng, lat, 16).join('/')}.mvt`;
    const first = await t.request({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers.vary).toBe('accept-encoding');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"\d+-16-\d+-\d+"$/);
    const plain = await t.request({ method: 'GET', url });
    if (plain.rawPayload.length >= 512) {
      expect(first.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(first.rawPayload).equals(plain.rawPayload)).toBe(true);
    }
    const again = await t.request({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    await createPlace('Baru', { type: 'Point', coordinates: [lng, lat] });
    const changed = await t.request({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('keeps clustered tiles in the shared table by version, and another instance sees a change in time', async () => {
    const { buildApp } = await import('../../src/server/app.ts');
    const other = await buildApp({ config: t.config, db: t.database.db, now: t.clock.now });
    try {
      const url = '/tiles/0/0/0.mvt';
      const before = await other.inject({ method: 'GET', url });
      expect(before.statusCode).toBe(200);
      const stored = await sql<{
        version: string;
      }>`select version::text from vector_tiles where z = 0`.execute(t.database.db);
      const version = await sql<{ version: string }>`select version::text from public_data_version`.execute(
        t.database.db,
      );
      expect(stored.rows).toEqual(version.rows);
      await createPlace('Dari instans lain', { type: 'Point', coordinates: [lng - 0.5, lat - 0.5] });
      // The other instance learns of the change at its next check of the version.
      t.clock.advance(PUBLIC_CACHE_CHECK_MS);
      await other.inject({ method: 'GET', url: '/tiles.json' });
      await new Promise((resolve) => setTimeout(resolve, 50));
      const after = await other.inject({ method: 'GET', url });
      expect(after.headers.etag).not.toBe(before.headers.etag);
      const decoded = new VectorTile(new Pbf(after.rawPayload));
      const names = Array.from({ length: decoded.layers.places?.length ?? 0 }, (_, i) =>
        String(decoded.layers.places!.feature(i).properties.name),
      );
      const counted = Array.from({ length: decoded.layers.clusters?.length ?? 0 }, (_, i) =>
        Number(decoded.layers.clusters!.feature(i).properties.count),
      ).reduce((a, b) => a + b, names.length);
      const before0 = new VectorTile(new Pbf(before.rawPayload));
      const counted0 = Array.from({ length: before0.layers.clusters?.length ?? 0 }, (_, i) =>
        Number(before0.layers.clusters!.feature(i).properties.count),
      ).reduce((a, b) => a + b, before0.layers.places?.length ?? 0);
      expect(counted).toBe(counted0 + 1);
    } finally {
      await other.close();
    }
  });

  it('writes nothing to the shared table for tiles away from the places, however many a client asks for', async () => {
    const stored = async () =>
      (await sql<{ n: number }>`select count(*)::int as n from vector_tiles`.execute(t.database.db)).rows[0]!
        .n;
    const before = await stored();
    // Tiles of the North Pacific, far from any place: empty, and answered as such.
    for (let i = 0; i < 20; i++)
      expect(await tile(12, i, 1000 + i)).toEqual({ places: [], clusters: [], clusterFields: [] });
    expect(await stored()).toBe(before);
  });

  it('describes the tiles in TileJSON 3.0.0', async () => {
    const response = await t.request({
      method: 'GET',
      url: '/tiles.json',
      headers: { host: 'desa.example' },
    });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.tilejson).toBe('3.0.0');
    expect(doc.tiles).toEqual(['http://desa.example/tiles/{z}/{x}/{y}.mvt']);
    expect(doc.minzoom).toBe(0);
    expect(doc.maxzoom).toBe(16);
    expect(doc.vector_layers.map((layer: { id: string }) => layer.id)).toEqual(['places', 'clusters']);
    const [west, south, east, north] = doc.bounds;
    expect(west).toBeLessThanOrEqual(lng - 0.5);
    expect(east).toBeGreaterThanOrEqual(lng + 1);
    expect(south).toBeLessThan(north);
  });
});

describe('OGC API Tiles at /ogc', () => {
  const get = async (url: string) => {
    const response = await t.request({ method: 'GET', url, headers: { host: 'desa.example' } });
    expect(response.statusCode, url).toBe(200);
    return response.json();
  };

  it('links the vector tilesets from the landing page and the all collection, and says what it conforms to', async () => {
    const rel = 'http://www.opengis.net/def/rel/ogc/1.0/tilesets-vector';
    const landing = await get('/ogc?f=json');
    expect(landing.links.find((link: { rel: string }) => link.rel === rel).href).toBe(
      'http://desa.example/ogc/tiles',
    );
    const all = await get('/ogc/collections/all?f=json');
    expect(all.links.find((link: { rel: string }) => link.rel === rel).href).toBe(
      'http://desa.example/ogc/tiles',
    );
    const conformance = await get('/ogc/conformance?f=json');
    expect(conformance.conformsTo).toEqual(
      expect.arrayContaining([
        'http://www.opengis.net/spec/ogcapi-tiles-1/1.0/conf/core',
        'http://www.opengis.net/spec/ogcapi-tiles-1/1.0/conf/tileset',
        'http://www.opengis.net/spec/ogcapi-tiles-1/1.0/conf/mvt',
      ]),
    );
  });

  it('describes the WebMercatorQuad tileset with a template a client fills to reach /tiles', async () => {
    const list = await get('/ogc/tiles');
    expect(list.tilesets).toHaveLength(1);
    expect(list.tilesets[0].tileMatrixSetURI).toBe(
      'http://www.opengis.net/def/tilematrixset/OGC/1.0/WebMercatorQuad',
    );
    const self = list.tilesets[0].links.find((link: { rel: string }) => link.rel === 'self').href;
    expect(self).toBe('http://desa.example/ogc/tiles/WebMercatorQuad');
    const tileset = await get('/ogc/tiles/WebMercatorQuad');
    expect(tileset.dataType).toBe('vector');
    const item = tileset.links.find((link: { rel: string }) => link.rel === 'item');
    expect(item).toMatchObject({ type: 'application/vnd.mapbox-vector-tile', templated: true });
    expect(item.href).toBe('http://desa.example/tiles/{tileMatrix}/{tileCol}/{tileRow}.mvt');
    // The template filled for the tile that holds SDN 1 gives that tile.
    const limits16 = tileset.tileMatrixSetLimits.find(
      (limit: { tileMatrix: string }) => limit.tileMatrix === '16',
    );
    const [x, y] = tileAt(112.6301, -7.9821, 16);
    expect(x).toBeGreaterThanOrEqual(limits16.minTileCol);
    expect(x).toBeLessThanOrEqual(limits16.maxTileCol);
    expect(y).toBeGreaterThanOrEqual(limits16.minTileRow);
    expect(y).toBeLessThanOrEqual(limits16.maxTileRow);
    const filled = new URL(
      item.href.replace('{tileMatrix}', '16').replace('{tileCol}', String(x)).replace('{tileRow}', String(y)),
    );
    expect(filled.pathname).toBe(`/tiles/16/${x}/${y}.mvt`);
    const matrixSet = await get('/ogc/tileMatrixSets/WebMercatorQuad');
    expect(matrixSet.tileMatrices).toHaveLength(25);
    expect(matrixSet.tileMatrices[16]).toMatchObject({ id: '16', matrixWidth: 65536, tileWidth: 256 });
  });
});
