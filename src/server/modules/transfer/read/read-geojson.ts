import { msg } from '../../../../shared/i18n/message.ts';
import { badFile, featuresOfGeoJson, type SourceData, textOf, WGS84_NAME } from './source.ts';

/** GeoJSON is WGS 84 by definition (RFC 7946); an old-style `crs` member other than that is refused. */
export function readGeoJson(bytes: Uint8Array): SourceData {
  let value: unknown;
  try {
    value = JSON.parse(textOf(bytes));
  } catch {
    throw badFile(msg('api_file_json_invalid'));
  }
  const crs = (value as { crs?: { properties?: { name?: unknown } } } | null)?.crs?.properties?.name;
  if (typeof crs === 'string' && !/CRS84|4326/i.test(crs)) {
    throw badFile(msg('api_geojson_crs', { crs: crs.slice(0, 80) }));
  }
  return { features: featuresOfGeoJson(value), crs: WGS84_NAME };
}
