import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { TINY_PNG } from '../support/multipart.ts';

// Withdrawn means withdrawn (issue 30, P7; decision 0027): the service worker kept place images for a
// month, first from its cache, so a deleted place's photo stayed on phones. Now a kept image goes when the
// public answer no longer names it or the server answers 404, and an image shown to staff alone is never
// kept.

test.use({ serviceWorkers: 'allow' });

const ADMIN = { username: 'admin', password: 'admin-e2e-password' };
const IMAGES = 'petadesa-images';

/** What the worker's image cache holds, as paths. */
const keptImages = (page: Page) =>
  page.evaluate(async (name) => {
    const cache = await caches.open(name);
    return (await cache.keys()).map((request) => new URL(request.url).pathname);
  }, IMAGES);

/** Asks for an image from the page, as an <img> would (through the worker, with the page's cookies). */
const fetchFromPage = (page: Page, path: string) =>
  page.evaluate(async (url) => (await fetch(url)).status, path);

async function adminToken(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/login', { data: ADMIN });
  return ((await login.json()) as { data: { token: string } }).data.token;
}

async function placeWithImage(request: APIRequestContext, token: string, name: string, status = 'active') {
  const created = await request.post('/api/admin/maps', {
    headers: { authorization: `Bearer ${token}` },
    multipart: {
      name,
      latitude: '-7.5',
      longitude: '110.4',
      status,
      image: { name: 'foto.png', mimeType: 'image/png', buffer: Buffer.from(TINY_PNG) },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const place = ((await created.json()) as { data: { id: number; image: string } }).data;
  return { ...place, path: `/uploads/maps/${place.image}` };
}

test("a deleted place's image leaves the phone; a 404 drops a kept copy; staff-only images are never kept", async ({
  page,
  request,
  context,
}) => {
  const token = await adminToken(request);
  const headers = { authorization: `Bearer ${token}` };
  const kept = await placeWithImage(request, token, 'Balai Tetap');
  const leaving = await placeWithImage(request, token, 'Balai Pergi');
  try {
    await page.goto('/');
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 30_000 })
      .toBe(true);
    // A visit that showed both photos (popups), kept for offline use.
    expect(await fetchFromPage(page, kept.path)).toBe(200);
    expect(await fetchFromPage(page, leaving.path)).toBe(200);
    await expect.poll(() => keptImages(page)).toEqual(expect.arrayContaining([kept.path, leaving.path]));

    // The place is deleted; at the next visit the public answer no longer names its photo.
    expect((await request.delete(`/api/admin/maps/${leaving.id}`, { headers })).status()).toBe(200);
    await page.reload();
    await expect.poll(() => keptImages(page), { timeout: 20_000 }).not.toContain(leaving.path);
    expect(await keptImages(page)).toContain(kept.path);
    expect(await fetchFromPage(page, leaving.path)).toBe(404);
    expect(await keptImages(page)).not.toContain(leaving.path);

    // A copy kept while the answer still named it goes at the server's first 404.
    await page.evaluate(
      async ({ name, url }) =>
        (await caches.open(name)).put(
          url,
          new Response(new Uint8Array([1]), { headers: { 'content-type': 'image/png' } }),
        ),
      { name: IMAGES, url: leaving.path },
    );
    expect(await fetchFromPage(page, leaving.path)).toBe(200); // the kept copy, once
    await expect.poll(() => keptImages(page)).not.toContain(leaving.path);
    expect(await fetchFromPage(page, leaving.path)).toBe(404);

    // Staff signed in on this phone see an inactive place's photo; the worker does not keep it.
    const hidden = await placeWithImage(request, token, 'Balai Tersembunyi', 'inactive');
    expect(await fetchFromPage(page, hidden.path)).toBe(404);
    await context.addCookies([{ name: 'token', value: token, url: new URL(page.url()).origin }]);
    expect(await fetchFromPage(page, hidden.path)).toBe(200);
    expect(await keptImages(page)).not.toContain(hidden.path);
    await context.clearCookies();
    expect(await fetchFromPage(page, hidden.path)).toBe(404);
    await request.delete(`/api/admin/maps/${hidden.id}`, { headers });
  } finally {
    await request.delete(`/api/admin/maps/${kept.id}`, { headers });
    await request.delete(`/api/admin/maps/${leaving.id}`, { headers });
  }
});
