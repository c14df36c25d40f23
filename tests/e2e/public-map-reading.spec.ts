import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import type { PublicCategory } from '../../src/shared/schemas/public.ts';
import { expectAccessible } from './admin-helpers.ts';
import { deckPixel, screenPoint } from './map-helpers.ts';

// "A map you can read" and "Print" (issue 31): names at close zoom, the legend, the scale, my location,
// and the A4 print view.

async function demoPlaces(request: APIRequestContext) {
  const categories = (
    (await (await request.get('/api/public/categories')).json()) as { data: PublicCategory[] }
  ).data;
  const maps = categories.flatMap((category) => category.maps);
  const point = maps.find((map) => map.slug && (map.geometry as { type?: string } | null)?.type === 'Point');
  if (!point) throw new Error('the demo village has no point with a link');
  return { categories, total: maps.length, point };
}

const drawn = (page: Page) => page.evaluate(() => window.__petadesaMap?.featuresDrawn ?? -1);
const labels = (page: Page) => page.evaluate(() => window.__petadesaMap?.labels ?? []);

async function waitForMap(page: Page) {
  await expect.poll(() => drawn(page), { timeout: 30_000 }).toBeGreaterThan(0);
}

/** Every visible control (button, link, checkbox, radio) inside `scope` is at least 44 x 44 px. */
async function expectTouchSized(page: Page, scope: string) {
  const small = await page.locator(scope).evaluate((root) =>
    [...root.querySelectorAll<HTMLElement>('button, a[href], input, [role="button"]')]
      .filter((element) => element.offsetParent !== null)
      .map((element) => {
        const target =
          element instanceof HTMLInputElement && element.closest('label')
            ? element.closest('label')!
            : element;
        const box = target.getBoundingClientRect();
        return {
          text: element.textContent || element.getAttribute('aria-label'),
          w: box.width,
          h: box.height,
        };
      })
      .filter(({ w, h }) => w < 44 || h < 44),
  );
  expect(small).toEqual([]);
}

test('names appear beside places at close zoom and not when zoomed out', async ({ page, request }) => {
  const { point } = await demoPlaces(request);
  await page.goto('/');
  await waitForMap(page);
  // The whole village: too far for names.
  await page.waitForTimeout(800);
  expect(await labels(page)).toEqual([]);

  await page.goto(`/?place=${encodeURIComponent(point.slug)}`);
  await waitForMap(page);
  await expect.poll(() => labels(page), { timeout: 20_000 }).toContain(point.name);
  const names = await labels(page);
  expect(new Set(names).size).toBe(names.length);
  // The name is drawn to the right of the marker: dark text pixels there, on deck.gl's canvas.
  const [x, y] = await screenPoint(page, (point.geometry as { coordinates: number[] }).coordinates);
  let dark = 0;
  for (let dx = 18; dx < 60; dx += 2) {
    const [r, g, b] = await deckPixel(page, [x + dx, y]);
    if (r! + g! + b! < 200) dark++;
  }
  expect(dark, 'text pixels beside the marker').toBeGreaterThan(2);
  await page.screenshot({ path: test.info().outputPath('labels-desktop.png') });
});

test('the legend, the scale bar and the locate button are on the desktop map', async ({ page, request }) => {
  const { categories } = await demoPlaces(request);
  await page.goto('/');
  await waitForMap(page);
  const legend = page.getByTestId('map-legend');
  await expect(legend).toBeVisible();
  const toggle = legend.getByRole('button', { name: /Legenda/ });
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  for (const category of categories.filter((c) => c.maps.length > 0))
    await expect(legend.getByText(category.name, { exact: true })).toBeVisible();
  await expect(page.getByTestId('scale-bar')).toBeVisible();
  await expect(page.getByTestId('scale-bar')).toHaveText(/\d+ (m|km)/);
  await expect(page.getByRole('button', { name: 'Lokasi saya' })).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: test.info().outputPath('map-reading-desktop.png') });
});

test.describe('on a 360 px touch phone', () => {
  test.use({ viewport: { width: 360, height: 760 }, hasTouch: true, isMobile: true });

  test('the legend starts folded behind a labelled 44 px toggle and opens', async ({ page }) => {
    await page.goto('/');
    await waitForMap(page);
    const legend = page.getByTestId('map-legend');
    const toggle = legend.getByRole('button', { name: /Legenda/ });
    await expect(toggle).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(legend.locator('.map-legend__list')).toBeHidden();
    await page.screenshot({ path: test.info().outputPath('phone-legend-folded.png') });
    await expectTouchSized(page, '.map-view__controls');
    await expectTouchSized(page, '.map-legend');

    await toggle.tap();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(legend.locator('.map-legend__list')).toBeVisible();
    const box = (await legend.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(360);
    expect(box.y + box.height).toBeLessThanOrEqual(760);
    await expectTouchSized(page, '.map-legend');
    await expect(page.getByTestId('scale-bar')).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: test.info().outputPath('phone-legend-open.png') });
  });
});

