import { VectorTile } from '@mapbox/vector-tile';
import Pbf from 'pbf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstViewZooms, warmRegencyOverview } from '../../src/server/modules/tiles/regency-warm.ts';
import { REGENCY_TILE_KEEP_MS } from '../../src/server/modules/tiles/tiles.service.ts';
import { tileAt } from '../../src/shared/geo/web-mercator-tiles.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { testDatabaseKind } from '../support/test-database.ts';

// Issue 35: the regency's map draws every open village's places from one set of tiles across villages,
// each village read as itself (row-level security), a closed village's and drafts left out.

let t: TestApp;
let regency: string;
const tokens: Record<string, string> = {};

interface Decoded {
  places: { id: number; name: string; category_id?: number }[];
  /** Each cluster's fields: its count, in all and per category. */
  clusters: Record<string, number>[];
}

async function tile(z: number, x: number, y: number, path = ''): Promise<Decoded> {
  const response = await t.request({ method: 'GET', url: `${path}/kabupaten/tiles/${z}/${x}/${y}.mvt` });
  expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
  expect(response.headers['content-type']).toBe('application/vnd.mapbox-vector-tile');
  expect(response.headers['cache-control']).toBe(`public, max-age=${REGENCY_TILE_KEEP_MS / 1000}`);
  const decoded = new VectorTile(new Pbf(response.rawPayload));
  const places = decoded.layers.places;
  const clusters = decoded.layers.clusters;
  return {
    places: Array.from(
      { length: places?.length ?? 0 },
      (_, i) => places!.feature(i).properties as unknown as Decoded['places'][number],
    ),
    clusters: Array.from(
      { length: clusters?.length ?? 0 },
      (_, i) => clusters!.feature(i).properties as Record<string, number>,
    ),
  };
}

const counted = (decoded: Decoded) =>
  decoded.places.length + decoded.clusters.reduce((sum, cluster) => sum + cluster.count!, 0);

async function addPlace(slug: string, name: string, at: [number, number], extra: object = {}) {
  const answer = await t.request({
    method: 'POST',
    url: `/desa/${slug}/api/admin/maps`,
    token: tokens[slug],
    payload: { name, longitude: at[0], latitude: at[1], ...extra },
  });
  expect(answer.statusCode, answer.body).toBe(201);
}

beforeAll(async () => {
  t = await createTestApp();
  regency = await t.login();
  for (const slug of ['kidul', 'lor', 'tutup']) {
    const added = await t.request({
      method: 'POST',
      url: '/api/regency/villages',
      token: regency,
      payload: {
        slug,
        name: `Desa ${slug}`,
        admin: { username: `kades.${slug}`, password: `${slug}-kuat-2026` },
      },
    });
    expect(added.statusCode, added.body).toBe(201);
    const login = await t.request({
      method: 'POST',
      url: `/desa/${slug}/api/login`,
      payload: { username: `kades.${slug}`, password: `${slug}-kuat-2026` },
    });
    tokens[slug] = login.json().data.token;
  }
});
afterAll(() => t.close());

