import type { QueryClient } from '@tanstack/react-query';
import { cacheKindOf, PUBLIC_DATA_MESSAGE, type PublicDataMessage } from '../service-worker/cache-rules.ts';
import { refreshPublicAnswer } from './public-data.ts';
import { markPublicAnswerChecked } from './public-data-checked.ts';

/**
 * Starts the site's service worker (service-worker/service-worker.ts; decision 0019) once the page has
 * loaded and is idle, so it never competes with the first picture. The files and answers the page loaded
 * before the worker was there are handed to it to keep (from the browser's own cache, not the network);
 * a page the worker served needs no such handing over.
 * The worker tells the page each time it has asked the network for a public answer: a changed answer is
 * read again at once (the map follows in place, without a reload), and either way the page then knows
 * its copy is current (decision 0032).
 */
export function startServiceWorker(queryClient: QueryClient): void {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent) => {
    const data = event.data as Partial<PublicDataMessage> | null;
    if (data?.type !== PUBLIC_DATA_MESSAGE || typeof data.path !== 'string') return;
    const path = data.path;
    if (data.state !== 'changed') return markPublicAnswerChecked(path);
    // Checked once the new answer is in the page, not before: a link waits for the place it names.
    void refreshPublicAnswer(queryClient, path).finally(() => markPublicAnswerChecked(path));
  });
  // A page the worker already served has had its files and answers go through it: handing them over
  // again would only make the worker ask the network for the public answers a second time, and that late
  // second revalidation could replace the copy a `?place=` link opened from (a CI failure showed it).
  const servedByWorker = navigator.serviceWorker.controller !== null;
  const start = async () => {
    try {
      await navigator.serviceWorker.register('/sw.js');
      const registration = await navigator.serviceWorker.ready;
      if (servedByWorker) return;
      const loaded = [
        window.location.href,
        ...performance.getEntriesByType('resource').map((entry) => entry.name),
      ].filter((href) => {
        const url = new URL(href);
        return url.origin === window.location.origin && cacheKindOf(url, 'GET') !== null;
      });
      registration.active?.postMessage({
        type: 'CACHE_URLS',
        payload: { urlsToCache: [...new Set(loaded)] },
      });
    } catch {
      // Without a worker the site works as before, online only.
    }
  };
  const whenIdle = () =>
    'requestIdleCallback' in window
      ? requestIdleCallback(() => void start(), { timeout: 3000 })
      : setTimeout(start, 1000);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}

/**
 * Asks the worker to keep these addresses for offline use (a large village's tiles: decision 0053), unless
 * the visitor asked their browser to save data. What the worker keeps already costs nothing more.
 */
export function keepForOffline(urls: readonly string[]): void {
  if (import.meta.env.DEV || !('serviceWorker' in navigator) || urls.length === 0) return;
  if ((navigator as { connection?: { saveData?: boolean } }).connection?.saveData) return;
  void navigator.serviceWorker.ready.then((registration) =>
    registration.active?.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache: urls } }),
  );
}
