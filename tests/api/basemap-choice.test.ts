import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/** The policy's directives by name, each with its sources. */
function directivesOf(headers: Record<string, unknown>): Record<string, string[]> {
  return Object.fromEntries(
    String(headers['content-security-policy'] ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...sources]) => [name, sources]),
  );
}

describe('a second basemap (TILE_URL_SATELLITE)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      TILE_URL: 'https://tiles.example/{z}/{x}/{y}.png',
      TILE_URL_SATELLITE: 'https://sat.example:9443/imagery/{z}/{y}/{x}.jpg?key=abc',
      TILE_URL_SATELLITE_ATTRIBUTION: '© Citra Contoh',
    });
  });
  afterAll(() => t.close());

  it('is offered to the map with its attribution', async () => {
    const { data } = (await t.request({ method: 'GET', url: '/api/public/settings' })).json();
    expect(data).toMatchObject({
      tile_url: 'https://tiles.example/{z}/{x}/{y}.png',
      tile_url_satellite: 'https://sat.example:9443/imagery/{z}/{y}/{x}.jpg?key=abc',
      tile_attribution_satellite: '© Citra Contoh',
    });
  });

  it.each(['/api/public/settings', '/', '/api/nowhere'])(
    'is allowed by the policy of %s, with nothing else',
    async (url) => {
      const directives = directivesOf((await t.request({ method: 'GET', url })).headers);
      const tiles = ['https://tiles.example', 'https://sat.example:9443'];
      expect(directives['connect-src']).toEqual(["'self'", ...tiles]);
      expect(directives['img-src']).toEqual(["'self'", 'data:', 'blob:', ...tiles]);
    },
  );
});

describe('without a second basemap', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TILE_URL: 'https://tiles.example/{z}/{x}/{y}.png' });
  });
  afterAll(() => t.close());

  it('the map is offered none, and the policy allows the one tile host alone', async () => {
    const response = await t.request({ method: 'GET', url: '/api/public/settings' });
    expect(response.json().data).toMatchObject({ tile_url_satellite: null, tile_attribution_satellite: '' });
    const directives = directivesOf(response.headers);
    expect(directives['connect-src']).toEqual(["'self'", 'https://tiles.example']);
    expect(directives['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https://tiles.example']);
  });
});
