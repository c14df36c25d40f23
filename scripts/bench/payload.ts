import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { groupPublicCategories } from '../../src/server/modules/public/public.service.ts';
import { mapPositions } from '../../src/shared/geo/coordinates.ts';
import type { PetaGeometry } from '../../src/shared/geo/types.ts';
import type { VillageData } from './data.ts';

export interface PayloadSizes {
  features: number;
  raw: number;
  gzip: number;
  brotli: number;
  /** The same features as a GeoJSON FeatureCollection at full double precision, uncompressed. */
  fullPrecision: number;
}

/**
 * Sizes of the public categories answer, from the same grouping code the API runs. The full-precision
 * baseline is what a GIS export holds: coordinates with ~15 significant digits (here the generated
 * coordinates plus a sub-millimetre jitter that makes every digit significant).
 */
export function measurePayload(village: VillageData): PayloadSizes {
  const categories = village.categories.map((category, index) => ({
    id: index + 1,
    name: category.name,
    description: category.description,
    color: category.color,
    image: null,
    map_marker: 'circle' as const,
  }));
  const ids = new Map(village.categories.map((category, index) => [category.key, index + 1]));
  let seed = 1;
  const jitter = () => {
    seed = (seed * 16807) % 2147483647;
    return (seed / 2147483647 - 0.5) * 1e-9;
  };
  const full = village.places.map((place) =>
    mapPositions(place.geometry as PetaGeometry, ([lng, lat]) => [lng! + jitter(), lat! + jitter()]),
  );
  const maps = village.places.map((place, i) => ({
    id: i + 1,
    name: place.name,
    address: place.address,
    description: place.description,
    slug: `place-${i + 1}`,
    image: null,
    extra_photos: [],
    opening_hours: '',
    phone: '',
    website: '',
    geometry: full[i] as unknown,
    category_id: ids.get(place.categoryKey) ?? null,
  }));
  const json = JSON.stringify({ data: groupPublicCategories(categories, maps) });
  const fullPrecision = JSON.stringify({
    type: 'FeatureCollection',
    features: village.places.map((place, i) => ({
      type: 'Feature',
      properties: {
        name: place.name,
        address: place.address,
        description: place.description,
        category: place.categoryKey,
      },
      geometry: full[i],
    })),
  });
  return {
    features: village.places.length,
    raw: Buffer.byteLength(json),
    gzip: gzipSync(json, { level: 6 }).length,
    brotli: brotliCompressSync(json, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }).length,
    fullPrecision: Buffer.byteLength(fullPrecision),
  };
}
