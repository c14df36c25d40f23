import { asGeometry } from '../../../shared/geo/as-geometry.ts';
import type { PetaGeometry } from '../../../shared/geo/types.ts';
import { m } from '../../../shared/i18n/generated/messages.js';
import type { PublicCategory } from '../../../shared/schemas/public.ts';
import { imageUrl } from '../../lib/site-path.ts';
import { parseHexColor, type Rgb } from '../../map/place.ts';
import { type PlaceInfo, placeInfoOf } from './place-info.ts';
import { searchText } from './search.ts';

export interface CatalogCategory {
  /** Stable across reloads, also for the uncategorised group. */
  key: string;
  id: number | null;
  name: string;
  color: string;
  rgb: Rgb;
  image: string | null;
  /** Where its icon is, when its places are marked with it (the category's choice), else null. */
  markerIcon: string | null;
  /** Its maps are entries[start, end): every category's maps sit together. */
  start: number;
  end: number;
}

export interface CatalogEntry {
  id: number;
  name: string;
  address: string;
  description: string;
  slug: string;
  image: string | null;
  info: PlaceInfo;
  category: number;
  geometry: PetaGeometry | null;
  /** Lower-cased name, description, address and slug, built once for searching. */
  haystack: string;
}

export interface MapCatalog {
  categories: CatalogCategory[];
  entries: CatalogEntry[];
  bySlug: Map<string, number>;
}

/** The public answer flattened: one entry per map, in category order. Pure. */
export function buildCatalog(source: readonly PublicCategory[]): MapCatalog {
  const categories: CatalogCategory[] = [];
  const entries: CatalogEntry[] = [];
  const bySlug = new Map<string, number>();
  source.forEach((category, categoryIndex) => {
    const start = entries.length;
    for (const map of category.maps) {
      if (map.slug) bySlug.set(map.slug, entries.length);
      entries.push({
        id: map.id,
        name: map.name,
        address: map.address,
        description: map.description,
        slug: map.slug,
        image: map.image,
        info: placeInfoOf(map),
        category: categoryIndex,
        geometry: asGeometry(map.geometry),
        haystack: searchText(map),
      });
    }
    categories.push({
      key: category.id === null ? 'none' : String(category.id),
      id: category.id,
      name:
        category.id === null
          ? category.name || m.uncategorized() /* maps without a category (sent last, id null) */
          : category.name,
      color: category.color,
      rgb: parseHexColor(category.color),
      image: category.image,
      markerIcon: category.map_marker === 'icon' ? (imageUrl('categories', category.image) ?? null) : null,
      start,
      end: entries.length,
    });
  });
  return { categories, entries, bySlug };
}
