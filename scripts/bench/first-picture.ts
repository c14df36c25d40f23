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
 * A tap on the first picture as soon as a resident could make one (decision 0050): once its places can be
 * tapped (the page's inline script has laid its buttons) and the picture has loaded, a click on the first
 * place; `__tapOpened` is the start of the frame that shows its popup. A resident taps only what is
 * painted, so the report takes the later of this and the picture's paint (Element Timing, whose own
 * callback comes late on a busy main thread, so it is not waited for here). An init script.
 */
export const TAP_PROBE = `(() => {
  let done = false;
  const tap = () => {
    const place = document.querySelector('#first-picture-layer .first-picture-layer__place');
    if (done || !place) return;
    done = true;
    const box = place.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    place.dispatchEvent(new MouseEvent('click', { bubbles: true, detail: 1, clientX: x, clientY: y }));
    if (document.querySelector('[data-testid="first-picture-popup"]'))
      requestAnimationFrame((at) => { window.__tapOpened = at; });
  };
  const observer = new MutationObserver(() => {
    const picture = document.getElementById('first-picture');
    if (!picture || !document.getElementById('first-picture-layer')) return;
    observer.disconnect();
    if (picture.complete) tap();
    else picture.addEventListener('load', tap);
  });
  observer.observe(document, { childList: true, subtree: true });
})();`;

/** Milliseconds from navigation to the frame that showed the tapped place's popup; null: none came. */
export function tapOpenedMs(page: Page): Promise<number | null> {
  return page.evaluate(() => (window as unknown as { __tapOpened?: number }).__tapOpened ?? null);
}
