import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompress } from '../../scripts/build/precompress-plugin.ts';
import { buildApp } from '../../src/server/app.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let clientDir: string;
const script = `export const village = ${JSON.stringify('Sukamaju '.repeat(400))};\n`;

beforeAll(async () => {
  t = await createTestApp();
  clientDir = await mkdtemp(path.join(tmpdir(), 'petadesa-client-'));
  await mkdir(path.join(clientDir, 'assets'));
  await writeFile(path.join(clientDir, 'index.html'), '<!doctype html><title>app</title>');
  await writeFile(path.join(clientDir, 'assets', 'map-view-abc123.js'), script);
  await writeFile(path.join(clientDir, 'assets', 'tiny-abc123.js'), 'export {};\n');
});

afterAll(async () => {
  await t.close();
});

describe('the client build, compressed once', () => {
  it('writes a .br and a .gz beside each text file worth compressing', async () => {
    expect(await precompress(clientDir)).toBe(1);
    const file = path.join(clientDir, 'assets', 'map-view-abc123.js');
    expect(brotliDecompressSync(await readFile(`${file}.br`)).toString()).toBe(script);
    expect(gunzipSync(await readFile(`${file}.gz`)).toString()).toBe(script);
    await expect(readFile(path.join(clientDir, 'assets', 'tiny-abc123.js.br'))).rejects.toThrow();
  });

  it('is served as written, in the encoding the browser takes, and plain to one that takes none', async () => {
    const app = await buildApp({ config: { ...t.config, clientDir }, db: t.database.db });
    try {
      const url = '/assets/map-view-abc123.js';
      const br = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip' } });
      expect(br.headers['content-encoding']).toBe('br');
      expect(
        br.rawPayload.equals(await readFile(path.join(clientDir, 'assets', 'map-view-abc123.js.br'))),
      ).toBe(true);
      expect(br.headers['cache-control']).toContain('immutable');
      const gz = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gz.rawPayload).toString()).toBe(script);
      const plain = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(script);
    } finally {
      await app.close();
    }
  });
});