test.describe('/print on a 360 px touch phone', () => {
  test.use({ viewport: { width: 360, height: 760 }, hasTouch: true, isMobile: true });

  test('its controls fit and are 44 px; the sheet starts on screen and scrolls', async ({ page }) => {
    await page.goto('/print');
    await waitForMap(page);
    await expectTouchSized(page, '.print__controls');
    const controls = (await page.getByTestId('print-controls').boundingBox())!;
    expect(controls.x).toBeGreaterThanOrEqual(0);
    expect(controls.x + controls.width).toBeLessThanOrEqual(360);
    const sheet = (await page.getByTestId('print-sheet').boundingBox())!;
    expect(sheet.x).toBeGreaterThanOrEqual(0);
    await page.screenshot({ path: test.info().outputPath('print-phone.png') });
  });
});

test.describe('my location', () => {
  test('granted: the map goes there and shows the marker with its accuracy', async ({ page, context }) => {
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: -7.5, longitude: 112.5, accuracy: 30 });
    await page.goto('/');
    await waitForMap(page);
    await page.getByRole('button', { name: 'Lokasi saya' }).click();
    const marker = page.getByTestId('my-location');
    await expect(marker).toBeVisible();
    await expect(marker).toHaveAttribute('aria-label', 'Lokasi Anda (akurasi ± 30 m)');
    // The view is centred on the fix.
    const [x, y] = await screenPoint(page, [112.5, -7.5]);
    const map = (await page.locator('.map-view').boundingBox())!;
    expect(Math.abs(x - (map.x + map.width / 2))).toBeLessThan(3);
    expect(Math.abs(y - (map.y + map.height / 2))).toBeLessThan(3);
    await page.screenshot({ path: test.info().outputPath('my-location.png') });
  });

  test('refused: a message says so and how to allow it', async ({ page, context }) => {
    await context.clearPermissions();
    await page.goto('/');
    await waitForMap(page);
    await page.getByRole('button', { name: 'Lokasi saya' }).click();
    await expect(page.getByTestId('locate-message')).toHaveText(/Izin lokasi ditolak/);
    await expect(page.getByTestId('my-location')).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath('my-location-refused.png') });
  });
});

