import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { syntheticVillage } from '../../db/seeds/demo/synthetic.ts';
import { loadVillage } from '../../scripts/bench/data.ts';
import { buildApp } from '../../src/server/app.ts';
import { PUBLIC_CACHE_CHECK_MS } from '../../src/server/cache/answer-cache.ts';
import { TILES_FROM_PLACES } from '../../src/server/modules/public/public.service.ts';
import type { PublicCategory, PublicPlacesLight } from '../../src/shared/schemas/public.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

// Issue 34 (decision 0053): a large village's map reads its places without shapes, and one place whole for
// its popup; the map's page says when it draws from the tiles.

let t: TestApp;
let admin: string;
/** The same database served with a built page (an index.html of its own), as link-preview.test.ts does. */
let site: FastifyInstance;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  const clientDir = await mkdtemp(path.join(tmpdir(), 'petadesa-client-'));
  await writeFile(
    path.join(clientDir, 'index.html'),
    '<!doctype html><html lang="id"><head><meta charset="UTF-8" /><title>PetaDesa</title></head><body><div id="root"></div></body></html>',
  );
  site = await buildApp({ config: { ...t.config, clientDir }, db: t.database.db, now: t.clock.now });
});
afterAll(async () => {
  await site.close();
  await t.close();
});

const get = async <T>(url: string) => {
  const response = await t.request({ method: 'GET', url });
  return { response, data: response.statusCode === 200 ? (response.json().data as T) : undefined };
};
const fresh = () => t.clock.advance(PUBLIC_CACHE_CHECK_MS + 1);

describe('GET /api/public/places and /api/public/places/{id}', () => {
  it('lists every public place of the whole answer with one point and no shape, by category', async () => {
    const whole = (await get<PublicCategory[]>('/api/public/categories')).data!;
    const { response, data } = await get<PublicPlacesLight>('/api/public/places');
    expect(response.headers.etag).toBeDefined();
    expect(data!.version).toMatch(/^\d+$/);
    const light = data!.categories;
    expect(light.map((c) => [c.id, c.name, c.maps.map((m) => m.id)])).toEqual(
      whole.map((c) => [c.id, c.name, c.maps.map((m) => m.id)]),
    );
    for (const place of light.flatMap((category) => category.maps)) {
      expect(Object.keys(place).sort()).toEqual(['address', 'id', 'name', 'point', 'slug']);
      if (place.point) expect(place.point.every(Number.isFinite)).toBe(true);
    }
    // A repeat with its ETag costs a 304.
    const again = await t.request({
      method: 'GET',
      url: '/api/public/places',
      headers: { 'if-none-match': response.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
  });

  it('gives one place whole, and 404 for a place the public does not see', async () => {
    const created = await t.request({
      method: 'POST',
      url: '/api/admin/maps',
      token: admin,
      payload: {
        name: 'Balai Dusun',
        description: 'Tempat rapat warga.',
        geometry: { type: 'Point', coordinates: [112.63, -7.98] },
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json().data as { id: number };
    fresh();
    const one = await get<{ name: string; description: string; geometry: unknown }>(
      `/api/public/places/${id}`,
    );
    expect(one.response.statusCode).toBe(200);
    expect(one.data).toMatchObject({ name: 'Balai Dusun', description: 'Tempat rapat warga.' });
    expect(one.data!.geometry).toEqual({ type: 'Point', coordinates: [112.63, -7.98] });
    const inactive = await t.request({
      method: 'PUT',
      url: `/api/admin/maps/${id}`,
      token: admin,
      payload: { name: 'Balai Dusun', status: 'inactive' },
    });
    expect(inactive.statusCode, inactive.body).toBe(200);
    fresh();
    const gone = await t.request({ method: 'GET', url: `/api/public/places/${id}` });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ message: expect.any(String) });
    expect((await t.request({ method: 'GET', url: '/api/public/places/99999999' })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: '/api/public/places/abc' })).statusCode).toBe(404);
  });

  it("the map's page says it draws from the tiles only from TILES_FROM_PLACES places on", async () => {
    const page = async () => {
      const response = await site.inject({ method: 'GET', url: '/', headers: { host: '127.0.0.1' } });
      expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
      return response.body;
    };
    expect(await page()).not.toContain('name="petadesa-tiles"');
    expect(await page()).toContain('href="/api/public/categories"');
    await loadVillage(t.database, syntheticVillage(TILES_FROM_PLACES));
    fresh();
    // Written behind the app's back: a read after the check's interval starts the check, a later one sees it.
    await vi.waitFor(async () => expect(await page()).toContain('name="petadesa-tiles"'), { timeout: 5_000 });
    const html = await page();
    const tag = /<meta name="petadesa-tiles" content="([^"]+)" data-version="([^"]+)">/.exec(html);
    expect(tag, 'the tiles tag').not.toBeNull();
    const [west, south, east, north] = tag![1]!.split(',').map(Number);
    expect(west).toBeLessThan(east!);
    expect(south).toBeLessThan(north!);
    // The whole answer is not preloaded, and the version is the light answer's (the tiles' `?v=`).
    expect(html).not.toContain('href="/api/public/categories"');
    const light = await t.request({ method: 'GET', url: '/api/public/places' });
    expect(tag![2]).toBe((light.json().data as PublicPlacesLight).version);
  });
});
