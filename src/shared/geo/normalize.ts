import { type Message, msg } from '../i18n/message.ts';
import { countPositions } from './coordinates.ts';
import { MAX_GEOJSON_CHARS, MAX_POSITIONS } from './limits.ts';
import { mergeGeometries } from './merge.ts';
import { INVALID_GEOJSON_MESSAGE, parseGeoJsonText } from './parse.ts';
import type { GeometryKind, GeometryResult, PetaGeometry } from './types.ts';
import { validateGeometry } from './validate.ts';

export { INVALID_GEOJSON_MESSAGE } from './parse.ts';

export interface NormalizeOptions {
  /** When given, a result of any other type is refused (after merging). */
  allowedTypes?: readonly GeometryKind[];
}

type Found = { ok: true; list: unknown[] } | { ok: false; message: Message };

function orList(items: readonly string[]): string {
  return items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`;
}

/** The bare geometries inside a Geometry, a Feature or a FeatureCollection; null geometries are skipped. */
function geometriesOf(value: unknown): Found {
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    return { ok: false, message: INVALID_GEOJSON_MESSAGE };
  }
  const object = value as { type?: unknown; geometry?: unknown; features?: unknown };
  if (object.type === 'Feature') return { ok: true, list: object.geometry == null ? [] : [object.geometry] };
  if (object.type !== 'FeatureCollection') return { ok: true, list: [value] };
  if (!Array.isArray(object.features)) return { ok: false, message: msg('api_geojson_features_list') };
  const list: unknown[] = [];
  for (const feature of object.features) {
    const item = (feature ?? {}) as { type?: unknown; geometry?: unknown };
    if (item.type !== 'Feature') {
      return { ok: false, message: msg('api_geojson_feature_items') };
    }
    if (item.geometry != null) list.push(item.geometry);
  }
  return { ok: true, list };
}

/**
 * GeoJSON text or an object (a Geometry, a Feature or a FeatureCollection) to one clean, checked geometry:
 * several shapes of one kind are merged into one Multi geometry. The one entry both editors and the server use.
 */
export function normalizeGeometry(input: unknown, options: NormalizeOptions = {}): GeometryResult {
  let value = input;
  if (typeof input === 'string') {
    if (input.length > MAX_GEOJSON_CHARS) {
      return {
        ok: false,
        message: msg('api_geojson_too_long', { length: input.length, limit: MAX_GEOJSON_CHARS }),
      };
    }
    value = parseGeoJsonText(input);
    if (value === undefined) return { ok: false, message: INVALID_GEOJSON_MESSAGE };
  }
  const found = geometriesOf(value);
  if (!found.ok) return found;
  const geometries: PetaGeometry[] = [];
  for (const candidate of found.list) {
    const checked = validateGeometry(candidate);
    if (!checked.ok) return checked;
    geometries.push(checked.geometry);
  }
  const merged = mergeGeometries(geometries);
  if (!merged.ok) return merged;
  const total = countPositions(merged.geometry);
  if (total > MAX_POSITIONS) {
    return {
      ok: false,
      message: msg('api_geometry_too_many_points', { count: total, limit: MAX_POSITIONS }),
    };
  }
  const { allowedTypes } = options;
  if (allowedTypes && !allowedTypes.includes(merged.geometry.type)) {
    const message =
      allowedTypes.length === 0
        ? msg('api_geometry_none_accepted')
        : msg('api_geometry_type', { allowed: orList(allowedTypes), found: merged.geometry.type });
    return { ok: false, message };
  }
  return merged;
}
