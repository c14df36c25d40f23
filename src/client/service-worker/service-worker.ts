/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import type { WorkboxPlugin } from 'workbox-core/types.js';
import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate, type Strategy } from 'workbox-strategies';
import {
  CACHES,
  type CacheKind,
  cacheKindOf,
  IMAGES_ANSWER_PATH,
  imagePathsNamedIn,
  mayKeepImage,
  PUBLIC_DATA_MESSAGE,
  type PublicDataMessage,
  TILES_KEPT_MAX,
} from './cache-rules.ts';

/**
 * The public map's service worker (decision 0019). A repeat visit starts from its caches and an offline
 * one works: the page is fetched from the network first (a new build or new texts arrive at once when
 * online) and its last copy serves offline; built files, which never change under their hashed names,
 * come from the cache; the public answers are served from the cache and revalidated with their ETags,
 * and every revalidation's outcome is told to the pages (a changed answer is read again at once, and a
 * `?place=` link waits for it: decision 0032); images are served from the cache and revalidated, kept for
 * a month, and dropped once withdrawn (decision 0027). Everything else goes to the network untouched. A
 * new worker takes over at once, so a new build is never more than one reload away.
 */

declare const self: ServiceWorkerGlobalScope;

const MONTH_S = 30 * 24 * 60 * 60;

/** Drops every kept image the public answer no longer names: its place or category was withdrawn. */
async function dropImagesNotNamedIn(answer: Response): Promise<void> {
  let named: Set<string> | undefined;
  try {
    named = imagePathsNamedIn(await answer.json());
  } catch {
    // Not JSON: as below.
  }
  // Not an answer we can read: keep what we have rather than guess.
  if (!named) return;
  const images = await caches.open(CACHES.images);
  for (const request of await images.keys()) {
    if (!named.has(new URL(request.url).pathname)) await images.delete(request);
  }
}

async function tellPages(path: string, state: PublicDataMessage['state']): Promise<void> {
  const message: PublicDataMessage = { type: PUBLIC_DATA_MESSAGE, path, state };
  for (const page of await self.clients.matchAll({ type: 'window' })) page.postMessage(message);
}

/**
 * Tells the pages how each revalidation of a public answer ended. Only once the new copy is in the cache
 * (cacheDidUpdate), so that a page reading it again on `changed` gets the new one.
 */
const tellRevalidation: WorkboxPlugin = {
  cacheDidUpdate: async ({ request, oldResponse, newResponse }) => {
    const path = new URL(request.url).pathname;
    if (!oldResponse) return tellPages(path, 'fresh');
    const same = oldResponse.headers.get('etag') === newResponse.headers.get('etag');
    return tellPages(path, same && newResponse.headers.has('etag') ? 'same' : 'changed');
  },
  // An answer that is not kept (an error status) leaves the copy as the only one there is.
  fetchDidSucceed: async ({ request, response }) => {
    if (!response.ok) await tellPages(new URL(request.url).pathname, 'failed');
    return response;
  },
  fetchDidFail: async ({ request }) => tellPages(new URL(request.url).pathname, 'failed'),
};

/** After the public categories answer changed (another ETag), its withdrawn images go. */
const dropWithdrawnOnNewAnswer: WorkboxPlugin = {
  cacheDidUpdate: async ({ request, oldResponse, newResponse }) => {
    if (new URL(request.url).pathname !== IMAGES_ANSWER_PATH) return;
    if (oldResponse && oldResponse.headers.get('etag') === newResponse.headers.get('etag')) return;
    await dropImagesNotNamedIn(newResponse);
  },
};

/**
 * Keeps only what every cache may keep (never an image shown to staff alone), and drops the kept copy when
 * the server says the image is gone.
 */
const imagesAsTheServerSays: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) =>
    mayKeepImage(response.status, response.headers.get('cache-control')) ? response : null,
  fetchDidSucceed: async ({ request, response }) => {
    if (response.status === 404 || response.status === 410) {
      await (await caches.open(CACHES.images)).delete(request);
    }
    return response;
  },
};

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
    plugins: [tellRevalidation, dropWithdrawnOnNewAnswer],
  }),
  // Shown at once from the cache (offline too), asked again behind it: a 304 costs the server nothing.
  images: new StaleWhileRevalidate({
    cacheName: CACHES.images,
    plugins: [
      imagesAsTheServerSays,
      new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: MONTH_S, purgeOnQuotaError: true }),
    ],
  }),
  // A tile's address names the data's version: a kept one is current, and older versions age out.
  tiles: new CacheFirst({
    cacheName: CACHES.tiles,
    plugins: [new ExpirationPlugin({ maxEntries: TILES_KEPT_MAX, purgeOnQuotaError: true })],
  }),
  place: new StaleWhileRevalidate({
    cacheName: CACHES.place,
    plugins: [new ExpirationPlugin({ maxEntries: 500, maxAgeSeconds: MONTH_S, purgeOnQuotaError: true })],
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

// Caches of older workers (another set of names) are not ours any more; images an older worker kept
// that the kept public answer no longer names go too.
self.addEventListener('activate', (event) => {
  const ours = new Set<string>(Object.values(CACHES));
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(names.filter((name) => !ours.has(name)).map((name) => caches.delete(name)));
      const answer = await (await caches.open(CACHES.data)).match(IMAGES_ANSWER_PATH);
      if (answer) await dropImagesNotNamedIn(answer);
    })(),
  );
});
