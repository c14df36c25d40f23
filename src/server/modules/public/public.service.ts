import { roundCoordinates } from '../../../shared/geo/round.ts';
import type { PetaGeometry } from '../../../shared/geo/types.ts';
import { DEFAULT_CATEGORY_COLOR } from '../../../shared/schemas/categories.ts';
import { type PublicCategory, type PublicMap, UNCATEGORIZED_NAME } from '../../../shared/schemas/public.ts';
import type { Deps } from '../../deps.ts';
import { activeMaps, categoriesForMap } from './public.repository.ts';

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
      maps: uncategorized,
    });
  }
  return result;
}

export async function mapCategories(deps: Deps): Promise<PublicCategory[]> {
  const [categories, maps] = await Promise.all([categoriesForMap(deps.db), activeMaps(deps.db)]);
  return groupPublicCategories(categories, maps);
}
