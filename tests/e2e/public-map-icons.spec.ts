import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import type { PublicCategory, PublicMap } from '../../src/shared/schemas/public.ts';
import type { PublicSetting } from '../../src/shared/schemas/settings.ts';
import { DEFAULT_MAP_CENTER } from '../../src/shared/settings-defaults.ts';
import { deckPixel, screenPoint } from './map-helpers.ts';

// A category that shows its icon on the map, beside one that keeps the spec's coloured circle: the icon's
// colour is at the marker's centre, the circle's colour around it; the plain category is all circle.

const MAGENTA = [255, 0, 255];
const BLUE = '#0ea5e9';
const BLUE_RGB = [14, 165, 233];

const place = (id: number, name: string, coordinates: [number, number]): PublicMap => ({
  id,
  name,
  address: '',
  description: '',
  slug: `titik-${id}`,
  image: null,
  geometry: { type: 'Point', coordinates },
});

const near = (actual: number[], expected: number[]) =>
  expected.every((channel, index) => Math.abs(actual[index]! - channel) <= 24);

test('a category set to show its icon marks its places with the icon inside its coloured circle', async ({
  page,
  request,
}) => {
  const settings = ((await (await request.get('/api/public/settings')).json()) as { data: PublicSetting })
    .data;
  const [lng, lat] = [
    settings.map_center_lng ?? DEFAULT_MAP_CENTER.lng,
    settings.map_center_lat ?? DEFAULT_MAP_CENTER.lat,
  ];
  const withIcon = place(1, 'Bergambar', [lng - 0.002, lat]);
  const plain = place(2, 'Polos', [lng + 0.002, lat]);
  const answer: { data: PublicCategory[] } = {
    data: [
      {
        id: 1,
        name: 'Ikon',
        description: '',
        color: BLUE,
        image: 'ikon.png',
        map_marker: 'icon',
        maps: [withIcon],
      },
      {
        id: 2,
        name: 'Bulat',
        description: '',
        color: BLUE,
        image: 'ikon.png',
        map_marker: 'circle',
        maps: [plain],
      },
    ],
  };
  const icon = await sharp({
    create: { width: 32, height: 32, channels: 4, background: { r: 255, g: 0, b: 255, alpha: 1 } },
  })
    .png()
    .toBuffer();
  await page.route('**/api/public/categories', (route) => route.fulfill({ json: answer }));
  await page.route('**/uploads/categories/ikon.png', (route) =>
    route.fulfill({ body: icon, contentType: 'image/png' }),
  );
  await page.goto('/');
  await expect.poll(() => page.evaluate(() => window.__petadesaMap?.featuresDrawn ?? -1)).toBe(2);

  const iconCentre = await screenPoint(
    page,
    (withIcon.geometry as { coordinates: [number, number] }).coordinates,
  );
  const plainCentre = await screenPoint(
    page,
    (plain.geometry as { coordinates: [number, number] }).coordinates,
  );
  // The icon arrives after the first picture: wait for the repaint that draws it.
  await expect
    .poll(async () => near(await deckPixel(page, iconCentre), MAGENTA), { timeout: 20_000 })
    .toBe(true);
  // Inside the circle but outside the 14 px icon, the category's colour; the plain category is all circle.
  expect(near(await deckPixel(page, [iconCentre[0] + 9, iconCentre[1]]), BLUE_RGB)).toBe(true);
  expect(near(await deckPixel(page, plainCentre), BLUE_RGB)).toBe(true);

  // A click on the icon still opens its place.
  await page.mouse.click(iconCentre[0], iconCentre[1]);
  await expect(page.getByTestId('feature-popup').getByRole('heading')).toHaveText('Bergambar');
});
