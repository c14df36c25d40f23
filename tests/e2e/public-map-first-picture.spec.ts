import { expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import type { PublicCategory } from '../../src/shared/schemas/public.ts';

// The public map's first picture (issue 22, decision 0019): the server draws the village's places into
// the page's HTML, fitted as the live map's first view, so a phone on a slow link shows them before the
// map's code arrives; the live map then takes its place.

const PHONE = { width: 412, height: 823 };

/** The colour at a page position in a screenshot. */
async function pixelAt(page: Page, [x, y]: [number, number]): Promise<number[]> {
  const shot = await page.screenshot();
  const { data, info } = await sharp(shot).raw().toBuffer({ resolveWithObject: true });
  const at = (Math.round(y) * info.width + Math.round(x)) * info.channels;
  return [data[at]!, data[at + 1]!, data[at + 2]!];
}

const hex = (color: string) => [1, 3, 5].map((i) => Number.parseInt(color.slice(i, i + 2), 16));
const near = (a: number[], b: number[], tolerance: number) =>
  a.every((v, i) => Math.abs(v - b[i]!) <= tolerance);

for (const viewport of [PHONE, { width: 1280, height: 800 }]) {
  test(`before any script runs, the page shows the places where the live map draws them (${viewport.width} px)`, async ({
    browser,
    request,
  }) => {
    const categories = (
      (await (await request.get('/api/public/categories')).json()) as { data: PublicCategory[] }
    ).data;
    const total = categories.reduce((sum, category) => sum + category.maps.length, 0);
    // Points far from the others, so their markers are not covered.
    const points = categories.flatMap((category) =>
      category.maps
        .filter((map) => (map.geometry as { type?: string } | null)?.type === 'Point')
        .map((map) => ({
          color: category.color,
          at: (map.geometry as { coordinates: [number, number] }).coordinates,
        })),
    );

    const live = await browser.newPage({ viewport });
    await live.goto('/');
    await expect
      .poll(() => live.evaluate(() => window.__petadesaMap?.featuresDrawn ?? -1), { timeout: 30_000 })
      .toBe(total);
    // The live map has drawn: the stand-in is gone.
    await expect(live.locator('#first-picture')).toHaveCount(0);
    const mapBox = await live.locator('.pm-map').boundingBox();
    const spots = await live.evaluate(
      (list) => list.map((point) => window.__petadesaMap!.project(point.at[0], point.at[1])!),
      points,
    );
    await live.close();

    const context = await browser.newContext({ viewport, javaScriptEnabled: false });
    const still = await context.newPage();
    await still.goto('/');
    const picture = still.locator('#first-picture');
    await expect(picture).toBeVisible();
    const pictureBox = await picture.boundingBox();
    for (const key of ['x', 'y', 'width', 'height'] as const)
      expect(Math.abs(pictureBox![key] - mapBox![key]), key).toBeLessThanOrEqual(1);
    // Each marker's centre has its category's colour in the picture, where the live map put it.
    let matched = 0;
    for (let i = 0; i < points.length; i++) {
      const [x, y] = spots[i]!;
      if (x < mapBox!.x + 10 || y < mapBox!.y + 10 || x > mapBox!.x + mapBox!.width - 10) continue;
      if (near(await pixelAt(still, [x, y]), hex(points[i]!.color), 40)) matched++;
    }
    expect(matched).toBeGreaterThanOrEqual(Math.min(10, points.length));
    await context.close();
  });
}
