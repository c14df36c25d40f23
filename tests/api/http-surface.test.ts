import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OVERLOAD_RETRY_AFTER_S } from '../../src/server/http/overload.ts';
import { tileOrigins } from '../../src/server/http/security-headers.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/** under-pressure samples once a second; the first figures exist after the first sample. */
const SAMPLE_WAIT_MS = 1200;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const cspOf = (headers: Record<string, unknown>) => String(headers['content-security-policy'] ?? '');

describe('security headers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TILE_URL: 'https://{s}.tiles.example:8443/osm/{z}/{x}/{y}.png' });
  });
  afterAll(() => t.close());

  it.each([
    ['a public read', 'GET', '/api/public/settings', 200],
    ['an admin call without a session', 'GET', '/api/admin/maps', 401],
    ['an unknown route', 'GET', '/api/nowhere', 404],
    ['malformed JSON', 'POST', '/api/login', 400],
    ['the health route', 'GET', '/api/health', 200],
  ] as const)('come with %s', async (_name, method, url, status) => {
    const response = await t.request({
      method,
      url,
      ...(method === 'POST' ? { payload: '{bad', headers: { 'content-type': 'application/json' } } : {}),
    });
    expect(response.statusCode).toBe(status);
    const csp = cspOf(response.headers);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-eval');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['x-frame-options']).toBe('DENY');
  });

  it('allow the tile host of TILE_URL for images and fetches, and nothing else', async () => {
    const response = await t.request({ method: 'GET', url: '/api/public/settings' });
    const directives = Object.fromEntries(
      cspOf(response.headers)
        .split(';')
        .map((part) => part.trim().split(/\s+/))
        .map(([name, ...sources]) => [name, sources]),
    );
    const tiles = [
      'https://a.tiles.example:8443',
      'https://b.tiles.example:8443',
      'https://c.tiles.example:8443',
    ];
    expect(directives['img-src']).toEqual(expect.arrayContaining(tiles));
    expect(directives['connect-src']).toEqual(["'self'", ...tiles]);
    expect(directives['worker-src']).toContain('blob:');
    expect(directives['default-src']).toEqual(["'self'"]);
    expect(directives['object-src']).toEqual(["'none'"]);
  });

  it('read the tile origin from the template', () => {
    expect(tileOrigins(['https://tile.openstreetmap.org/{z}/{x}/{y}.png'])).toEqual([
      'https://tile.openstreetmap.org',
    ]);
    expect(tileOrigins(['http://10.0.0.5:8080/tiles/{z}/{x}/{y}.png?key=1'])).toEqual([
      'http://10.0.0.5:8080',
    ]);
  });
});

describe('overload', () => {
  it('answers 503 with Retry-After past the heap threshold, health included', async () => {
    // A 1 MB heap threshold is always exceeded: every request is shed.
    const t = await createTestApp({ OVERLOAD_MAX_HEAP_MB: '1' });
    try {
      await sleep(SAMPLE_WAIT_MS);
      for (const url of ['/api/public/settings', '/api/health', '/api/admin/maps']) {
        const response = await t.request({ method: 'GET', url });
        expect(response.statusCode, url).toBe(503);
        expect(response.headers['retry-after']).toBe(String(OVERLOAD_RETRY_AFTER_S));
        expect(response.json().message).toMatch(/busy/);
        expect(response.headers['x-content-type-options']).toBe('nosniff');
      }
    } finally {
      await t.close();
    }
  });

  it('answers 503 while the event loop is blocked past its threshold, and recovers', async () => {
    const t = await createTestApp({ OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '50' });
    try {
      expect((await t.request({ method: 'GET', url: '/api/health' })).json()).toEqual({ status: 'ok' });
      // Hold the loop in 200 ms stretches for more than two of under-pressure's one-second samples.
      const until = Date.now() + 2 * SAMPLE_WAIT_MS;
      while (Date.now() < until) {
        const stretch = Date.now() + 200;
        while (Date.now() < stretch) {
          // busy: this is the overload
        }
        await sleep(1);
      }
      const response = await t.request({ method: 'GET', url: '/api/public/settings' });
      const shed = response.statusCode === 503;
      expect(response.headers['retry-after']).toBe(String(OVERLOAD_RETRY_AFTER_S));
      expect(shed).toBe(true);
      let recovered = false;
      for (let attempt = 0; attempt < 50 && !recovered; attempt++) {
        await sleep(100);
        recovered = (await t.request({ method: 'GET', url: '/api/public/settings' })).statusCode === 200;
      }
      expect(recovered).toBe(true);
    } finally {
      await t.close();
    }
  });
});
