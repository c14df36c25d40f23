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

/** A started fetch is handed to the first query that asks within this time, and is dropped after it. */
const PREFETCH_TTL_MS = 30_000;
/** Matches the query client's staleTime: a fetch newer than this would not be asked for again anyway. */
const FRESH_MS = 5 * 60 * 1000;

const started = new Map<string, { promise: Promise<unknown>; at: number }>();
const fetchedAt = new Map<string, number>();

function fetchTracked<T>(url: string): Promise<T> {
  const promise = getData<T>(url);
  promise.then(
    () => fetchedAt.set(url, Date.now()),
    () => {},
  );
  return promise;
}

/** Starts both reads at once, in parallel with the map's code chunk; a no-op when the data is fresh. */
export function prefetchPublicMapData(): void {
  const now = Date.now();
  for (const url of [PUBLIC_SETTINGS_URL, PUBLIC_CATEGORIES_URL]) {
    const pending = started.get(url);
    if (pending && now - pending.at < PREFETCH_TTL_MS) continue;
    if (now - (fetchedAt.get(url) ?? 0) < FRESH_MS) continue;
    started.set(url, { promise: fetchTracked(url), at: now });
  }
}

/** The route's loader: starts the reads and lets the page render without waiting for them. */
export function publicMapLoader(): null {
  prefetchPublicMapData();
  return null;
}

function fetchPublic<T>(url: string): Promise<T> {
  const pending = started.get(url);
  started.delete(url);
  if (pending && Date.now() - pending.at < PREFETCH_TTL_MS) return pending.promise as Promise<T>;
  return fetchTracked<T>(url);
}

// Keys start with ['public', …] so a sign-out keeps them (see lib/query-client.ts). A back-office write
// invalidates them by these keys to refresh an open public map and the header in the same tab.
export const PUBLIC_SETTINGS_KEY = [['public', 'settings']] as const;
export const PUBLIC_CATEGORIES_KEY = [['public', 'categories']] as const;

export const publicSettingsQuery = {
  queryKey: PUBLIC_SETTINGS_KEY,
  queryFn: () => fetchPublic<PublicSetting>(PUBLIC_SETTINGS_URL),
};

export const publicCategoriesQuery = {
  queryKey: PUBLIC_CATEGORIES_KEY,
  queryFn: () => fetchPublic<PublicCategory[]>(PUBLIC_CATEGORIES_URL),
  // Parsing and comparing 100 000 places again on every tab switch is not worth it; staleTime still applies.
  refetchOnWindowFocus: false,
};
