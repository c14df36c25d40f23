import { msg } from '../../../../shared/i18n/message.ts';
import type { ImportFormat } from '../../../../shared/schemas/transfer.ts';
import { readCsv } from './read-csv.ts';
import { readGeoJson } from './read-geojson.ts';
import { readGpx } from './read-gpx.ts';
import { readKml } from './read-kml.ts';
import { readKmzFiles } from './read-kmz.ts';
import { readShapefileFiles } from './read-shapefile.ts';
import { badFile, type SourceData, textOf } from './source.ts';
import { isZip, unzip, withExtension } from './zip.ts';

const BY_EXTENSION: Record<string, ImportFormat> = {
  geojson: 'geojson',
  json: 'geojson',
  kml: 'kml',
  kmz: 'kmz',
  gpx: 'gpx',
  csv: 'csv',
  txt: 'csv',
};

/** The format from the content first (a zip, JSON, KML or GPX root), then from the name. */
function detect(name: string, bytes: Uint8Array): ImportFormat | 'zip' | undefined {
  if (isZip(bytes)) return 'zip';
  const head = textOf(bytes.subarray(0, 2048)).trimStart();
  if (head.startsWith('{')) return 'geojson';
  if (head.startsWith('<')) {
    if (/<kml[\s>]/i.test(head)) return 'kml';
    if (/<gpx[\s>]/i.test(head)) return 'gpx';
  }
  const extension = name.toLowerCase().split('.').pop() ?? '';
  return BY_EXTENSION[extension];
}

export interface ReadResult extends SourceData {
  format: ImportFormat;
}

export async function readImportFile(name: string, bytes: Uint8Array): Promise<ReadResult> {
  const format = detect(name, bytes);
  switch (format) {
    case 'geojson':
      return { format, ...readGeoJson(bytes) };
    case 'kml':
      return { format, ...readKml(bytes) };
    case 'gpx':
      return { format, ...readGpx(bytes) };
    case 'csv':
      return { format, ...readCsv(bytes) };
    case 'kmz':
    case 'zip': {
      const files = await unzip(bytes);
      if (withExtension(files, '.shp').length > 0)
        return { format: 'shapefile', ...(await readShapefileFiles(files)) };
      if (withExtension(files, '.kml').length > 0) return { format: 'kmz', ...readKmzFiles(files) };
      throw badFile(msg('api_zip_neither'));
    }
    default:
      throw badFile(msg('api_file_type'));
  }
}
