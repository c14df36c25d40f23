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

/**
 * A tap on the first picture as soon as a resident could make one (decision 0050): once the picture is
 * painted and its places can be tapped (the page's inline script has laid its buttons), a click on the
 * first place; `__tapOpened` is the start of the frame that shows its popup. An init script, with
 * FIRST_PICTURE_OBSERVER before it.
 */
export const TAP_PROBE = `(() => {
  let done = false;
  const tryTap = () => {
    if (done || !window.__firstPicture) return;
    const place = document.querySelector('#first-picture-layer .first-picture-layer__place');
    if (!place) return;
    done = true;
    const box = place.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    place.dispatchEvent(new MouseEvent('click', { bubbles: true, detail: 1, clientX: x, clientY: y }));
    if (!document.querySelector('[data-testid="first-picture-popup"]')) return;
    requestAnimationFrame((at) => { window.__tapOpened = at; });
  };
  new PerformanceObserver(() => setTimeout(tryTap)).observe({ type: 'element', buffered: true });
  new MutationObserver(tryTap).observe(document, { childList: true, subtree: true });
})();`;

/** Milliseconds from navigation to the frame that showed the tapped place's popup; null: none came. */
export function tapOpenedMs(page: Page): Promise<number | null> {
  return page.evaluate(() => (window as unknown as { __tapOpened?: number }).__tapOpened ?? null);
}
