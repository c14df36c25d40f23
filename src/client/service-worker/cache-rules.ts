/**
 * What the service worker keeps, as plain rules both the worker and its tests read. Only what a resident
 * of the public map needs offline: its page, the built code it loaded, the two public answers and the
 * images of places. Admin pages, the API (but for the two public reads), tRPC and writes never match,
 * so they always go to the network. Pure.
 */

export const CACHES = {
  page: 'petadesa-page',
  assets: 'petadesa-assets',
  data: 'petadesa-data',
  images: 'petadesa-images',
} as const;
export type CacheKind = keyof typeof CACHES;

/** The public answers, revalidated with their ETags. */
export const PUBLIC_DATA_PATHS = ['/api/public/settings', '/api/public/categories'];

/** Which cache a same-origin GET belongs to, or null: the network alone. */
export function cacheKindOf(url: URL, method: string): CacheKind | null {
  if (method !== 'GET') return null;
  const path = url.pathname;
  // The public map's page, `/` with or without `?place=`: the last copy serves it offline.
  if (path === '/') return 'page';
  if (path.startsWith('/assets/') || path === '/favicon.svg' || path.startsWith('/icons/')) return 'assets';
  if (PUBLIC_DATA_PATHS.includes(path)) return 'data';
  if (path.startsWith('/uploads/')) return 'images';
  return null;
}
