import type { QueryClient } from '@tanstack/react-query';
import {
  PLACES_FROM_TILES_META,
  PUBLIC_CATEGORIES_URL,
  PUBLIC_PLACES_URL,
  PUBLIC_SETTINGS_URL,
  REGENCY_PUBLIC_VILLAGES_URL,
} from '../../shared/public-map-urls.ts';
import type { PublicCategory, PublicMap, PublicPlacesLight } from '../../shared/schemas/public.ts';
import type { RegencyPublicVillage } from '../../shared/schemas/regency.ts';
import type { PublicSetting } from '../../shared/schemas/settings.ts';
import { sitePath } from './site-path.ts';

/**
 * The one path for the public answers (the settings and the categories with their places), for every
 * screen: the header's title, the public map, the editors' boundary guide. Read over REST, not tRPC: the
 * server answers them from one shared cache with an ETag, and the browser's own cache then revalidates
 * them (a 304 instead of megabytes at 100 000 places). One react-query key per answer serves the route's
 * prefetch and every use. This module is in the main bundle (the route starts the fetches before the
 * map's code has arrived), so it imports types and constants only. On a first load of `/` the page's head
 * has already asked for both (server/http/map-page-html.ts): the browser hands these fetches the
 * preloaded responses.
 */

/** Shaped like a tRPC error's `data`, so the query client's retry rule (no retry on a 4xx) applies. */
export class HttpError extends Error {
  readonly data: { httpStatus: number };
  constructor(status: number, url: string) {
    super(`GET ${url} answered ${status}`);
    this.data = { httpStatus: status };
  }
}

async function getData<T>(url: string): Promise<T> {
  const response = await fetch(sitePath(url), { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new HttpError(response.status, url);
  return ((await response.json()) as { data: T }).data;
}

// Keys start with ['public', …] so a sign-out keeps them (see lib/query-client.ts). A back-office write
// invalidates them by these keys to refresh an open public map and the header in the same tab.
export const PUBLIC_SETTINGS_KEY = [['public', 'settings']] as const;
export const PUBLIC_CATEGORIES_KEY = [['public', 'categories']] as const;
export const PUBLIC_PLACES_KEY = [['public', 'places']] as const;

export const publicSettingsQuery = {
  queryKey: PUBLIC_SETTINGS_KEY,
  queryFn: () => getData<PublicSetting>(PUBLIC_SETTINGS_URL),
};

export const publicCategoriesQuery = {
  queryKey: PUBLIC_CATEGORIES_KEY,
  queryFn: () => getData<PublicCategory[]>(PUBLIC_CATEGORIES_URL),
  // Parsing and comparing 100 000 places again on every tab switch is not worth it; staleTime still applies.
  refetchOnWindowFocus: false,
};

/**
 * A large village's map page says in its head that its map draws from the tiles (decision 0053), with its
 * places' extent and the data's version; null on a smaller village's page, and on a page the server did
 * not fill (the app reached `/` from another screen: it then reads the whole answer).
 */
export interface TilesMode {
  extent: [number, number, number, number];
  version: string;
}

function readTilesMode(): TilesMode | null {
  const meta =
    typeof document === 'undefined' ? null : document.querySelector(`meta[name="${PLACES_FROM_TILES_META}"]`);
  const extent = meta?.getAttribute('content')?.split(',').map(Number);
  if (!meta || extent?.length !== 4 || !extent.every(Number.isFinite)) return null;
  return { extent: extent as TilesMode['extent'], version: meta.getAttribute('data-version') ?? '' };
}

/** Read once: the page the app started on says it. */
export const tilesMode: TilesMode | null = readTilesMode();

/** The light answer: places without shapes, and the data's version their tiles are cut at. */
export const publicPlacesQuery = {
  queryKey: PUBLIC_PLACES_KEY,
  queryFn: () => getData<PublicPlacesLight>(PUBLIC_PLACES_URL),
  refetchOnWindowFocus: false,
};

/** One place whole, for its popup on a map drawn from tiles. */
export const publicPlaceQuery = (id: number) => ({
  queryKey: [['public', 'place'], id] as const,
  queryFn: () => getData<PublicMap>(`${PUBLIC_PLACES_URL}/${id}`),
});

/** Every open village, for the regency's public page (issue 35). */
export const regencyVillagesQuery = {
  queryKey: [['public', 'regencyVillages']] as const,
  queryFn: () => getData<RegencyPublicVillage[]>(REGENCY_PUBLIC_VILLAGES_URL),
};

/**
 * The regency's public page's loader: as the map's, its two reads start beside its code, and on a first
 * load the page's head has already asked for both (server/http/regency-page-html.ts).
 */
export function regencyPageLoader(queryClient: QueryClient): null {
  void queryClient.prefetchQuery(publicSettingsQuery);
  void queryClient.prefetchQuery(regencyVillagesQuery);
  return null;
}

/**
 * The public map route's loader: starts both reads in the query client, in parallel with the map's code
 * chunk, and lets the page render without waiting; the page's queries then share the fetches in flight.
 * Fresh answers (within the client's staleTime) are not asked for again.
 */
export function publicMapLoader(queryClient: QueryClient): null {
  void queryClient.prefetchQuery(publicSettingsQuery);
  // A map drawn from tiles reads its light answer after the first tiles (the page starts it).
  if (!tilesMode) void queryClient.prefetchQuery(publicCategoriesQuery);
  return null;
}

function keyOf(path: string) {
  return path === PUBLIC_SETTINGS_URL
    ? PUBLIC_SETTINGS_KEY
    : path === PUBLIC_CATEGORIES_URL
      ? PUBLIC_CATEGORIES_KEY
      : path === PUBLIC_PLACES_URL
        ? PUBLIC_PLACES_KEY
        : null;
}

/**
 * Resolves once the query is not fetching and holds an answer. A page that has no such query (an admin
 * tab told of another tab's read) has nothing to wait for: its first read will take the worker's new copy.
 * (The map's route creates its queries before the worker's messages can arrive: the router's loader runs
 * as the app's code is evaluated, before the listener of lib/service-worker.ts exists.)
 */
function settled(queryClient: QueryClient, queryKey: readonly unknown[]): Promise<void> {
  const isSettled = () => {
    const state = queryClient.getQueryState(queryKey);
    return state === undefined || (state.status !== 'pending' && state.fetchStatus === 'idle');
  };
  if (isSettled()) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = queryClient.getQueryCache().subscribe(() => {
      if (!isSettled()) return;
      stop();
      resolve();
    });
  });
}

/**
 * Reads a public answer again, by its path; resolves once the new answer is in the query client. A read
 * still under way is let finish first, then made again: on a repeat visit the page's first read takes the
 * response its head preloaded, which the worker answered from its old copy, and may end after the worker
 * has already said that copy changed.
 */
export async function refreshPublicAnswer(queryClient: QueryClient, path: string): Promise<void> {
  const key = keyOf(path);
  if (!key) return;
  await settled(queryClient, key);
  await queryClient.invalidateQueries({ queryKey: key });
}
