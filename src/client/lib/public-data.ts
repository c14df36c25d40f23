import type { QueryClient } from '@tanstack/react-query';
import { PUBLIC_CATEGORIES_URL, PUBLIC_SETTINGS_URL } from '../../shared/public-map-urls.ts';
import type { PublicCategory } from '../../shared/schemas/public.ts';
import type { PublicSetting } from '../../shared/schemas/settings.ts';

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
  const response = await fetch(url, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new HttpError(response.status, url);
  return ((await response.json()) as { data: T }).data;
}

// Keys start with ['public', …] so a sign-out keeps them (see lib/query-client.ts). A back-office write
// invalidates them by these keys to refresh an open public map and the header in the same tab.
export const PUBLIC_SETTINGS_KEY = [['public', 'settings']] as const;
export const PUBLIC_CATEGORIES_KEY = [['public', 'categories']] as const;

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
 * The public map route's loader: starts both reads in the query client, in parallel with the map's code
 * chunk, and lets the page render without waiting; the page's queries then share the fetches in flight.
 * Fresh answers (within the client's staleTime) are not asked for again.
 */
export function publicMapLoader(queryClient: QueryClient): null {
  void queryClient.prefetchQuery(publicSettingsQuery);
  void queryClient.prefetchQuery(publicCategoriesQuery);
  return null;
}

/** Reads a public answer again, by its path (the service worker announces a changed one this way). */
export function invalidatePublicAnswer(queryClient: QueryClient, path: string): void {
  const key =
    path === PUBLIC_SETTINGS_URL
      ? PUBLIC_SETTINGS_KEY
      : path === PUBLIC_CATEGORIES_URL
        ? PUBLIC_CATEGORIES_KEY
        : null;
  if (key) void queryClient.invalidateQueries({ queryKey: key });
}
