import type { QueryClient } from '@tanstack/react-query';
import { cacheKindOf } from '../service-worker/cache-rules.ts';
import { invalidatePublicAnswer } from './public-data.ts';

/**
 * Starts the site's service worker (service-worker/service-worker.ts; decision 0019) once the page has
 * loaded and is idle, so it never competes with the first picture. The files and answers the page loaded
 * before the worker was there are handed to it to keep (from the browser's own cache, not the network).
 * When the worker finds that a public answer it served from its cache has changed, the page reads it
 * again.
 */
export function startServiceWorker(queryClient: QueryClient): void {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent) => {
    const data = event.data as { meta?: string; payload?: { updatedURL?: string } } | null;
    if (data?.meta !== 'workbox-broadcast-update' || !data.payload?.updatedURL) return;
    invalidatePublicAnswer(queryClient, new URL(data.payload.updatedURL).pathname);
  });
  const start = async () => {
    try {
      await navigator.serviceWorker.register('/sw.js');
      const registration = await navigator.serviceWorker.ready;
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
