import { expect, type Page, test } from '@playwright/test';

// Installable and offline (issue 22): after one visit the public map, its features and popups work with
// no network; admin pages and API writes are never kept by the service worker; the page itself is
// always fetched from the network first, so a new build or new texts are at most one reload away.

test.use({ serviceWorkers: 'allow' });

const ADMIN = { username: 'admin', password: 'admin-e2e-password' };
const drawn = (page: Page) => page.evaluate(() => window.__petadesaMap?.featuresDrawn ?? -1);

/** What the service worker's caches hold, as paths. */
const cached = (page: Page) =>
  page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) paths.push(new URL(request.url).pathname);
    }
    return paths;
  });

async function visitOnce(page: Page): Promise<number> {
  const total = (
    (await (await page.request.get('/api/public/categories')).json()) as { data: { maps: unknown[] }[] }
  ).data.reduce((sum, category) => sum + category.maps.length, 0);
  await page.goto('/');
  await expect.poll(() => drawn(page), { timeout: 30_000 }).toBe(total);
  // The worker starts once the page is idle, and keeps what the page loaded before it was there.
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 20_000 })
    .toBe(true);
  await expect
    .poll(async () => {
      const paths = await cached(page);
      return ['/', '/api/public/settings', '/api/public/categories'].every((path) => paths.includes(path));
    })
    .toBe(true);
  return total;
}

test('after one visit, the map reloads offline with every feature, a popup and a quiet note', async ({
  page,
  context,
}) => {
  const total = await visitOnce(page);
  await expect(page.getByTestId('offline-note')).toHaveCount(0);

  await context.setOffline(true);
  // The worker is offline too: what it has no copy of fails (the map below comes from its copies).
  const probe = await page.evaluate(() =>
    fetch('/api/public/settings?probe=1').then(
      () => 'answered',
      () => 'failed',
    ),
  );
  expect(probe).toBe('failed');
  await page.reload();
  await expect.poll(() => drawn(page), { timeout: 30_000 }).toBe(total);
  await expect(page.getByTestId('offline-note')).toHaveText(/^Offline: data from \d{2} \S+ \d{4}$/);

  // A link to one place opens offline too, with its popup.
  const categories = (await page.evaluate(async () => {
    const copy = await (await caches.open('petadesa-data')).match('/api/public/categories');
    return ((await copy!.json()) as { data: { maps: { name: string; slug: string }[] }[] }).data;
  })) as { maps: { name: string; slug: string }[] }[];
  const place = categories.flatMap((category) => category.maps)[0]!;
  await page.goto(`/?place=${encodeURIComponent(place.slug)}`);
  await expect(page.getByTestId('feature-popup').getByRole('heading')).toHaveText(place.name, {
    timeout: 30_000,
  });

  await context.setOffline(false);
  await expect(page.getByTestId('offline-note')).toHaveCount(0);
});

test('keeps no admin page, no private answer and no write; the page comes from the network first', async ({
  page,
  request,
}) => {
  await visitOnce(page);
  // Sign in and use the back office in this same browser, then look at what the worker kept.
  await page.goto('/login');
  await page.getByLabel('Username').fill(ADMIN.username);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Masuk' }).click();
  await page.waitForURL('**/admin/dashboard');
  await page.goto('/admin/categories');
  await expect(page.getByRole('heading', { name: 'Categories' })).toBeVisible();
  const paths = await cached(page);
  expect(
    paths.filter((path) => path.startsWith('/admin') || path.startsWith('/trpc') || path === '/login'),
  ).toEqual([]);
  expect(paths.filter((path) => path.startsWith('/api/') && !path.startsWith('/api/public/'))).toEqual([]);

  // A change on the server shows in the page's own HTML at the first reload: the worker asks the network
  // first (a new build's HTML, with its new files, arrives the same way).
  const login = await request.post('/api/login', { data: ADMIN });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const headers = { authorization: `Bearer ${token}` };
  const settings = (
    (await (await request.get('/api/admin/settings', { headers })).json()) as {
      data: Record<string, unknown>;
    }
  ).data;
  const renamed = { ...settings, title: 'Desa Baru Sekali' };
  delete (renamed as { updated_at?: unknown }).updated_at;
  // Blind writes, as the spec's contract allows: no version to be refused over (decision 0021).
  delete (renamed as { version?: unknown }).version;
  expect((await request.put('/api/admin/settings', { headers, data: renamed })).status()).toBe(200);
  try {
    const response = await page.goto('/');
    expect(response?.fromServiceWorker()).toBe(true);
    expect(await response?.text()).toContain(
      '<title>Desa Baru Sekali - Sistem Informasi Geografis Desa Baru Sekali</title>',
    );
  } finally {
    expect(
      (
        await request.put('/api/admin/settings', { headers, data: { ...renamed, title: settings.title } })
      ).status(),
    ).toBe(200);
  }
});
