import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_MAP_CENTER, DEFAULT_MAP_ZOOM } from '../../src/shared/settings-defaults.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    TILE_URL: 'https://tiles.example.test/{z}/{x}/{y}.png',
    TILE_ATTRIBUTION: '© Example',
  });
});
afterAll(() => t.close());

describe('GET /api/public/settings', () => {
  it('answers without a token with the default view and the configured basemap', async () => {
    const response = await t.request({ method: 'GET', url: '/api/public/settings' });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toMatchObject({
      map_center_lat: DEFAULT_MAP_CENTER.lat,
      map_center_lng: DEFAULT_MAP_CENTER.lng,
      map_zoom: DEFAULT_MAP_ZOOM,
      village_boundary: null,
      tile_url: 'https://tiles.example.test/{z}/{x}/{y}.png',
      tile_attribution: '© Example',
    });
    expect(typeof data.title).toBe('string');
  });

  it('reflects what is stored', async () => {
    const boundary = {
      type: 'Polygon',
      coordinates: [
        [
          [112, -7.5],
          [112.1, -7.5],
          [112.1, -7.6],
          [112, -7.5],
        ],
      ],
    };
    await t.database.db
      .updateTable('settings')
      .set({ title: 'Desa Uji', map_zoom: 14, village_boundary: JSON.stringify(boundary) })
      .execute();
    // Written behind the API's back: the cached answer stays until the data version is read again
    // (every 2 s, or before the next answer after a write through this server).
    const cached = (await t.request({ method: 'GET', url: '/api/public/settings' })).json().data;
    expect(cached.title).not.toBe('Desa Uji');
    t.app.deps.publicCache.afterWrite();
    const { data } = (await t.request({ method: 'GET', url: '/api/public/settings' })).json();
    expect(data.title).toBe('Desa Uji');
    expect(data.map_zoom).toBe(14);
    expect(data.village_boundary).toEqual(boundary);
  });

  it('answers the same through tRPC', async () => {
    const response = await t.request({ method: 'GET', url: '/trpc/public.settings' });
    expect(response.statusCode).toBe(200);
    expect(response.json().result.data.json.title).toBe('Desa Uji');
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const response = await t.request({ method: 'GET', url: '/api/public/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(typeof response.json().message).toBe('string');
  });
});
