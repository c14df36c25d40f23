import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

// The public map's HTML describes the village, or a linked place, before any script runs, and its
// og:image is a picture the server draws of the data (issue 22).

let t: TestApp;
let app: FastifyInstance;
let admin: string;
let slug: string;

beforeAll(async () => {
  t = await createTestApp();
  const clientDir = await mkdtemp(path.join(tmpdir(), 'petadesa-client-'));
  await writeFile(
    path.join(clientDir, 'index.html'),
    '<!doctype html><html lang="id"><head><meta charset="UTF-8" /><meta name="description" content="generic" /><title>PetaDesa</title></head><body><div id="root"></div></body></html>',
  );
  await writeFile(path.join(clientDir, 'favicon.svg'), await readFile('src/client/public/favicon.svg'));
  // Writes go through this app too: a second app on the same database sees them only at its next check.
  app = await buildApp({ config: { ...t.config, clientDir }, db: t.database.db });
  admin = await t.login();
  await request({
    method: 'PUT',
    url: '/api/admin/settings',
    token: admin,
    payload: {
      title: 'Desa Sukamaju',
      description: 'Peta desa Sukamaju: kantor, sekolah, masjid dan sawah.',
      map_center_lat: -7.5,
      map_center_lng: 110.4,
      map_zoom: 14,
      village_boundary: {
        type: 'Polygon',
        coordinates: [
          [
            [110.39, -7.51],
            [110.41, -7.51],
            [110.41, -7.49],
            [110.39, -7.49],
            [110.39, -7.51],
          ],
        ],
      },
    },
  });
  const category = (
    await request({
      method: 'POST',
      url: '/api/admin/categories',
      token: admin,
      payload: { name: 'Ibadah', color: '#16a34a' },
    })
  ).json().data;
  const place = (
    await request({
      method: 'POST',
      url: '/api/admin/maps',
      token: admin,
      payload: {
        name: 'Masjid Al-Ikhlas',
        description: 'Masjid utama desa, salat Jumat pukul 12.00.',
        address: 'Jl. Raya Sukamaju 1',
        category_id: category.id,
        latitude: -7.5,
        longitude: 110.4,
      },
    })
  ).json().data;
  slug = place.slug;
});

function request({ token, ...options }: InjectOptions & { token?: string }) {
  return app.inject({ ...options, headers: token ? { authorization: `Bearer ${token}` } : {} });
}

afterAll(async () => {
  await app.close();
  await t.close();
});

/** The content of the head's tags, as a link preview reads them (no script runs). */
async function headOf(url: string) {
  const response = await app.inject({ method: 'GET', url, headers: { host: 'desa.example' } });
  expect(response.statusCode).toBe(200);
  const head = response.body.slice(0, response.body.indexOf('</head>'));
  const meta = (key: string) =>
    new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)">`)
      .exec(head)?.[1]
      ?.replaceAll('&amp;', '&') ?? null;
  return {
    head,
    title: /<title>([^<]*)<\/title>/.exec(head)?.[1] ?? null,
    titles: head.match(/<title>/g)?.length ?? 0,
    description: meta('description'),
    descriptions: head.match(/<meta name="description"/g)?.length ?? 0,
    ogTitle: meta('og:title'),
    ogDescription: meta('og:description'),
    ogImage: meta('og:image'),
    ogUrl: meta('og:url'),
    twitterCard: meta('twitter:card'),
  };
}

async function picture(url: string) {
  const response = await app.inject({ method: 'GET', url: url.replace('http://desa.example', '') });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('image/png');
  return { bytes: response.rawPayload, meta: await sharp(response.rawPayload).metadata() };
}

