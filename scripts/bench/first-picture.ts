import type { Page } from '@playwright/test';

/**
 * Element Timing's paint of the server's first picture (its img has elementtiming="first-picture"),
 * recorded from the start of the page: an init script, before anything of the page runs.
 */
export const FIRST_PICTURE_OBSERVER = `new PerformanceObserver((list) => {
  for (const entry of list.getEntries())
    if (entry.identifier === 'first-picture') window.__firstPicture = entry.renderTime || entry.loadTime;
}).observe({ type: 'element', buffered: true });`;

/** Milliseconds from navigation to the first picture's paint; null when the page had none. */
export function firstPictureMs(page: Page): Promise<number | null> {
  return page.evaluate(() => (window as unknown as { __firstPicture?: number }).__firstPicture ?? null);
}
