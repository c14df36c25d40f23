import { type APIRequestContext, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { apiCall, apiLogin, unique } from './admin-helpers.ts';

// Fresh as soon as it can be (issue 31, decision 0032): with the service worker on, a repeat visit shows
// the cached map at once and then the server's current data in place, without a reload; a `?place=` link
// the cache does not know waits for that data; a link to a place that is gone, or an open popup whose
// place was removed meanwhile, says so quietly.

test.use({ serviceWorkers: 'allow' });

const drawn = (page: Page) => page.evaluate(() => window.__petadesaMap?.featuresDrawn ?? -1);

interface PublicAnswer {
  data: { id: number | null; maps: { id: number; slug: string; geometry: { coordinates: unknown } }[] }[];
}

async function publicPlaces(request: APIRequestContext) {
  const answer = (await (await request.get('/api/public/categories')).json()) as PublicAnswer;
  return answer.data.flatMap((category) => category.maps);
}

/** A first visit: the map drawn, the worker in control with the page and both answers kept. */
async function visitOnce(page: Page, request: APIRequestContext): Promise<number> {
  const total = (await publicPlaces(request)).length;
  await page.goto('/');
  await expect.poll(() => drawn(page), { timeout: 30_000 }).toBe(total);
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 20_000 })
    .toBe(true);
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const copy = await (await caches.open('petadesa-data')).match('/api/public/categories');
        return copy !== undefined;
      }),
    )
    .toBe(true);
  return total;
}

/** A new active place beside the first demo place (so it is in the first view), as staff would add it. */
async function addPlace(request: APIRequestContext, token: string, name: string) {
  const answer = (await (await request.get('/api/public/categories')).json()) as PublicAnswer;
  const category = answer.data.find((c) => c.id !== null && c.maps.length > 0)!;
  const near = category.maps.find((map) => (map.geometry as { type?: string }).type === 'Point');
  const [lng, lat] = (near?.geometry.coordinates as number[] | undefined) ?? [112.25, -7.56];
  return apiCall<{ id: number; slug: string; name: string }>(request, token, 'POST', '/api/admin/maps', {
    name,
    category_id: category.id,
    geometry: { type: 'Point', coordinates: [lng! + 0.0004, lat! + 0.0003] },
  });
}

/**
 * Holds the service worker's revalidations (its own network requests) of the places answer until the
 * test lets them go, so what the page does with its cached copy is seen first whatever the machine's load
 * (a fixed delay was not enough in CI: the popup opens once the map is ready, and a loaded machine took
 * longer than the delay to get there, so the current data, without the place, came first).
 */
async function holdRevalidation(context: BrowserContext): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await context.route('**/api/public/categories', async (route) => {
    await released;
    await route.continue().catch(() => {});
  });
  return release;
}

/**
 * Records, from the page's first script on, what the worker tells the page of each revalidation (decision
 * 0032), so a test can wait for the worker to be done with the places answer instead of guessing by time.
 */
async function recordWorkerNews(page: Page) {
  await page.addInitScript(() => {
    const news: string[] = [];
    (window as unknown as { __workerNews: string[] }).__workerNews = news;
    navigator.serviceWorker?.addEventListener('message', (event: MessageEvent) => {
      const data = event.data as { type?: string; path?: string; state?: string } | null;
      if (data?.type === 'petadesa-public-data' && data.path === '/api/public/categories')
        news.push(data.state!);
    });
  });
}

/**
 * Resolves once the worker's last word on the places answer is `same`: the page has read its new copy
 * again, that read's own revalidation found nothing newer, and nothing more is asked for. (Waiting for
 * the network to fall quiet for a while was not enough under load: a revalidation slower than the quiet
 * spell could still be under way, answer after the test's delete, and replace the copy it needs.)
 */
async function workerSettled(page: Page) {
  await expect
    .poll(
      () => page.evaluate(() => (window as unknown as { __workerNews?: string[] }).__workerNews?.at(-1)),
      {
        timeout: 30_000,
      },
    )
    .toBe('same');
}

test('a repeat visit asks the network for the places answer once, not again when the page is idle', async ({
  page,
  context,
  request,
}) => {
  await visitOnce(page, request);
  const asked: string[] = [];
  context.on('request', (sent) => {
    if (sent.serviceWorker() && new URL(sent.url()).pathname === '/api/public/categories')
      asked.push(sent.url());
  });
  await recordWorkerNews(page);
  await page.goto('/');
  await workerSettled(page);
  // The page starts its worker once idle (at most 3 s after load); a second ask would begin soon after.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestIdleCallback(() => setTimeout(resolve, 1_500), { timeout: 3_000 }),
      ),
  );
  expect(asked).toHaveLength(1);
});

const popupHeading = (page: Page) => page.getByTestId('feature-popup').getByRole('heading');

