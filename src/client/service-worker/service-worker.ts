/// <reference lib="webworker" />
import { BroadcastUpdatePlugin } from 'workbox-broadcast-update';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate, type Strategy } from 'workbox-strategies';
import { CACHES, type CacheKind, cacheKindOf } from './cache-rules.ts';

/**
 * The public map's service worker (decision 0019). A repeat visit starts from its caches and an offline
 * one works: the page is fetched from the network first (a new build or new texts arrive at once when
 * online) and its last copy serves offline; built files, which never change under their hashed names,
 * come from the cache; the public answers are served from the cache and revalidated with their ETags,
 * and a changed one is announced to the page; images of places are kept for a month. Everything else
 * goes to the network untouched. A new worker takes over at once, so a new build is never more than one
 * reload away.
 */

declare const self: ServiceWorkerGlobalScope;

const MONTH_S = 30 * 24 * 60 * 60;

const strategies: Record<CacheKind, Strategy> = {
  page: new NetworkFirst({
    cacheName: CACHES.page,
    // Every `/?place=` link is the same page: one copy, whichever link was opened last.
    plugins: [{ cacheKeyWillBeUsed: async ({ request }) => new URL('/', request.url).href }],
  }),
  assets: new CacheFirst({
    cacheName: CACHES.assets,
    plugins: [new ExpirationPlugin({ maxEntries: 150, purgeOnQuotaError: true })],
  }),
  data: new StaleWhileRevalidate({
    cacheName: CACHES.data,
    plugins: [new BroadcastUpdatePlugin({ headersToCheck: ['etag'] })],
  }),
  images: new CacheFirst({
    cacheName: CACHES.images,
    plugins: [new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: MONTH_S, purgeOnQuotaError: true })],
  }),
};

for (const kind of Object.keys(strategies) as CacheKind[]) {
  registerRoute(
    ({ url, request }) => url.origin === self.location.origin && cacheKindOf(url, request.method) === kind,
    strategies[kind],
  );
}

self.skipWaiting();
clientsClaim();

// Caches of older workers (another set of names) are not ours any more.
self.addEventListener('activate', (event) => {
  const ours = new Set<string>(Object.values(CACHES));
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(names.filter((name) => !ours.has(name)).map((name) => caches.delete(name))),
      ),
  );
});
