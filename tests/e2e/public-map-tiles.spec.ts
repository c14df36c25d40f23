import { expect, type Page, test } from '@playwright/test';
import { LARGE_PORT } from '../../playwright.config.ts';
import type { PublicCategoryLight, PublicPlacesLight } from '../../src/shared/schemas/public.ts';
import { screenPoint } from './map-helpers.ts';

// Issue 34: a village of 20,000 places (its own server: scripts/e2e-large-server.ts) draws from the vector
// tiles, reads its places without shapes after the first tiles, and still counts and finds every place;
// a place drawn from a tile opens its popup, whole; after one visit the map draws offline from kept tiles.

test.use({ baseURL: `http://127.0.0.1:${LARGE_PORT}` });

const drawn = (page: Page) => page.evaluate(() => window.__petadesaMap?.featuresDrawn ?? -1);
const counter = (page: Page) => page.locator('.pm-summary__count');
const popup = (page: Page) => page.getByTestId('feature-popup');

async function lightAnswer(page: Page): Promise<PublicCategoryLight[]> {
  return ((await (await page.request.get('/api/public/places')).json()) as { data: PublicPlacesLight }).data
    .categories;
}

test("draws from the tiles, counts and finds every place, and opens a tile's place whole", async ({
  page,
}) => {
  const categories = await lightAnswer(page);
  const total = categories.reduce((sum, category) => sum + category.maps.length, 0);
  expect(total).toBe(20_000);
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  // The first tile is answered as a busy server would: the map asks for it again.
  let busy: string | null = null;
  await page.route('**/tiles/**', (route) => {
    if (busy) return route.continue();
    busy = new URL(route.request().url()).pathname;
    return route.fulfill({ status: 503, headers: { 'retry-after': '2' }, json: { message: 'busy' } });
  });

  await page.goto('/');
  await expect.poll(() => drawn(page), { timeout: 60_000 }).toBeGreaterThan(0);
  // The whole village's view came from tiles; the places were asked for after them (not beside them on a weak
  // link), and the whole answer never.
  const firstTile = asked.findIndex((path) => path.startsWith('/tiles/'));
  expect(firstTile).toBeGreaterThan(-1);
  await expect.poll(() => asked.indexOf('/api/public/places')).toBeGreaterThan(firstTile);
  await expect(counter(page)).toHaveText(`${total} fitur ditampilkan`, { timeout: 30_000 });
  expect(asked).not.toContain('/api/public/categories');
  await expect
    .poll(() => asked.filter((path) => path === busy).length, { timeout: 15_000 })
    .toBeGreaterThanOrEqual(2);
  await page.screenshot({ path: test.info().outputPath('tiles-village.png') });

  // The search sees every place: the last one of the last category.
  const last = categories.at(-1)!.maps.at(-1)!;
  const search = page.getByRole('combobox', { name: 'Cari tempat di peta' });
  await search.click();
  await search.fill(last.name);
  await page.getByRole('listbox').getByRole('option').filter({ hasText: last.name }).first().click();
  await expect(popup(page).getByRole('heading')).toHaveText(last.name);
  // Its description was read for the popup (the light answer has none).
  const whole = (await (await page.request.get(`/api/public/places/${last.id}`)).json()).data;
  if (whole.description) await expect(popup(page)).toContainText(whole.description.slice(0, 30));
  await popup(page).getByRole('button', { name: /popup/i }).click();
  await expect(popup(page)).toHaveCount(0);

  // A point drawn from a street-level tile: a click on it opens its popup.
  const point = categories
    .flatMap((category) => category.maps)
    .find(
      (place, index) =>
        index > 100 && place.point !== null && /^(Musholla|Sekolah|Posyandu)/.test(place.name),
    );
  expect(point).toBeDefined();
  await page.goto(`/?place=${encodeURIComponent(point!.slug)}`);
  await expect(popup(page).getByRole('heading')).toHaveText(point!.name, { timeout: 30_000 });
  await popup(page).getByRole('button', { name: /popup/i }).click();
  const streetTiles = () => asked.filter((path) => path.startsWith('/tiles/16/')).length;
  await expect.poll(streetTiles, { timeout: 30_000 }).toBeGreaterThan(0);
  const [x, y] = await screenPoint(page, point!.point!);
  await expect.poll(() => drawn(page), { timeout: 30_000 }).toBeGreaterThan(0);
  await page.mouse.click(x, y);
  await expect(popup(page).getByRole('heading')).toHaveText(point!.name);
  await page.screenshot({ path: test.info().outputPath('tiles-popup.png') });
});

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' });

  test('after one visit, the map draws from the kept tiles with no network', async ({ page, context }) => {
    test.setTimeout(240_000);
    // The tiles of the first view, which the reload offline draws again.
    const drawnTiles = new Set<string>();
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/tiles/')) drawnTiles.add(request.url());
    });
    await page.goto('/');
    await expect.poll(() => drawn(page), { timeout: 60_000 }).toBeGreaterThan(0);
    await expect(counter(page)).toHaveText('20000 fitur ditampilkan', { timeout: 30_000 });
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 20_000 })
      .toBe(true);
    const firstView = [...drawnTiles];
    expect(firstView.length).toBeGreaterThan(0);
    // The village's tiles to street zoom are kept after the first visit, within the stated number, and so are
    // the page that says it draws from tiles and the light answer the sidebar and search read. The visit is
    // over once they all are: the worker keeps a few hundred tiles, and going offline earlier (as a full CI
    // run did, three seconds after twenty of them) loses those still on their way.
    const kept = () =>
      page.evaluate(async (view) => {
        const tiles = await caches.open('petadesa-tiles');
        const missing = [];
        for (const url of view) if (!(await tiles.match(url))) missing.push(url);
        return {
          tiles: (await tiles.keys()).length,
          firstViewMissing: missing.length,
          page: (await (await caches.match('/'))?.text())?.includes('name="petadesa-tiles"') ?? false,
          light: (await caches.match('/api/public/places')) !== undefined,
        };
      }, firstView);
    await expect
      .poll(
        async () => {
          const now = await kept();
          return now.tiles > 20 && now.firstViewMissing === 0 && now.page && now.light;
        },
        { timeout: 90_000 },
      )
      .toBe(true);
    let before = -1;
    await expect
      .poll(
        async () => {
          const count = (await kept()).tiles;
          const settled = count === before;
          before = count;
          return settled;
        },
        { timeout: 90_000, intervals: [2_000] },
      )
      .toBe(true);
    expect((await kept()).tiles).toBeLessThanOrEqual(400);

    await context.setOffline(true);
    await page.reload();
    await expect.poll(() => drawn(page), { timeout: 60_000 }).toBeGreaterThan(0);
    await expect(counter(page)).toHaveText('20000 fitur ditampilkan', { timeout: 30_000 });
    await expect(page.getByTestId('offline-note')).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('tiles-offline.png') });
    await context.setOffline(false);
  });
});
