/**
 * What the service worker keeps, as plain rules both the worker and its tests read. Only what a resident
 * of the public map needs offline: its page, the built code it loaded, the two public answers and the
 * images of places. Admin pages, the API (but for the two public reads), tRPC and writes never match,
 * so they always go to the network. Pure.
 */

import {
  PUBLIC_CATEGORIES_URL,
  PUBLIC_PLACES_URL,
  PUBLIC_SETTINGS_URL,
} from '../../shared/public-map-urls.ts';
import type { PublicCategory } from '../../shared/schemas/public.ts';
import { uploadUrl } from '../../shared/uploads.ts';

export const CACHES = {
  page: 'petadesa-page',
  assets: 'petadesa-assets',
  data: 'petadesa-data',
  images: 'petadesa-images',
  tiles: 'petadesa-tiles',
  place: 'petadesa-places',
} as const;
export type CacheKind = keyof typeof CACHES;

/** The public answers, revalidated with their ETags. */
export const PUBLIC_DATA_PATHS = [PUBLIC_SETTINGS_URL, PUBLIC_CATEGORIES_URL, PUBLIC_PLACES_URL];

/**
 * The vector tiles a large village's map draws (decision 0053). Their addresses carry the data's version,
 * so a kept tile is never stale: a new version is another address.
 */
const TILE_PATH = /^\/tiles\/\d+\/\d+\/\d+\.mvt$/;
/** One place whole, read for its popup on a map drawn from tiles. */
const PLACE_PATH = new RegExp(`^${PUBLIC_PLACES_URL}/\\d+$`);
/** Tiles kept for offline use: 400 of at most 100 KB each (30 KB at most at 100,000 places: decision 0053). */
export const TILES_KEPT_MAX = 400;

/** The answer that names every public image: each category's and each of its places'. */
export const IMAGES_ANSWER_PATH = PUBLIC_CATEGORIES_URL;

/**
 * What the worker tells the pages each time it has asked the network for a public answer (decision 0032):
 * `same` (the copy it served is current), `changed` (its copy was replaced: read it again), `fresh` (it had
 * no copy; the page got the network's answer) or `failed` (offline, or an error: the copy is all there is).
 */
export const PUBLIC_DATA_MESSAGE = 'petadesa-public-data';
export interface PublicDataMessage {
  type: typeof PUBLIC_DATA_MESSAGE;
  path: string;
  state: 'same' | 'changed' | 'fresh' | 'failed';
}

/** Which cache a same-origin GET belongs to, or null: the network alone. */
export function cacheKindOf(url: URL, method: string): CacheKind | null {
  if (method !== 'GET') return null;
  const path = url.pathname;
  // The public map's page, `/` with or without `?place=`: the last copy serves it offline.
  if (path === '/') return 'page';
  if (path.startsWith('/assets/') || path === '/favicon.svg' || path.startsWith('/icons/')) return 'assets';
  if (PUBLIC_DATA_PATHS.includes(path)) return 'data';
  if (TILE_PATH.test(path)) return 'tiles';
  if (PLACE_PATH.test(path)) return 'place';
  if (path.startsWith('/uploads/')) return 'images';
  return null;
}

/**
 * The image paths the public categories answer names (`{ data: PublicCategory[] }`): a kept image it no
 * longer names was withdrawn (its place deleted or made inactive, its category deleted) and must go.
 */
export function imagePathsNamedIn(answer: unknown): Set<string> | undefined {
  const categories = (answer as { data?: unknown } | null)?.data;
  // Not such an answer (an error's body, say): undefined, so that nothing is dropped on a guess.
  if (!Array.isArray(categories)) return undefined;
  const paths = new Set<string>();
  const add = (path: string | undefined) => path && paths.add(path);
  for (const category of categories as Partial<PublicCategory>[]) {
    add(uploadUrl('categories', category.image));
    for (const place of Array.isArray(category.maps) ? category.maps : []) {
      add(uploadUrl('maps', place.image));
      // A place's other photos (decision 0031): kept too, or its popup's strip is broken offline.
      for (const photo of Array.isArray(place.photos) ? place.photos : []) add(uploadUrl('maps', photo));
    }
  }
  return paths;
}

/**
 * Whether the worker may keep an image answer: a whole one (200) that the server let every cache keep. An
 * image shown only to signed-in staff is `private, no-store` and is never kept, so no one using this
 * browser later sees it from the cache (decision 0027).
 */
export function mayKeepImage(status: number, cacheControl: string | null): boolean {
  return status === 200 && !/(^|[,\s])(no-store|private)([,\s=]|$)/i.test(cacheControl ?? '');
}
