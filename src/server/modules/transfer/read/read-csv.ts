import Papa from 'papaparse';
import wkx from 'wkx';
import { msg } from '../../../../shared/i18n/message.ts';
import { badFile, type SourceData, type SourceFeature, textOf, WGS84_NAME } from './source.ts';

const WKT_COLUMNS = /^(wkt|geometry|geom|the_geom|geometri)$/i;
const LAT_COLUMNS = /^(lat|latitude|lintang|y)$/i;
const LON_COLUMNS = /^(lon|lng|long|longitude|bujur|x)$/i;

/** "112.5", "-7,55" (a decimal comma, as Indonesian spreadsheets write it), or null for anything else. */
function coordinate(text: unknown): number | null {
  if (typeof text !== 'string') return null;
  const trimmed = text.trim();
  const normalised = /^-?\d+,\d+$/.test(trimmed) ? trimmed.replace(',', '.') : trimmed;
  if (!/^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(normalised)) return null;
  return Number(normalised);
}

function fromWkt(text: string): SourceFeature['geometry'] {
  return wkx.Geometry.parse(text.trim()).toGeoJSON();
}

/**
 * A table with a header row: a WKT column (as GDAL and QGIS write it), or latitude and longitude columns.
 * A row whose geometry cannot be read is kept and reported, so the preview can say which rows fail and why.
 */
export function readCsv(bytes: Uint8Array): SourceData {
  const parsed = Papa.parse<Record<string, string>>(textOf(bytes), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (header) => header.trim(),
    // Our export writes a cell that starts with =, +, - or @ behind an apostrophe, so a spreadsheet does not
    // run it (write-csv.ts); read back, the apostrophe goes, or "+62812..." would come back as "'+62812...".
    transform: (value) => (/^'[=+\-@]/.test(value) ? value.slice(1) : value),
  });
  const columns = parsed.meta.fields ?? [];
  if (columns.length === 0 || parsed.data.length === 0) throw badFile(msg('api_csv_empty'));
  const wktColumn = columns.find((column) => WKT_COLUMNS.test(column));
  const latColumn = columns.find((column) => LAT_COLUMNS.test(column));
  const lonColumn = columns.find((column) => LON_COLUMNS.test(column));
  if (!wktColumn && !(latColumn && lonColumn)) {
    throw badFile(msg('api_csv_columns'));
  }
  const geometryColumns = new Set([wktColumn, latColumn, lonColumn]);
  const features = parsed.data.map((row): SourceFeature => {
    const properties = Object.fromEntries(
      Object.entries(row).filter(([key]) => !geometryColumns.has(key) && key !== '__parsed_extra'),
    );
    if (wktColumn && row[wktColumn]?.trim()) {
      try {
        return { properties, geometry: fromWkt(row[wktColumn]!) };
      } catch {
        return {
          properties,
          geometry: null,
          problem: { kind: 'invalid_geometry', message: `The ${wktColumn} value is not valid WKT.` },
        };
      }
    }
    if (latColumn && lonColumn) {
      const lat = coordinate(row[latColumn]);
      const lon = coordinate(row[lonColumn]);
      if (lat === null || lon === null) {
        const bad = lat === null ? latColumn : lonColumn;
        const value = String(row[bad] ?? '').slice(0, 40);
        return {
          properties,
          geometry: null,
          problem: { kind: 'invalid_geometry', message: `The ${bad} value "${value}" is not a number.` },
        };
      }
      return { properties, geometry: { type: 'Point', coordinates: [lon, lat] } };
    }
    return { properties, geometry: null };
  });
  return { features, crs: WGS84_NAME };
}
