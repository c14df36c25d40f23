export const INVALID_GEOJSON_MESSAGE = 'Geometry must be valid GeoJSON.';

/** JSON text to a value, or undefined for text that is not JSON; never throws (the editors ignore bad text). */
export function parseGeoJsonText(text: string): unknown | undefined {
  if (typeof text !== 'string') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
