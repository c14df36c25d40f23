import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ANSWER_BUDGET_MS,
  fromClientThread,
  HEALTH_BUDGET_MS,
  watchHealth,
} from '../support/health-watch.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let admin: string;
let healthUrl: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  healthUrl = `${await t.app.listen({ port: 0, host: '127.0.0.1' })}/api/health`;
});
afterAll(() => t.close());

/**
 * The review's comb: a boundary whose 12,400 long teeth all span the same longitudes, 49,602 vertices in
 * all (1.4 MB of GeoJSON). `crossing` makes the last tooth cut back through the spine.
 */
function comb(crossing = false): number[][] {
  const teeth = 12_400;
  const [left, right, bottom, step] = [112.2, 112.3, -7.6, 0.1 / teeth];
  const ring: number[][] = [[left - 0.01, bottom]];
  for (let i = 0; i < teeth; i++) {
    const y = bottom + i * step;
    ring.push([left, y], [right, y], [right, y + step / 2], [left, y + step / 2]);
  }
  const top = bottom + teeth * step;
  ring.push([crossing ? right : left - 0.01, top], [left - 0.01, bottom]);
  return ring;
}

const putBoundary = (coordinates: number[][]) => () =>
  fromClientThread(healthUrl, {
    method: 'PUT',
    url: '/api/admin/settings',
    token: admin,
    payload: {
      title: 'Desa Sisir',
      map_center_lat: -7.55,
      map_center_lng: 112.25,
      map_zoom: 13,
      village_boundary: { type: 'Polygon', coordinates: [coordinates] },
    },
  });

describe('a large village boundary never holds the event loop', () => {
  it("the review's 49,602-vertex comb is checked in time while /api/health keeps answering", async () => {
    const ring = comb();
    // 49,602 vertices, and the closing position that repeats the first.
    expect(ring.length).toBe(49_603);
    const watch = await watchHealth(healthUrl, 'comb boundary, 49,602 vertices', putBoundary(ring));
    expect(watch.response.statusCode, watch.response.body.slice(0, 300)).toBe(200);
    expect(watch.tookMs).toBeLessThan(ANSWER_BUDGET_MS);
    expect(watch.worstHealthMs).toBeLessThan(HEALTH_BUDGET_MS);
  }, 60_000);

  it('the same comb crossing itself is refused with 422 in time, health answering all along', async () => {
    const watch = await watchHealth(healthUrl, 'crossing comb boundary', putBoundary(comb(true)));
    expect(watch.response.statusCode).toBe(422);
    expect(watch.response.json().errors.VillageBoundary).toMatch(/crosses itself/);
    expect(watch.tookMs).toBeLessThan(ANSWER_BUDGET_MS);
    expect(watch.worstHealthMs).toBeLessThan(HEALTH_BUDGET_MS);
  }, 60_000);

  it("the comb's version is read from the history and restored while /api/health keeps answering", async () => {
    // The newest entry is the comb's save above (the crossing one was refused); then a small boundary.
    const history = await t.request({ method: 'GET', url: '/api/admin/settings/history', token: admin });
    expect(history.statusCode, history.body.slice(0, 300)).toBe(200);
    const entry = (history.json() as { data: { data: { id: string; changed: string[] }[] } }).data.data[0]!;
    expect(entry.changed).toContain('village_boundary');
    const square = [
      [112.2, -7.6],
      [112.3, -7.6],
      [112.3, -7.5],
      [112.2, -7.6],
    ];
    expect((await putBoundary(square)()).statusCode).toBe(200);

    const read = await watchHealth(healthUrl, "the comb's version", () =>
      fromClientThread(healthUrl, {
        method: 'GET',
        url: `/api/admin/settings/history/${entry.id}`,
        token: admin,
      }),
    );
    expect(read.response.statusCode).toBe(200);
    expect(read.response.json().data.after.village_boundary.coordinates[0]).toHaveLength(49_603);
    expect(read.worstHealthMs).toBeLessThan(HEALTH_BUDGET_MS);

    const restore = await watchHealth(healthUrl, "restoring the comb's version", () =>
      fromClientThread(healthUrl, {
        method: 'POST',
        url: `/api/admin/settings/history/${entry.id}/restore`,
        token: admin,
        payload: {},
      }),
    );
    expect(restore.response.statusCode, restore.response.body.slice(0, 300)).toBe(200);
    expect(restore.response.json().data.village_boundary.coordinates[0]).toHaveLength(49_603);
    expect(restore.tookMs).toBeLessThan(ANSWER_BUDGET_MS);
    expect(restore.worstHealthMs).toBeLessThan(HEALTH_BUDGET_MS);
  }, 60_000);
});
