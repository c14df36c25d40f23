import { expect, type Page, type Route, test } from '@playwright/test';
import { directionsTarget, directionsUrl } from '../../src/client/features/home/directions.ts';
import { asGeometry } from '../../src/shared/geo/as-geometry.ts';
import type { PublicCategory, PublicMap } from '../../src/shared/schemas/public.ts';

// Tap as soon as you see (issue 34, decision 0050): the server's first picture can be tapped before the
// map's code has arrived, and the popup opened there stays open when the live map takes over.

const PHONE = { width: 360, height: 740 };

/** A script chunk that carries the live map's engine (deck.gl, luma.gl): held back until released. */
const MAP_ENGINE = /deck\.gl|luma\.gl/;

/** Holds back every script chunk that carries the live map's engine, until `release`. */
async function holdMapEngine(page: Page): Promise<{ release: () => void; held: () => number }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let held = 0;
  await page.route('**/assets/*.js', async (route: Route) => {
    const response = await route.fetch();
    const body = await response.body();
    if (MAP_ENGINE.test(body.toString('utf8'))) {
      held++;
      await released;
    }
    const headers = { ...response.headers() };
    delete headers['content-encoding'];
    delete headers['content-length'];
    await route.fulfill({ status: response.status(), headers, body });
  });
  return { release, held: () => held };
}

test("on a phone, a place in the first picture opens its popup before the map's code is there, and keeps it open", async ({
  browser,
  request,
}, testInfo) => {
  const categories = (
    (await (await request.get('/api/public/categories')).json()) as { data: PublicCategory[] }
  ).data;
  const maps = categories.flatMap((category) => category.maps);
  /** The place of this name, when only one has it. */
  const named = (name: string): PublicMap | undefined => {
    const found = maps.filter((map) => map.name === name);
    return found.length === 1 ? found[0] : undefined;
  };

  const context = await browser.newContext({
    viewport: PHONE,
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
  });
  const page = await context.newPage();
  const { release, held } = await holdMapEngine(page);

  // Not even DOMContentLoaded: it waits for the module scripts, whose map chunks are held.
  await page.goto('/', { waitUntil: 'commit' });
  const places = page.locator('#first-picture-layer .first-picture-layer__place');
  await expect(places).toHaveCount(maps.filter((map) => map.geometry).length);
  await expect.poll(held).toBeGreaterThan(0);

  // A point place well inside the map, below the search, with a name of its own.
  const spots = await places.evaluateAll((buttons) =>
    buttons.map((button) => {
      const box = button.getBoundingClientRect();
      return {
        name: button.getAttribute('aria-label')!,
        x: box.left + box.width / 2,
        y: box.top + box.height / 2,
        width: box.width,
        height: box.height,
      };
    }),
  );
  const inside = spots.filter((spot) => {
    const map = named(spot.name);
    return (
      map &&
      (map.geometry as { type?: string }).type === 'Point' &&
      spot.x > 40 &&
      spot.x < PHONE.width - 40 &&
      spot.y > 200 &&
      spot.y < PHONE.height - 120 &&
      // Its own spot: where targets overlap, the tap opens the place nearest to it.
      spots.every((other) => other === spot || Math.hypot(other.x - spot.x, other.y - spot.y) > 6)
    );
  });
  expect(inside.length).toBeGreaterThanOrEqual(2);
  const [tapped, keyed] = inside as [(typeof spots)[number], (typeof spots)[number]];
  for (const spot of spots) expect(Math.min(spot.width, spot.height)).toBeGreaterThanOrEqual(44);

  // A tap on the place, where the picture draws it.
  await page.touchscreen.tap(tapped.x, tapped.y);
  const popup = page.getByTestId('first-picture-popup');
  await expect(popup.getByRole('heading', { name: tapped.name, exact: true })).toBeVisible();
  await expect(page.getByRole('dialog', { name: tapped.name })).toBeVisible();
  // Still no live map: its engine has not arrived.
  expect(await page.evaluate(() => window.__petadesaMap?.featuresDrawn ?? 0)).toBe(0);
  // The live map's links and 44 px controls.
  const map = named(tapped.name)!;
  const directions = popup.getByRole('link');
  await expect(directions).toHaveAttribute(
    'href',
    directionsUrl(directionsTarget(asGeometry(map.geometry), map.address, map.name))!,
  );
  const category = categories.find((c) => c.maps.includes(map))!;
  await expect(popup.locator('.pm-popup__badge')).toHaveText(category.name);
  if (map.address) await expect(popup.locator('.pm-popup__address')).toContainText(map.address);
  for (const control of await popup.locator('button, a').all()) {
    const box = (await control.boundingBox())!;
    expect(box.height, await control.innerText()).toBeGreaterThanOrEqual(44);
  }
  const box = (await popup.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height);
  await page.screenshot({ path: testInfo.outputPath('first-tap-phone.png') });

  // The keyboard: each place is a button named by the place; Enter opens it with the focus in the popup.
  await page.keyboard.press('Escape');
  await expect(popup).toHaveCount(0);
  const place = page.getByRole('button', { name: keyed.name, exact: true });
  await expect(place).toHaveCount(1);
  await place.focus();
  await page.keyboard.press('Enter');
  await expect(popup.getByRole('heading', { name: keyed.name, exact: true })).toBeVisible();
  await expect(popup).toBeFocused();
  await page.screenshot({ path: testInfo.outputPath('first-tap-keyboard.png') });

  // The map's code arrives: the live map draws, and the same place's popup is open there, in focus.
  release();
  await expect
    .poll(() => page.evaluate(() => window.__petadesaMap?.featuresDrawn ?? 0), { timeout: 60_000 })
    .toBeGreaterThan(0);
  await expect(page.locator('#first-picture-layer, #first-picture-places')).toHaveCount(0);
  const live = page.getByTestId('feature-popup');
  await expect(live.getByRole('heading', { name: keyed.name, exact: true })).toBeVisible();
  await expect(live).toBeFocused();
  // The live map did not move: the place is where the picture showed it.
  const keyedMap = named(keyed.name)!;
  const [lng, lat] = (keyedMap.geometry as { coordinates: [number, number] }).coordinates;
  const at = (await page.evaluate(([x, y]) => window.__petadesaMap!.project(x!, y!), [lng, lat]))!;
  expect(Math.abs(at[0] - keyed.x)).toBeLessThanOrEqual(2);
  expect(Math.abs(at[1] - keyed.y)).toBeLessThanOrEqual(2);
  await page.screenshot({ path: testInfo.outputPath('first-tap-live.png') });
  await context.close();
});

test("the first picture's popup speaks the language this browser chose", async ({ browser }) => {
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  await context.addInitScript(() => localStorage.setItem('petadesa.language', 'en'));
  const page = await context.newPage();
  const { release, held } = await holdMapEngine(page);
  await page.goto('/', { waitUntil: 'commit' });
  await expect.poll(held).toBeGreaterThan(0);
  const place = page.locator('#first-picture-layer .first-picture-layer__place').first();
  await place.focus();
  await page.keyboard.press('Space');
  const popup = page.getByTestId('first-picture-popup');
  await expect(popup.getByRole('link', { name: 'Directions' })).toBeVisible();
  await expect(popup.getByRole('button', { name: 'Copy link' })).toBeVisible();
  await expect(popup.getByRole('button', { name: 'Close popup' })).toBeVisible();
  release();
  await context.close();
});
