import { representativePoint } from '../../../shared/geo/representative-point.ts';
import { roundCoordinates } from '../../../shared/geo/round.ts';
import type { PetaGeometry } from '../../../shared/geo/types.ts';
import { DEFAULT_CATEGORY_COLOR } from '../../../shared/schemas/categories.ts';
import {
  type PublicCategory,
  type PublicMap,
  type PublicPlacesLight,
  UNCATEGORIZED_NAME,
} from '../../../shared/schemas/public.ts';
import { AnswerCache, type CachedAnswer, PUBLIC_CACHE_CHECK_MS } from '../../cache/answer-cache.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { getPublicSetting } from '../settings/settings.service.ts';
import {
  activeMaps,
  categoriesForMap,
  publicDataVersion,
  publicPlaceStats,
  publicPlaces,
} from './public.repository.ts';

/** What the public may see, as a query to narrow further (the vector tiles read their places from it). */
export const placesThePublicSees = publicPlaces;
/** The public data's version, which every public answer and tile is kept by. */
export const currentPublicDataVersion = publicDataVersion;

/** The shared public answers, checked against the public data's version (decision 0012). */
export function publicAnswerCache(db: Deps['db'], now: () => Date): AnswerCache {
  return new AnswerCache(
    PUBLIC_CACHE_CHECK_MS,
    () => publicDataVersion(db),
    () => now().getTime(),
  );
}

/** Six decimals are 11 cm on the ground: more precision only makes the public answer heavier. */
export const PUBLIC_DECIMALS = 6;

type CategoryRow = Awaited<ReturnType<typeof categoriesForMap>>[number];
type MapRow = Awaited<ReturnType<typeof activeMaps>>[number];

/** The public map's answer from the rows: each category with its active maps, uncategorized ones last. */
export function groupPublicCategories(
  categories: readonly CategoryRow[],
  maps: readonly MapRow[],
): PublicCategory[] {
  const byCategory = new Map<number | null, PublicMap[]>();
  for (const map of maps) {
    const list = byCategory.get(map.category_id) ?? [];
    list.push({
      id: map.id,
      name: map.name,
      address: map.address,
      description: map.description,
      slug: map.slug,
      image: map.image,
      // Only what staff gave: ten thousand places without them add no bytes (decision 0031).
      ...(map.image && map.extra_photos.length ? { photos: [map.image, ...map.extra_photos] } : {}),
      ...(map.opening_hours ? { opening_hours: map.opening_hours } : {}),
      ...(map.phone ? { phone: map.phone } : {}),
      ...(map.website ? { website: map.website } : {}),
      geometry: map.geometry ? roundCoordinates(map.geometry as PetaGeometry, PUBLIC_DECIMALS) : null,
    });
    byCategory.set(map.category_id, list);
  }
  const result: PublicCategory[] = categories.map((category) => ({
    ...category,
    maps: byCategory.get(category.id) ?? [],
  }));
  const uncategorized = byCategory.get(null);
  if (uncategorized?.length) {
    result.push({
      id: null,
      name: UNCATEGORIZED_NAME,
      description: '',
      color: DEFAULT_CATEGORY_COLOR,
      image: null,
      map_marker: 'circle',
      maps: uncategorized,
    });
  }
  return result;
}

export async function mapCategories(deps: Deps): Promise<PublicCategory[]> {
  const [categories, maps] = await Promise.all([categoriesForMap(deps.db), activeMaps(deps.db)]);
  return groupPublicCategories(categories, maps);
}

const round6 = (value: number) => Math.round(value * 10 ** PUBLIC_DECIMALS) / 10 ** PUBLIC_DECIMALS;

/**
 * The light answer: the full one without shapes, descriptions and photos, each place with one point. At
 * 100,000 places it is a fifth of the full answer's bytes, and the map draws the shapes from the tiles.
 */
async function mapPlaces(deps: Deps): Promise<PublicPlacesLight> {
  // Read before the places, so the answer is never labelled with a version newer than what it holds.
  const version = (await publicDataVersion(deps.db)) ?? '0';
  const full = (await publicAnswer(deps, 'public.categories')).value.data;
  const categories = full.map(({ maps, ...category }) => ({
    ...category,
    maps: maps.map((map) => {
      const at = representativePoint(map.geometry as PetaGeometry | null);
      const point: [number, number] | null = at ? [round6(at[0]!), round6(at[1]!)] : null;
      return { id: map.id, name: map.name, address: map.address, slug: map.slug, point };
    }),
  }));
  return { version, categories };
}

/** A village's map draws from the tiles from this many public places on (decision 0053). */
export const TILES_FROM_PLACES = 5_000;

/**
 * How many places the public sees and their extent (the stored boxes; undefined when there is none): one
 * cheap statement, kept until the data changes. The map page's head and the tiles both read it.
 */
export function publicPlacesSummary(
  deps: Deps,
): Promise<{ count: number; extent: [number, number, number, number] | undefined }> {
  return deps.publicCache.remember('public.places-summary', async () => {
    const { count, west, south, east, north } = await publicPlaceStats(deps.db);
    const known = west !== null && south !== null && east !== null && north !== null;
    return { count, extent: known ? [west, south, east, north] : undefined };
  });
}

/**
 * A large village's map draws from the tiles (decision 0053): its places' extent and the data's version the
 * tiles are cut at; null for a smaller one. Two cheap statements, kept until the data changes, so the map's
 * page knows it even when the rest of its head is late.
 */
export function tilesHead(
  deps: Deps,
): Promise<{ extent: [number, number, number, number]; version: string } | null> {
  return deps.publicCache.remember('public.tiles-head', async () => {
    const version = (await publicDataVersion(deps.db)) ?? '0';
    const { count, extent } = await publicPlacesSummary(deps);
    return count < TILES_FROM_PLACES || !extent ? null : { extent, version };
  });
}

/** One public place whole (its popup on a map drawn from tiles), from the shared answer. */
export async function publicPlace(deps: Deps, id: number): Promise<PublicMap> {
  const byId = await deps.publicCache.remember('public.places-by-id', async () => {
    const index = new Map<number, PublicMap>();
    for (const category of (await publicAnswer(deps, 'public.categories')).value.data)
      for (const map of category.maps) index.set(map.id, map);
    return index;
  });
  const place = byId.get(id);
  if (!place) throw AppError.notFound('api_map_not_found');
  return place;
}

const PUBLIC_ANSWERS = {
  'public.settings': getPublicSetting,
  'public.categories': mapCategories,
  'public.places': mapPlaces,
};
export type PublicAnswerKey = keyof typeof PUBLIC_ANSWERS;
type PublicData<K extends PublicAnswerKey> = Awaited<ReturnType<(typeof PUBLIC_ANSWERS)[K]>>;

export function isPublicAnswerKey(key: string): key is PublicAnswerKey {
  return key in PUBLIC_ANSWERS;
}

/**
 * A public answer from the one shared cache, in the REST form `{ data }`: computed, serialised and hashed
 * once for every reader, whether the REST route (which sends its JSON and ETag as they are) or the tRPC
 * procedure (which takes `data`).
 */
export function publicAnswer<K extends PublicAnswerKey>(
  deps: Deps,
  key: K,
): Promise<CachedAnswer<{ data: PublicData<K> }>> {
  return deps.publicCache.get(key, async () => ({
    data: (await PUBLIC_ANSWERS[key](deps)) as PublicData<K>,
  }));
}