describe('the page says what it is before any script runs', () => {
  it("gives `/` the village's title, description and picture, replacing the build's generic ones", async () => {
    const page = await headOf('/');
    expect(page.title).toBe('Desa Sukamaju - Sistem Informasi Geografis Desa Sukamaju');
    expect(page.titles).toBe(1);
    expect(page.descriptions).toBe(1);
    expect(page.description).toBe('Peta desa Sukamaju: kantor, sekolah, masjid dan sawah.');
    expect(page.ogTitle).toBe(page.title);
    expect(page.ogDescription).toBe(page.description);
    expect(page.ogUrl).toBe('http://desa.example/');
    expect(page.ogImage).toMatch(/^http:\/\/desa\.example\/preview\.png\?v=[\w-]{12}$/);
    expect(page.twitterCard).toBe('summary_large_image');
  });

  it('describes the linked place for `/?place={slug}`, with a picture of it', async () => {
    const page = await headOf(`/?place=${slug}`);
    // The tab keeps the spec's title; what a link preview shows is the place.
    expect(page.title).toBe('Desa Sukamaju - Sistem Informasi Geografis Desa Sukamaju');
    expect(page.ogTitle).toBe('Masjid Al-Ikhlas - Desa Sukamaju');
    expect(page.ogDescription).toBe('Masjid utama desa, salat Jumat pukul 12.00.');
    expect(page.ogUrl).toBe(`http://desa.example/?place=${slug}`);
    expect(page.ogImage).toMatch(new RegExp(`/preview\\.png\\?v=[\\w-]{12}&place=${slug}$`));
  });

  it('falls back to the village for an unknown or hostile place, and escapes what the settings hold', async () => {
    for (const place of ['no-such-place', '%00', 'x'.repeat(5000), '%3Cscript%3E']) {
      const page = await headOf(`/?place=${place}`);
      expect(page.ogTitle).toBe('Desa Sukamaju - Sistem Informasi Geografis Desa Sukamaju');
      expect(page.head).not.toContain('<script>');
    }
    const settings = (await request({ method: 'GET', url: '/api/public/settings' })).json().data;
    await request({
      method: 'PUT',
      url: '/api/admin/settings',
      token: admin,
      payload: {
        ...settings,
        title: 'Desa "Baru" <b>&</b>',
        tile_url: undefined,
        tile_attribution: undefined,
      },
    });
    const page = await headOf('/');
    expect(page.title).toBe(
      'Desa &quot;Baru&quot; &lt;b&gt;&amp;&lt;/b&gt; - Sistem Informasi Geografis Desa &quot;Baru&quot; &lt;b&gt;&amp;&lt;/b&gt;',
    );
    expect(page.head).not.toContain('<b>');
    await request({ method: 'PUT', url: '/api/admin/settings', token: admin, payload: settings });
  });
});

describe('the link preview picture', () => {
  it('is a 1200 x 630 PNG that changes, with its address, when the data changes', async () => {
    const before = await headOf('/');
    const first = await picture(before.ogImage!);
    expect([first.meta.width, first.meta.height]).toEqual([1200, 630]);
    expect(first.meta.format).toBe('png');

    await request({
      method: 'POST',
      url: '/api/admin/maps',
      token: admin,
      payload: { name: 'Balai Desa', latitude: -7.495, longitude: 110.395 },
    });
    const after = await headOf('/');
    expect(after.ogImage).not.toBe(before.ogImage);
    const second = await picture(after.ogImage!);
    expect([second.meta.width, second.meta.height]).toEqual([1200, 630]);
    expect(second.bytes.equals(first.bytes)).toBe(false);
  });

  it("draws a linked place's own picture, and answers a known ETag with 304", async () => {
    const village = await picture('/preview.png');
    const place = await picture(`/preview.png?place=${slug}`);
    expect(place.bytes.equals(village.bytes)).toBe(false);
    const first = await app.inject({ method: 'GET', url: `/preview.png?place=${slug}` });
    const again = await app.inject({
      method: 'GET',
      url: `/preview.png?place=${slug}`,
      headers: { 'if-none-match': first.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
  });
});

describe('the web app manifest', () => {
  it("is named for the village, with the product's mark as icons of 192 and 512 px, plain and maskable", async () => {
    const response = await app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(response.headers['content-type']).toContain('application/manifest+json');
    const manifest = response.json();
    expect(manifest).toMatchObject({
      name: 'Desa Sukamaju',
      start_url: '/',
      scope: '/',
      display: 'standalone',
    });
    expect(manifest.icons).toHaveLength(4);
    for (const icon of manifest.icons as { src: string; sizes: string; purpose: string }[]) {
      const drawn = await app.inject({ method: 'GET', url: icon.src });
      expect(drawn.headers['content-type']).toBe('image/png');
      const meta = await sharp(drawn.rawPayload).metadata();
      expect(`${meta.width}x${meta.height}`).toBe(icon.sizes);
    }
    expect((await app.inject({ method: 'GET', url: '/icons/64.png' })).statusCode).toBe(404);
  });
});
