import type { ExportFormat } from '../../../../shared/export-formats.ts';
import type { PublicCategory } from '../../../../shared/schemas/public.ts';
import type { FileOutput } from '../../../../shared/schemas/transfer.ts';
import { slugify } from '../../../../shared/slug.ts';
import type { ExportFeature } from './export-feature.ts';
import { writeCsv } from './write-csv.ts';
import { writeGeoJson } from './write-geojson.ts';
import { writeGpx } from './write-gpx.ts';
import { writeKml } from './write-kml.ts';

const FILE_TYPES: Record<ExportFormat, { extension: string; contentType: string }> = {
  geojson: { extension: 'geojson', contentType: 'application/geo+json' },
  kml: { extension: 'kml', contentType: 'application/vnd.google-earth.kml+xml' },
  gpx: { extension: 'gpx', contentType: 'application/gpx+xml' },
  csv: { extension: 'csv', contentType: 'text/csv; charset=utf-8' },
};

function render(format: ExportFormat, features: readonly ExportFeature[], title: string): string {
  switch (format) {
    case 'geojson':
      return writeGeoJson(features);
    case 'kml':
      return writeKml(features, title);
    case 'gpx':
      return writeGpx(features, title);
    case 'csv':
      return writeCsv(features);
  }
}

/** The download: a file of the features, named for the category (or `all`) it holds. */
export function exportFile(
  format: ExportFormat,
  features: readonly ExportFeature[],
  category: string | undefined,
): FileOutput {
  const title = category ?? 'PetaDesa';
  const type = FILE_TYPES[format];
  const base = category !== undefined ? `petadesa-${slugify(category)}` : 'petadesa-all';
  return {
    file_name: `${base}.${type.extension}`,
    content_type: type.contentType,
    content: render(format, features, title),
  };
}

export interface PublicExportTask {
  /** The public map's answer as its cached JSON text (`{ data: PublicCategory[] }`). */
  categoriesJson: string;
  format: ExportFormat;
  /** Omitted: every category, and the places of none. */
  categoryId: number | undefined;
}

/** Names in the order the database's `order by name, id` gives them under the C collation. */
const byNameAndId = (a: ExportFeature, b: ExportFeature) =>
  a.name < b.name ? -1 : a.name > b.name ? 1 : a.id - b.id;

/**
 * What the public may download, made from the public map's own answer (active places only, coordinates
 * already at the export's six decimals), so it needs no database and can run in a worker thread; null when
 * the category is not in the answer.
 */
export function publicExportFile(task: PublicExportTask): FileOutput | null {
  const categories = (JSON.parse(task.categoriesJson) as { data: PublicCategory[] }).data;
  const features: ExportFeature[] = [];
  let category: string | undefined;
  for (const group of categories) {
    if (task.categoryId !== undefined && group.id !== task.categoryId) continue;
    if (task.categoryId !== undefined) category = group.name;
    for (const map of group.maps)
      features.push({
        id: map.id,
        name: map.name,
        slug: map.slug,
        description: map.description,
        address: map.address,
        opening_hours: map.opening_hours ?? '',
        phone: map.phone ?? '',
        website: map.website ?? '',
        category: group.id === null ? null : group.name,
        geometry: map.geometry as ExportFeature['geometry'],
      });
  }
  if (task.categoryId !== undefined && category === undefined) return null;
  // Each category's places come in the database's order already; all of them are merged into it.
  if (task.categoryId === undefined) features.sort(byNameAndId);
  return exportFile(task.format, features, category);
}
