import type { PetaGeometry } from '../../../../shared/geo/types.ts';

/** One map as every writer receives it: coordinates already rounded to the export precision. */
export interface ExportFeature {
  id: number;
  name: string;
  slug: string;
  description: string;
  address: string;
  /** Issue 31's fields; absent from an older caller's features means empty. */
  opening_hours?: string;
  phone?: string;
  website?: string;
  category: string | null;
  status?: string;
  geometry: PetaGeometry | null;
}

/** The attributes besides name and geometry, in a fixed order, as text. */
export function attributes(feature: ExportFeature): [string, string][] {
  const list: [string, string][] = [
    ['id', String(feature.id)],
    ['slug', feature.slug],
    ['description', feature.description],
    ['address', feature.address],
    ['category', feature.category ?? ''],
    ['opening_hours', feature.opening_hours ?? ''],
    ['phone', feature.phone ?? ''],
    ['website', feature.website ?? ''],
  ];
  if (feature.status !== undefined) list.push(['status', feature.status]);
  return list;
}
