import { type Message, msg, writtenNumber } from '../i18n/message.ts';
import { INVALID_GEOJSON_MESSAGE } from './parse.ts';
import type { GeometryResult, PetaGeometry, Position } from './types.ts';

/** Thrown only inside this file, so the first problem found stops the walk without threading results. */

class GeometryError extends Error {
  constructor(readonly said: Message) {
    super(said.key);
  }
}

const fail = (message: Message): never => {
  throw new GeometryError(message);
};

/** A fresh copy, so the result shares no arrays with the caller's object. */
function position(value: unknown): Position {
  if (!Array.isArray(value) || value.length < 2 || value.length > 3) {
    return fail(msg('api_position_shape'));
  }
  for (const number of value) {
    if (typeof number !== 'number' || !Number.isFinite(number)) fail(msg('api_coordinates_finite'));
  }
  const copy = [...(value as number[])];
  const [lng, lat] = copy as [number, number];
  if (lng < -180 || lng > 180) fail(msg('api_longitude_found', { value: writtenNumber(lng) }));
  if (lat < -90 || lat > 90) fail(msg('api_latitude_found', { value: writtenNumber(lat) }));
  return copy;
}

/** What a list of positions is called in its two messages: not a list, and too short. */
const LIST = {
  multipoint: { list: 'api_multipoint_list', short: 'api_multipoint_min' },
  ring: { list: 'api_ring_list', short: 'api_ring_min' },
  line: { list: 'api_line_list', short: 'api_line_min' },
} as const;

function positions(value: unknown, min: number, what: keyof typeof LIST): Position[] {
  if (!Array.isArray(value)) return fail(msg(LIST[what].list));
  if (value.length < min) fail(msg(LIST[what].short));
  return value.map(position);
}

const samePosition = (a: Position, b: Position) => a.length === b.length && a.every((n, i) => n === b[i]);

function ring(value: unknown): Position[] {
  const list = positions(value, 4, 'ring');
  if (!samePosition(list[0]!, list[list.length - 1]!)) {
    fail(msg('api_ring_closed'));
  }
  return list;
}

type PartsKey = 'api_polygon_min' | 'api_multiline_min' | 'api_multipolygon_min';

function parts<T>(value: unknown, none: PartsKey, part: (entry: unknown) => T): T[] {
  if (!Array.isArray(value) || value.length === 0) return fail(msg(none));
  return value.map(part);
}

const polygon = (value: unknown) => parts(value, 'api_polygon_min', ring);
const line = (value: unknown) => positions(value, 2, 'line');

function geometryOf(value: unknown): PetaGeometry {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return fail(INVALID_GEOJSON_MESSAGE);
  const { type, coordinates } = value as { type?: unknown; coordinates?: unknown };
  switch (type) {
    case 'Point':
      return { type, coordinates: position(coordinates) };
    case 'MultiPoint':
      return { type, coordinates: positions(coordinates, 1, 'multipoint') };
    case 'LineString':
      return { type, coordinates: line(coordinates) };
    case 'MultiLineString':
      return { type, coordinates: parts(coordinates, 'api_multiline_min', line) };
    case 'Polygon':
      return { type, coordinates: polygon(coordinates) };
    case 'MultiPolygon':
      return { type, coordinates: parts(coordinates, 'api_multipolygon_min', polygon) };
    case 'GeometryCollection':
      return fail(msg('api_geometry_collection'));
    default:
      if (typeof type !== 'string') return fail(INVALID_GEOJSON_MESSAGE);
      return fail(msg('api_geometry_unknown_type', { type: type.slice(0, 40) }));
  }
}

/**
 * One bare geometry (not a Feature) checked against the spec rules, rebuilt with only type and coordinates.
 * The position limit is not checked here because it applies to all merged parts together.
 */
export function validateGeometry(value: unknown): GeometryResult {
  try {
    return { ok: true, geometry: geometryOf(value) };
  } catch (error) {
    if (error instanceof GeometryError) return { ok: false, message: error.said };
    throw error;
  }
}
