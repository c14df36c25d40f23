import { syntheticVillage } from '../../../../db/seeds/demo/synthetic.ts';
import type { PublicCategory } from '../../../shared/schemas/public.ts';

/** The synthetic village as the public answer groups it. */
export function publicCategories(count: number): PublicCategory[] {
  const village = syntheticVillage(count);
  return village.categories.map((category, id) => ({
    id,
    name: category.name,
    description: category.description,
    color: category.color,
    image: null,
    map_marker: 'circle',
    maps: village.places
      .filter((place) => place.categoryKey === category.key)
      .map((place, index) => ({
        id: index,
        name: place.name,
        address: place.address,
        description: place.description,
        slug: `${category.key}-${index}`,
        image: null,
        geometry: place.geometry,
      })),
  }));
}