for (const profile of [
  { name: 'phone', viewport: { width: 360, height: 760 }, hasTouch: true, isMobile: true },
  { name: 'desktop', viewport: { width: 1280, height: 800 }, hasTouch: false, isMobile: false },
]) {
  test.describe(profile.name, () => {
    test.use({ viewport: profile.viewport, hasTouch: profile.hasTouch, isMobile: profile.isMobile });

    test('a place added after the first visit is on screen within 2 s of the next visit; its link opens it', async ({
      page,
      request,
    }) => {
      const { token } = await apiLogin(request);
      const total = await visitOnce(page, request);
      const added = await addPlace(request, token, unique('E2E Posyandu Baru '));
      let linked: { id: number; slug: string; name: string } | undefined;
      try {
        // The next visit: the cached map first, then the current data in place (no reload).
        const start = Date.now();
        const response = await page.goto('/');
        expect(response?.fromServiceWorker()).toBe(true);
        await expect
          .poll(() => drawn(page), { timeout: 10_000, intervals: [25] })
          .toBeGreaterThanOrEqual(total);
        const mapMs = Date.now() - start;
        await expect.poll(() => drawn(page), { timeout: 10_000, intervals: [25] }).toBe(total + 1);
        const onScreenMs = Date.now() - start;
        test.info().annotations.push({
          type: 'measured',
          description: `map drawn ${mapMs} ms after the navigation began, the new place ${onScreenMs} ms`,
        });
        // The 2 s are the data's part: on this shared 2-core machine the software WebGL alone may take
        // longer than that to draw the cached map at 1280 x 800 (both figures are in the annotations).
        expect(onScreenMs - mapMs).toBeLessThan(2_000);
        await page.screenshot({ path: test.info().outputPath(`fresh-${profile.name}.png`) });

        // A link to a place the worker's copy does not know: it waits for the current data, then opens it.
        linked = await addPlace(request, token, unique('E2E Warung Baru '));
        await apiCall(request, token, 'DELETE', `/api/admin/maps/${added.id}`);
        await page.goto(`/?place=${encodeURIComponent(linked.slug)}`);
        await expect(popupHeading(page)).toHaveText(linked.name, { timeout: 30_000 });
        await expect(page.getByTestId('map-note')).toHaveCount(0);
        // And the place deleted meanwhile went from the map, in place.
        await expect.poll(() => drawn(page)).toBe(total + 1);
        await page.screenshot({ path: test.info().outputPath(`fresh-link-${profile.name}.png`) });
      } finally {
        const headers = { authorization: `Bearer ${token}` };
        // Whatever the test left (a deleted one answers 404).
        for (const place of [added, linked])
          if (place) await request.delete(`/api/admin/maps/${place.id}`, { headers });
      }
    });

    test('a link to a place that is gone or never was says so quietly and opens the plain map', async ({
      page,
      request,
    }) => {
      const { token } = await apiLogin(request);
      const total = await visitOnce(page, request);

      await page.goto('/?place=tidak-ada-tempat-ini');
      const note = page.getByTestId('map-note');
      await expect(note).toHaveText(
        'Tempat yang ditautkan tidak ada (mungkin sudah dihapus). Peta ditampilkan seluruhnya.',
      );
      await expect.poll(() => drawn(page), { timeout: 30_000 }).toBe(total);
      await expect(page.getByTestId('feature-popup')).toHaveCount(0);
      await page.screenshot({ path: test.info().outputPath(`missing-link-${profile.name}.png`) });
      const close = note.getByRole('button', { name: 'Tutup pemberitahuan' });
      const box = (await close.boundingBox())!;
      expect(box.width).toBeGreaterThanOrEqual(44);
      expect(box.height).toBeGreaterThanOrEqual(44);
      await close.click();
      await expect(note).toHaveCount(0);

      // A place the cache still knows, deleted on the server since: its popup opens from the cache, then
      // says it was removed once the current data arrives (held back here until the first step is seen).
      const gone = await addPlace(request, token, unique('E2E Pos Lama '));
      await recordWorkerNews(page);
      await page.goto('/');
      await expect.poll(() => drawn(page), { timeout: 30_000 }).toBe(total + 1);
      // Deleted once the worker has stopped asking (its copy must still hold the place).
      await workerSettled(page);
      await apiCall(request, token, 'DELETE', `/api/admin/maps/${gone.id}`);
      const release = await holdRevalidation(page.context());
      try {
        await page.goto(`/?place=${encodeURIComponent(gone.slug)}`);
        await expect(popupHeading(page)).toHaveText(gone.name, { timeout: 30_000 });
      } finally {
        release();
      }
      await expect(note).toHaveText(`"${gone.name}" sudah dihapus dari peta.`, { timeout: 15_000 });
      await expect(page.getByTestId('feature-popup')).toHaveCount(0);
      await expect.poll(() => drawn(page)).toBe(total);
      await page.screenshot({ path: test.info().outputPath(`removed-popup-${profile.name}.png`) });
    });
  });
}
