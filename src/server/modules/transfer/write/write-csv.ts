import Papa from 'papaparse';
import wkx from 'wkx';
import { attributes, type ExportFeature } from './export-feature.ts';

/** A leading =, +, - or @ would run as a formula in a spreadsheet; quoting alone does not stop that. */
export function spreadsheetSafe(value: string): string {
  return /^[=+\-@]/.test(value) ? `'${value}` : value;
}

/** One row per map with its geometry as WKT in the last column, as GDAL and QGIS read it. */
export function writeCsv(features: readonly ExportFeature[]): string {
  const rows = features.map((feature) => {
    const row: Record<string, string> = { name: feature.name, ...Object.fromEntries(attributes(feature)) };
    row.WKT = feature.geometry ? wkx.Geometry.parseGeoJSON(feature.geometry).toWkt() : '';
    return row;
  });
  const columns = ['name', ...(features[0] ? attributes(features[0]).map(([key]) => key) : ['id']), 'WKT'];
  const safe = rows.map((row) =>
    Object.fromEntries(
      Object.entries(row).map(([key, value]) => [key, key !== 'WKT' ? spreadsheetSafe(value) : value]),
    ),
  );
  return `${Papa.unparse({ fields: columns, data: safe.map((row) => columns.map((column) => row[column] ?? '')) })}\r\n`;
}