test.describe('/print', () => {
  for (const orientation of ['landscape', 'portrait'] as const) {
    test(`lays out title, map, legend, north arrow, date and QR on A4 ${orientation}`, async ({
      page,
      request,
    }) => {
      const { categories } = await demoPlaces(request);
      await page.goto('/print');
      await waitForMap(page);
      if (orientation === 'portrait') {
        await page.getByRole('radio', { name: 'Potret' }).check();
        await waitForMap(page);
      }
      await expect(page.getByRole('button', { name: 'Cetak' })).toBeVisible();
      await expectTouchSized(page, '.print__controls');
      await expectAccessible(page);

      await page.emulateMedia({ media: 'print' });
      const sheet = page.getByTestId('print-sheet');
      await expect(page.getByTestId('print-controls')).toBeHidden();
      await expect(page.locator('.site-header')).toBeHidden();
      const title = sheet.getByRole('heading', { level: 1 });
      await expect(title).not.toBeEmpty();
      await expect(sheet.getByText(/^Dicetak \d{2} \S+ \d{4}$/)).toBeVisible();
      await expect(sheet.getByRole('img', { name: 'Arah utara' })).toBeVisible();
      await expect(sheet.getByTestId('scale-bar')).toBeVisible();
      const legend = sheet.getByTestId('map-legend');
      await expect(legend).toBeVisible();
      await expect(legend.getByText(categories.find((c) => c.maps.length > 0)!.name)).toBeVisible();
      const qr = sheet.getByTestId('qr-code');
      await expect(qr).toBeVisible();
      await expect(qr).toHaveAttribute('aria-label', /Kode QR untuk http:\/\/127\.0\.0\.1:\d+\//);

      // A4 at 96 px per inch, 10 mm margins: 277 x 190 mm or 190 x 277 mm.
      const box = (await sheet.boundingBox())!;
      const mm = (px: number) => (px * 25.4) / 96;
      const [width, height] = orientation === 'landscape' ? [277, 190] : [190, 277];
      expect(Math.round(mm(box.width))).toBe(width);
      expect(Math.round(mm(box.height))).toBe(height);
      // Every part inside the sheet, none over another's box.
      for (const part of [title, legend, qr, page.locator('.print__map')]) {
        const inner = (await part.boundingBox())!;
        expect(inner.x).toBeGreaterThanOrEqual(box.x - 0.5);
        expect(inner.y).toBeGreaterThanOrEqual(box.y - 0.5);
        expect(inner.x + inner.width).toBeLessThanOrEqual(box.x + box.width + 0.5);
        expect(inner.y + inner.height).toBeLessThanOrEqual(box.y + box.height + 0.5);
      }
      // The places are on the canvas, which keeps its picture for the print.
      const map = (await page.locator('.print__map').boundingBox())!;
      const colours = new Set<string>();
      for (let i = 1; i < 12; i++)
        for (let j = 1; j < 12; j++) {
          const pixel = await deckPixel(page, [map.x + (map.width * i) / 12, map.y + (map.height * j) / 12]);
          if (pixel[3]! > 0) colours.add(pixel.slice(0, 3).join(','));
        }
      expect(colours.size, 'places drawn on the printed canvas').toBeGreaterThan(0);
      await page.screenshot({ path: test.info().outputPath(`print-${orientation}.png`), fullPage: true });
    });
  }

  test('of one place links its QR code to the place', async ({ page, request }) => {
    const { point } = await demoPlaces(request);
    await page.goto(`/print?place=${encodeURIComponent(point.slug)}`);
    await waitForMap(page);
    await expect(page.getByTestId('qr-code')).toHaveAttribute(
      'aria-label',
      new RegExp(`place=${encodeURIComponent(point.slug)}$`),
    );
  });
});

test('the legend, my location and the print view speak each of the three modes', async ({ page }) => {
  const modes = [
    {
      value: 'en',
      legend: 'Legend',
      locate: 'My location',
      print: 'Print map',
      landscape: 'Landscape',
      button: 'Print',
    },
    {
      value: 'id',
      legend: 'Legenda',
      locate: 'Lokasi saya',
      print: 'Cetak peta',
      landscape: 'Lanskap',
      button: 'Cetak',
    },
    {
      value: 'standar',
      legend: 'Legenda',
      locate: 'Lokasi saya',
      print: 'Cetak peta',
      landscape: 'Lanskap',
      button: 'Cetak',
    },
  ];
  for (const mode of modes) {
    await page.goto('/');
    await waitForMap(page);
    await page.getByRole('combobox', { name: /^(Bahasa|Language)$/ }).selectOption(mode.value);
    const legend = page.getByTestId('map-legend');
    await expect(legend.getByRole('button', { name: new RegExp(`^${mode.legend}`) })).toBeVisible();
    await expect(page.getByRole('button', { name: mode.locate })).toBeVisible();
    await legend.getByRole('link', { name: mode.print }).click();
    await expect(page).toHaveURL(/\/print$/);
    await expect(page.getByRole('radio', { name: mode.landscape })).toBeChecked();
    await expect(page.getByRole('button', { name: mode.button, exact: true })).toBeVisible();
    await waitForMap(page);
    await page.screenshot({ path: test.info().outputPath(`print-screen-${mode.value}.png`) });
  }
});

test('a second basemap is offered when configured, and switches the attribution', async ({ page }) => {
  await page.goto('/');
  await waitForMap(page);
  // The e2e server has no TILE_URL_SATELLITE: no choice.
  await expect(page.getByTestId('basemap-choice')).toHaveCount(0);

  await page.route('**/api/public/settings', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: Record<string, unknown> };
    body.data.tile_url_satellite = 'https://sat.example/{z}/{y}/{x}.jpg';
    body.data.tile_attribution_satellite = '© Citra Contoh';
    await route.fulfill({ response, json: body });
  });
  await page.reload();
  await waitForMap(page);
  const choice = page.getByTestId('basemap-choice');
  const satellite = choice.getByRole('button', { name: 'Satelit' });
  await expect(choice.getByRole('button', { name: 'Peta' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('.map-view__attribution')).toHaveText('© OpenStreetMap contributors');
  await satellite.click();
  await expect(satellite).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('.map-view__attribution')).toHaveText('© Citra Contoh');
  await expectTouchSized(page, '.map-view__controls');
  await page.screenshot({ path: test.info().outputPath('basemap-choice.png') });
});