describe('the client build, from memory', () => {
  it('answers a known ETag with 304, in the encoding asked for, and names what it varies by', async () => {
    const app = await buildApp({ config: { ...t.config, clientDir }, db: t.database.db });
    try {
      const url = '/assets/map-view-abc123.js';
      const first = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
      expect(first.statusCode).toBe(200);
      expect(first.headers.vary).toContain('Accept-Encoding');
      expect(first.headers['content-type']).toBe('text/javascript; charset=utf-8');
      const etag = String(first.headers.etag);
      const again = await app.inject({
        method: 'GET',
        url,
        headers: { 'accept-encoding': 'gzip', 'if-none-match': etag },
      });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.length).toBe(0);
      // Another encoding is another body, so another tag: the gzip one does not match it.
      const brotli = await app.inject({
        method: 'GET',
        url,
        headers: { 'accept-encoding': 'br', 'if-none-match': etag },
      });
      expect(brotli.statusCode).toBe(200);
      expect(brotli.headers['content-encoding']).toBe('br');
    } finally {
      await app.close();
    }
  });

  it('takes q=0 as a refusal, and a wildcard as any encoding', async () => {
    const app = await buildApp({ config: { ...t.config, clientDir }, db: t.database.db });
    try {
      const url = '/assets/map-view-abc123.js';
      const noBrotli = await app.inject({
        method: 'GET',
        url,
        headers: { 'accept-encoding': 'br;q=0, gzip' },
      });
      expect(noBrotli.headers['content-encoding']).toBe('gzip');
      const any = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': '*' } });
      expect(any.headers['content-encoding']).toBe('br');
      const none = await app.inject({
        method: 'GET',
        url,
        headers: { 'accept-encoding': 'br;q=0, gzip;q=0' },
      });
      expect(none.headers['content-encoding']).toBeUndefined();
      expect(none.body).toBe(script);
    } finally {
      await app.close();
    }
  });

  it('serves deep links the app, a missing file path 404 and a malformed one 400', async () => {
    const app = await buildApp({ config: { ...t.config, clientDir }, db: t.database.db });
    try {
      const deep = await app.inject({ method: 'GET', url: '/admin/maps/edit/3' });
      expect(deep.statusCode).toBe(200);
      expect(deep.headers['content-type']).toContain('text/html');
      expect(deep.headers['cache-control']).toBe('no-cache');
      expect(deep.body).toContain('<title>app</title>');
      expect((await app.inject({ method: 'GET', url: '/assets/gone-abc123.js' })).statusCode).toBe(404);
      // Fastify's router refuses a path that does not decode before any route sees it.
      expect((await app.inject({ method: 'GET', url: '/assets/%E0%A4%A.js' })).statusCode).toBe(400);
      expect((await app.inject({ method: 'GET', url: '/../package.json' })).statusCode).toBe(404);
      // A tile address the tile route does not take (QGIS or a typo) is a 404 of the API, not the app's page.
      for (const url of ['/tiles/1/0', '/tiles/1/0/0/0.mvt']) {
        const notATile = await app.inject({ method: 'GET', url });
        expect(notATile.statusCode, url).toBe(404);
        expect(notATile.headers['content-type'], url).toContain('application/json');
      }
      const head = await app.inject({ method: 'HEAD', url: '/assets/tiny-abc123.js' });
      expect(head.statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});

/** A page's head as its link tags, `rel href` each, in order. */
const headLinksOf = (html: string) =>
  [
    ...html
      .slice(0, html.indexOf('</head>'))
      .matchAll(/<link rel="(\w+)" href="([^"]+)"|<link rel="(\w+)" crossorigin href="([^"]+)"/g),
  ].map((match) => `${match[1] ?? match[3]} ${match[2] ?? match[4]}`);

/** A built client of index.html (the entry importing a shared chunk) and the manifest `chunks` describe. */
async function writeClient(dir: string, chunks: Record<string, unknown>): Promise<void> {
  const manifest = {
    'main.tsx': { file: 'assets/index-1.js', isEntry: true, imports: ['_shared-1.js'] },
    '_shared-1.js': { file: 'assets/shared-1.js' },
    ...chunks,
  };
  await mkdir(path.join(dir, '.vite'), { recursive: true });
  await writeFile(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  await writeFile(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><title>app</title><script type="module" crossorigin src="/assets/index-1.js"></script><link rel="modulepreload" crossorigin href="/assets/shared-1.js"></head><body></body></html>',
  );
}

describe('the public map page', () => {
  it('announces its data and its script chunks in the head of `/` only', async () => {
    await writeClient(clientDir, {
      'features/home/public-map-page.tsx': {
        file: 'assets/public-map-page-1.js',
        isDynamicEntry: true,
        imports: ['main.tsx', '_map-view-1.js', '_shared-1.js'],
        css: ['assets/public-map-page-1.css'],
      },
      '_map-view-1.js': {
        file: 'assets/map-view-1.js',
        imports: ['_shared-1.js'],
        css: ['assets/map-view-1.css'],
      },
      'features/users/user-list-page.tsx': { file: 'assets/user-list-page-1.js', isDynamicEntry: true },
    });
    const app = await buildApp({ config: { ...t.config, clientDir }, db: t.database.db });
    try {
      const home = await app.inject({ method: 'GET', url: '/?place=balai-desa' });
      expect(home.statusCode).toBe(200);
      expect(headLinksOf(home.body)).toEqual([
        'modulepreload /assets/shared-1.js',
        'preload /api/public/settings',
        'preload /api/public/categories',
        'modulepreload /assets/public-map-page-1.js',
        'stylesheet /assets/public-map-page-1.css',
        'modulepreload /assets/map-view-1.js',
        'preload /assets/map-view-1.css',
      ]);
      const admin = await app.inject({ method: 'GET', url: '/admin/users' });
      expect(admin.statusCode).toBe(200);
      expect(admin.body).not.toContain('/api/public/categories');
      expect(admin.body).not.toContain('public-map-page');
    } finally {
      await app.close();
    }
  });

  it("lets the public map's page run its inline tap script by its hash, and no other page (decision 0050)", async () => {
    const tap = '(function(){document.title="tap"})();';
    await writeFile(path.join(clientDir, 'first-tap.js'), `${tap}\n`);
    const app = await buildApp({ config: { ...t.config, clientDir }, db: t.database.db });
    try {
      const hash = `'sha256-${createHash('sha256').update(tap).digest('base64')}'`;
      for (const url of ['/', '/embed']) {
        const page = await app.inject({ method: 'GET', url });
        // That script alone: never 'unsafe-inline'.
        const scriptSrc = /script-src [^;]*/.exec(String(page.headers['content-security-policy']))?.[0];
        expect(scriptSrc).toBe(`script-src 'self' ${hash}`);
      }
      const admin = await app.inject({ method: 'GET', url: '/admin/users' });
      expect(String(admin.headers['content-security-policy'])).toContain("script-src 'self';");
      const api = await app.inject({ method: 'GET', url: '/api/public/settings' });
      expect(String(api.headers['content-security-policy'])).not.toContain('sha256');
    } finally {
      await app.close();
    }
  });
});

describe("the regency's public page", () => {
  it('announces its two reads, under the village path it was reached by, and its chunks with the tiles reader', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'petadesa-regency-client-'));
    await writeClient(dir, {
      'features/regency/regency-public-page.tsx': {
        file: 'assets/regency-public-page-1.js',
        isDynamicEntry: true,
        imports: ['main.tsx', '_map-view-1.js', '_shared-1.js'],
        css: ['assets/regency-public-page-1.css'],
      },
      'map/tiles/tile-reader.ts': {
        file: 'assets/tile-reader-1.js',
        isDynamicEntry: true,
        imports: ['_map-view-1.js', '_text-layer-1.js'],
      },
      '_map-view-1.js': { file: 'assets/map-view-1.js', imports: ['_shared-1.js'] },
      '_text-layer-1.js': { file: 'assets/text-layer-1.js' },
    });
    const app = await buildApp({ config: { ...t.config, clientDir: dir }, db: t.database.db });
    try {
      const page = await app.inject({ method: 'GET', url: '/kabupaten' });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(headLinksOf(page.body)).toEqual([
        'modulepreload /assets/shared-1.js',
        'preload /api/public/settings',
        'preload /api/regency/public/villages',
        'modulepreload /assets/regency-public-page-1.js',
        'preload /assets/regency-public-page-1.css',
        'modulepreload /assets/map-view-1.js',
        'modulepreload /assets/tile-reader-1.js',
        'modulepreload /assets/text-layer-1.js',
      ]);
      // Reached under a village's path, the page reads beneath it, as the app's own reads do (site-path.ts).
      const villages = await app.inject({ method: 'GET', url: '/api/regency/public/villages' });
      const { slug } = (villages.json() as { data: { slug: string }[] }).data[0]!;
      const under = await app.inject({ method: 'GET', url: `/desa/${slug}/kabupaten` });
      expect(headLinksOf(under.body)).toContain(`preload /desa/${slug}/api/regency/public/villages`);
      expect(headLinksOf(under.body)).toContain(`preload /desa/${slug}/api/public/settings`);
      // Other screens announce none of it.
      const other = await app.inject({ method: 'GET', url: '/lapor' });
      expect(other.body).not.toContain('/api/regency/public/villages');
      expect(other.body).not.toContain('regency-public-page');
    } finally {
      await app.close();
    }
  });
});
