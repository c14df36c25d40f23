// Shared steps of the map tests (not a spec file: Playwright only collects *.spec.ts).
import { expect, type Page } from '@playwright/test';

/** The colour deck.gl's canvas holds at a page position (the canvas keeps its drawing buffer). */
export function deckPixel(page: Page, [x, y]: [number, number]): Promise<number[]> {
  return page.evaluate(
    ([px, py]) => {
      const canvas = document.querySelector<HTMLCanvasElement>('#deckgl-overlay')!;
      const rect = canvas.getBoundingClientRect();
      const copy = document.createElement('canvas');
      copy.width = canvas.width;
      copy.height = canvas.height;
      const context = copy.getContext('2d')!;
      context.drawImage(canvas, 0, 0);
      const scale = canvas.width / rect.width;
      return Array.from(
        context.getImageData(
          Math.round((px! - rect.left) * scale),
          Math.round((py! - rect.top) * scale),
          1,
          1,
        ).data,
      );
    },
    [x, y],
  );
}

/** Where a position is on the screen in the map's current view. */
export async function screenPoint(page: Page, [lng, lat]: number[]): Promise<[number, number]> {
  const point = await page.evaluate(([a, b]) => window.__petadesaMap?.project(a!, b!) ?? null, [lng, lat]);
  expect(point).not.toBeNull();
  return point!;
}