describe(`the regency's tiles (${testDatabaseKind})`, () => {
  it('hold every open village’s public places, summed across villages, and nothing of a closed one or a draft', async () => {
    const shared = await t.request({
      method: 'POST',
      url: '/api/regency/categories',
      token: regency,
      payload: { name: 'Posyandu', color: '#db2777' },
    });
    const posyandu = shared.json().data.id as number;
    // Two villages 5 km apart, a third closed beside them.
    for (let index = 0; index < 3; index += 1) {
      await addPlace('kidul', `Posyandu Kidul ${index}`, [110.4 + index * 0.001, -7.8], {
        category_id: posyandu,
      });
    }
    for (let index = 0; index < 2; index += 1) {
      await addPlace('lor', `Posyandu Lor ${index}`, [110.4 + index * 0.001, -7.755], {
        category_id: posyandu,
      });
    }
    await addPlace('lor', 'Rencana Pasar', [110.401, -7.756], { status: 'inactive' });
    await addPlace('tutup', 'Balai Tutup', [110.402, -7.79]);
    const closed = (await t.request({ method: 'GET', url: '/api/regency/villages', token: regency }))
      .json()
      .data.find((village: { slug: string }) => village.slug === 'tutup');
    const closing = await t.request({
      method: 'POST',
      url: `/api/regency/villages/${closed.id}/close`,
      token: regency,
    });
    expect(closing.statusCode, closing.body).toBeLessThan(300);

    // The regency's overview: one tile over both villages sums their five places.
    const [x, y] = tileAt(110.4, -7.78, 9);
    const overview = await tile(9, x, y);
    expect(counted(overview)).toBe(5);
    // The shared category is one category across the villages: its places are counted together.
    const byShared = overview.clusters.reduce((sum, cluster) => sum + (cluster[`n_${posyandu}`] ?? 0), 0);
    const alone = overview.places.filter((place) => place.category_id === posyandu).length;
    expect(byShared + alone).toBe(5);
    // At street zoom each place is itself, with its name.
    const [sx, sy] = tileAt(110.4005, -7.755, 16);
    const street = await tile(16, sx, sy);
    expect(street.places.map((place) => place.name).sort()).toEqual(['Posyandu Lor 0', 'Posyandu Lor 1']);
    // The same tiles from any village's address: they are the deployment's.
    expect(counted(await tile(9, x, y, '/desa/kidul'))).toBe(5);
  });

  it('shows a change after its 30 s: sent once more as it was while it is cut again, then the new one', async () => {
    const [x, y] = tileAt(110.4, -7.78, 9);
    const before = counted(await tile(9, x, y));
    await addPlace('kidul', 'Posyandu Kidul Baru', [110.405, -7.8]);
    // Within its 30 s the kept tile is sent.
    expect(counted(await tile(9, x, y))).toBe(before);
    t.clock.advance(REGENCY_TILE_KEEP_MS + 1_000);
    // Past them, the kept tile once more (no visitor waits for the cut), and the new cut after it.
    expect(counted(await tile(9, x, y))).toBe(before);
    await expect.poll(async () => counted(await tile(9, x, y)), { timeout: 10_000 }).toBe(before + 1);
  });

  it('answers an empty tile far from every village, and a 4xx for an address that is not a tile', async () => {
    const [x, y] = tileAt(-70, 40, 9);
    expect(counted(await tile(9, x, y))).toBe(0);
    for (const url of [
      '/kabupaten/tiles/9/99999/1.mvt',
      '/kabupaten/tiles/40/1/1.mvt',
      '/kabupaten/tiles/a/b/c',
    ]) {
      const answer = await t.request({ method: 'GET', url });
      expect(answer.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(answer.statusCode, url).toBeLessThan(500);
    }
  });

  it('cuts the tiles of the first views ahead, at start, so their first visitor is sent kept ones', async () => {
    // Past the 10 minutes a kept tile may still be sent: nothing is kept now.
    t.clock.advance(11 * 60_000);
    // The villages' places span about 500 m by 5 km: phones to wide desktops fit them at zoom 12 to 14.
    expect(firstViewZooms([110.4, -7.8, 110.405, -7.755])).toEqual([12, 13, 14]);
    const cut = await warmRegencyOverview(t.app.deps, () => false);
    expect(cut).toBeGreaterThan(0);
    // A place added after the cutting ahead: the first visitor's tile is the one cut before it was added.
    await addPlace('lor', 'Posyandu Lor Baru', [110.4015, -7.755]);
    const [x, y] = tileAt(110.4, -7.78, 13);
    const ahead = counted(await tile(13, x, y));
    expect(ahead).toBeGreaterThan(0);
    // Cut anew once that one is past its time, the tile counts the place: the first was cut ahead of it.
    t.clock.advance(11 * 60_000);
    await expect.poll(async () => counted(await tile(13, x, y)), { timeout: 10_000 }).toBe(ahead + 1);
    // Told to stop, it cuts nothing.
    t.clock.advance(11 * 60_000);
    expect(await warmRegencyOverview(t.app.deps, () => true)).toBe(0);
  });
});

describe('the zooms of a regency map’s first views', () => {
  it('are those a phone’s map to a wide desktop’s read for a regency of 1 by 0.75 degrees', () => {
    // The benchmark's regency: the desktop's 1280 x 800 page reads zoom 9 (seen in Chromium).
    const zooms = firstViewZooms([110, -7.8, 111, -7.05]);
    expect(zooms).toContain(9);
    expect(zooms[0]).toBeLessThanOrEqual(8);
    expect(zooms.at(-1)).toBeLessThanOrEqual(10);
  });
});
