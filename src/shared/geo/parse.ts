import { msg } from '../i18n/message.ts';

export const INVALID_GEOJSON_MESSAGE = msg('api_geojson_invalid');

/** JSON text to a value, or undefined for text that is not JSON; never throws (the editors ignore bad text). */
export function parseGeoJsonText(text: string): unknown | undefined {
  if (typeof text !== 'string') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
