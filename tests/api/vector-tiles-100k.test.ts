import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tileAt } from '../../src/shared/geo/web-mercator-tiles.ts';
import { fromClientThread, HEALTH_BUDGET_MS, watchHealth } from '../support/health-watch.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/** The cap: any one tile of a village of 100,000 places, compressed. */
const TILE_CAP_BYTES = 100 * 1024;
const [WEST, SOUTH, SIZE] = [112.6, -8.0, 0.05];

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  // 100,000 points and 1,000 parcels of about 40 m spread over 5.5 km, in two statements; the scatter is
  // a fixed function of the row's number, so every run cuts the same tiles.
  await sql`insert into maps (name, slug, status, geometry, bbox_min_lng, bbox_min_lat, bbox_max_lng, bbox_max_lat)
    select 'Tempat ' || g, 'tempat-' || g, 'active',
      jsonb_build_object('type', 'Point', 'coordinates', jsonb_build_array(lng, lat)), lng, lat, lng, lat
    from (select g, ${WEST} + (g::bigint * 7919 % 100003) / 100003.0 * ${SIZE} as lng,
                    ${SOUTH} + (g::bigint * 104729 % 99991) / 99991.0 * ${SIZE} as lat
          from generate_series(1, 100000) g) s`.execute(t.database.db);
  await sql`insert into maps (name, slug, status, geometry, bbox_min_lng, bbox_min_lat, bbox_max_lng, bbox_max_lat)
    select 'Petak ' || g, 'petak-' || g, 'active',
      jsonb_build_object('type', 'Polygon', 'coordinates', jsonb_build_array(jsonb_build_array(
        jsonb_build_array(lng, lat), jsonb_build_array(lng + 0.0004, lat), jsonb_build_array(lng + 0.0004, lat + 0.0004),
        jsonb_build_array(lng, lat + 0.0004), jsonb_build_array(lng, lat)))),
      lng, lat, lng + 0.0004, lat + 0.0004
    from (select g, ${WEST} + (g::bigint * 7919 % 1009) / 1009.0 * ${SIZE} as lng,
                    ${SOUTH} + (g::bigint * 104729 % 997) / 997.0 * ${SIZE} as lat
          from generate_series(1, 1000) g) s`.execute(t.database.db);
}, 120_000);
afterAll(() => t.close());

describe('vector tiles of a village of 101,000 places', () => {
  it('/api/health keeps answering while a cold tile over the whole village is cut', async () => {
    const [x, y] = tileAt(WEST + SIZE / 2, SOUTH + SIZE / 2, 10);
    const watch = await watchHealth(`${base}/api/health`, 'cold tile z10 over 101,000 places', () =>
      fromClientThread(base, { method: 'GET', url: `/tiles/10/${x}/${y}.mvt`, token: '' }),
    );
    expect(watch.response.statusCode).toBe(200);
    expect(watch.worstHealthMs).toBeLessThan(HEALTH_BUDGET_MS);
  }, 60_000);

  it('keeps every tile of the village centre, at every zoom, under the byte cap', async () => {
    const sizes: string[] = [];
    // Below z9 the whole village is one cluster or a few (a few hundred bytes), and each cut costs as much.
    for (let z = 9; z <= 17; z++) {
      const [x, y] = tileAt(WEST + SIZE / 2, SOUTH + SIZE / 2, z);
      const response = await t.request({
        method: 'GET',
        url: `/tiles/${z}/${x}/${y}.mvt`,
        headers: { 'accept-encoding': 'gzip' },
      });
      expect(response.statusCode).toBe(200);
      sizes.push(`z${z} ${(response.rawPayload.length / 1024).toFixed(1)} KB`);
      expect(response.rawPayload.length, `z${z}`).toBeLessThan(TILE_CAP_BYTES);
    }
    console.log(`gzipped tiles at the centre: ${sizes.join(', ')}`);
  }, 120_000);
});
