import type { Polygon } from 'geojson';
import { polygonSelfIntersects } from '../../../shared/geo/self-intersection.ts';
import { msg } from '../../../shared/i18n/message.ts';
import { type ImportFormat, MAX_IMPORT_FEATURES } from '../../../shared/schemas/transfer.ts';
import { attributeNames } from '../transfer/import-mapping.ts';
import { planImport } from '../transfer/import-plan.ts';
import { readImportFile } from '../transfer/read/read-file.ts';
import { badFile, tooManyFeatures } from '../transfer/read/source.ts';

/** Plain data both ways: it runs in a worker thread (boundary-file-worker.ts). */
export interface BoundaryFileTask {
  fileName: string;
  bytes: Uint8Array<ArrayBuffer>;
}

export interface BoundaryFileRead {
  format: ImportFormat;
  sourceCrs: string;
  candidates: { name: string; geometry: Polygon }[];
  leftOut: number;
}

/**
 * The attribute that names a village in the files kecamatan and BIG hand out (RBI's NAMOBJ, WADMKD,
 * DESA), then the usual names; the first one the file has wins, case aside.
 */
const NAME_FIELDS = ['desa', 'nama_desa', 'namobj', 'wadmkd', 'kelurahan', 'desa_kel', 'name', 'nama'];

function nameField(fields: readonly string[]): string | null {
  for (const candidate of NAME_FIELDS) {
    const found = fields.find((field) => field.toLowerCase() === candidate);
    if (found) return found;
  }
  return null;
}

/**
 * Reads a boundary file with the map import's readers and checks (reprojection, the editors' geometry
 * rules, 7 decimals), and keeps the polygons that can become the village boundary: one simple polygon
 * each. The boundary is a Polygon (spec section 4), so a MultiPolygon's parts are offered one by one
 * rather than merged into a shape the setting cannot hold.
 */
export async function readBoundaryFile(task: BoundaryFileTask): Promise<BoundaryFileRead> {
  const read = await readImportFile(task.fileName, task.bytes);
  if (read.features.length === 0) throw badFile(msg('api_import_no_features'));
  if (read.features.length > MAX_IMPORT_FEATURES) throw tooManyFeatures(read.features.length);
  const mapping = {
    name: nameField(attributeNames(read.features)),
    description: null,
    address: null,
    opening_hours: null,
    phone: null,
    website: null,
  };
  const fallbackName = task.fileName.replace(/\.[^.]*$/, '').trim() || 'Batas';
  const polygons: { name: string; geometry: Polygon }[] = [];
  let notPolygons = 0;
  for (const feature of planImport(read.features, mapping, fallbackName)) {
    const geometry = feature.stored;
    if (geometry?.type === 'Polygon') polygons.push({ name: feature.name, geometry });
    if (geometry?.type === 'MultiPolygon') {
      const parts = geometry.coordinates;
      parts.forEach((coordinates, i) => {
        const name = parts.length > 1 ? `${feature.name} (${i + 1}/${parts.length})` : feature.name;
        polygons.push({ name, geometry: { type: 'Polygon', coordinates } });
      });
    }
    if (geometry?.type !== 'Polygon' && geometry?.type !== 'MultiPolygon') notPolygons++;
  }
  if (polygons.length === 0) {
    throw badFile(msg('api_boundary_file_no_polygon'));
  }
  const candidates = polygons.filter((polygon) => !polygonSelfIntersects(polygon.geometry));
  if (candidates.length === 0) {
    throw badFile(msg('api_boundary_file_crosses'));
  }
  return {
    format: read.format,
    sourceCrs: read.crs,
    candidates,
    leftOut: notPolygons + polygons.length - candidates.length,
  };
}
