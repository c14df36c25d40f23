import { read } from 'shapefile';
import { msg } from '../../../../shared/i18n/message.ts';
import { reprojectCoordinates, reprojectionFromPrj } from './reproject.ts';
import { badFile, featuresOfGeoJson, type SourceData, type SourceFeature, textOf } from './source.ts';
import { withExtension } from './zip.ts';

/** The code page a .cpg names, in the form TextDecoder knows; shapefiles without one are read as UTF-8. */
function encodingOf(cpg: Uint8Array | undefined): string {
  const name = cpg ? textOf(cpg).trim().toLowerCase() : '';
  if (!name) return 'utf-8';
  if (/^(utf-?8|65001)$/.test(name)) return 'utf-8';
  if (/^(1252|ansi 1252|cp1252|windows-1252)$/.test(name)) return 'windows-1252';
  if (/^(8859_?1|iso-?8859-?1|latin1)$/.test(name)) return 'iso-8859-1';
  return 'utf-8';
}

const asBuffer = (bytes: Uint8Array) =>
  bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;

/**
 * A zipped Shapefile: every layer (.shp) with its .shx, .dbf and .prj beside it. The .shx is not read (the
 * records are read in order from the .shp), but a layer without one is incomplete and is refused as such.
 */
export async function readShapefileFiles(files: Map<string, Uint8Array>): Promise<SourceData> {
  const layers = withExtension(files, '.shp');
  if (layers.length === 0) throw badFile(msg('api_zip_no_shp'));
  const features: SourceFeature[] = [];
  const crsNames = new Set<string>();
  for (const shpName of layers) {
    const base = shpName.slice(0, -4);
    const label = base.split('/').pop() ?? base;
    const part = (extension: string) => files.get(`${base}${extension}`);
    if (!part('.shx')) throw badFile(msg('api_shapefile_no_shx', { name: label }));
    const dbf = part('.dbf');
    if (!dbf) throw badFile(msg('api_shapefile_no_dbf', { name: label }));
    const prj = part('.prj');
    if (!prj) {
      throw badFile(msg('api_shapefile_no_prj', { name: label }));
    }
    const projection = reprojectionFromPrj(textOf(prj));
    crsNames.add(projection.name);
    let collection: unknown;
    try {
      collection = await read(asBuffer(part('.shp')!), asBuffer(dbf), { encoding: encodingOf(part('.cpg')) });
    } catch {
      throw badFile(msg('api_shapefile_damaged', { name: label }));
    }
    for (const feature of featuresOfGeoJson(collection)) {
      const geometry = feature.geometry as { type?: string; coordinates?: unknown } | null;
      if (projection.forward && geometry && typeof geometry === 'object') {
        feature.geometry = {
          ...geometry,
          coordinates: reprojectCoordinates(geometry.coordinates, projection.forward),
        };
      }
      features.push(feature);
    }
  }
  return { features, crs: [...crsNames].join(', ') };
}
