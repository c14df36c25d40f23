import type { ExportFormat } from '../../../shared/export-formats.ts';
import { roundCoordinates } from '../../../shared/geo/round.ts';
import type { PetaGeometry } from '../../../shared/geo/types.ts';
import type { AdminExportInput, FileOutput } from '../../../shared/schemas/transfer.ts';
import { slugify } from '../../../shared/slug.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { findCategory } from '../categories/categories.repository.ts';
import { type ExportFilter, mapsForExport } from './transfer.repository.ts';
import type { ExportFeature } from './write/export-feature.ts';
import { writeCsv } from './write/write-csv.ts';
import { writeGeoJson } from './write/write-geojson.ts';
import { writeGpx } from './write/write-gpx.ts';
import { writeKml } from './write/write-kml.ts';

/** Six decimals, about 11 cm: the same precision as the public map. */
export const EXPORT_DECIMALS = 6;

const FILE_TYPES: Record<ExportFormat, { extension: string; contentType: string }> = {
  geojson: { extension: 'geojson', contentType: 'application/geo+json' },
  kml: { extension: 'kml', contentType: 'application/vnd.google-earth.kml+xml' },
  gpx: { extension: 'gpx', contentType: 'application/gpx+xml' },
  csv: { extension: 'csv', contentType: 'text/csv; charset=utf-8' },
};

export function render(format: ExportFormat, features: readonly ExportFeature[], title: string): string {
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

async function exportFile(
  deps: Deps,
  format: ExportFormat,
  filter: ExportFilter,
  withStatus: boolean,
): Promise<FileOutput> {
  let title = 'PetaDesa';
  if (filter.categoryId !== undefined) {
    const category = await findCategory(deps.db, filter.categoryId);
    if (!category) throw AppError.notFound('Category');
    title = category.name;
  }
  const rows = await mapsForExport(deps.db, filter);
  const features: ExportFeature[] = rows.map((row) => ({
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    address: row.address,
    category: row.category_name,
    ...(withStatus ? { status: row.status } : {}),
    geometry: row.geometry ? roundCoordinates(row.geometry as PetaGeometry, EXPORT_DECIMALS) : null,
  }));
  const type = FILE_TYPES[format];
  const base = filter.categoryId !== undefined ? `petadesa-${slugify(title)}` : 'petadesa-all';
  return {
    file_name: `${base}.${type.extension}`,
    content_type: type.contentType,
    content: render(format, features, title),
  };
}

/** What the public may download: active maps only. */
export function publicExport(deps: Deps, input: { format: ExportFormat; category_id?: number | undefined }) {
  return exportFile(deps, input.format, { categoryId: input.category_id, status: 'active' }, false);
}

/** The back office's download: inactive maps too, with the status as an attribute. */
export function adminExport(deps: Deps, input: AdminExportInput) {
  const status = input.status === 'all' ? undefined : input.status;
  return exportFile(deps, input.format, { categoryId: input.category_id, status }, true);
}
