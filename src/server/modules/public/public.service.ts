import { roundCoordinates } from '../../../shared/geo/round.ts';
import type { PetaGeometry } from '../../../shared/geo/types.ts';
import { DEFAULT_CATEGORY_COLOR } from '../../../shared/schemas/categories.ts';
import { type PublicCategory, type PublicMap, UNCATEGORIZED_NAME } from '../../../shared/schemas/public.ts';
import { AnswerCache, type CachedAnswer, PUBLIC_CACHE_CHECK_MS } from '../../cache/answer-cache.ts';
import type { Deps } from '../../deps.ts';
import { getPublicSetting } from '../settings/settings.service.ts';
import { activeMaps, categoriesForMap, publicDataVersion, publicPlaces } from './public.repository.ts';

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

const PUBLIC_ANSWERS = {
  'public.settings': getPublicSetting,
  'public.categories': mapCategories,
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
