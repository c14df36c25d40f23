import { INVALID_GEOJSON_MESSAGE } from './parse.ts';
import { GEOMETRY_KINDS, type GeometryResult, type PetaGeometry, type Position } from './types.ts';

/** Thrown only inside this file, so the first problem found stops the walk without threading results. */
class GeometryError extends Error {}

const fail = (message: string): never => {
  throw new GeometryError(message);
};

const KIND_LIST = `${GEOMETRY_KINDS.slice(0, -1).join(', ')} or ${GEOMETRY_KINDS.at(-1)}`;

/** A fresh copy, so the result shares no arrays with the caller's object. */
function position(value: unknown): Position {
  if (!Array.isArray(value) || value.length < 2 || value.length > 3) {
    return fail('Each position must be [longitude, latitude], optionally followed by an altitude.');
  }
  for (const number of value) {
    if (typeof number !== 'number' || !Number.isFinite(number)) fail('Coordinates must be finite numbers.');
  }
  const copy = [...(value as number[])];
  const [lng, lat] = copy as [number, number];
  if (lng < -180 || lng > 180) fail(`Longitude must be between -180 and 180 (found ${lng}).`);
  if (lat < -90 || lat > 90) fail(`Latitude must be between -90 and 90 (found ${lat}).`);
  return copy;
}

function positions(value: unknown, min: number, what: string): Position[] {
  if (!Array.isArray(value)) return fail(`${what} must be a list of positions.`);
  if (value.length < min) fail(`${what} needs at least ${min === 1 ? 'one position' : `${min} positions`}.`);
  return value.map(position);
}

const samePosition = (a: Position, b: Position) => a.length === b.length && a.every((n, i) => n === b[i]);

function ring(value: unknown): Position[] {
  const list = positions(value, 4, 'A polygon ring');
  if (!samePosition(list[0]!, list[list.length - 1]!)) {
    fail('Polygon rings must be closed: the first and last positions must be equal.');
  }
  return list;
}

function parts<T>(value: unknown, what: string, partName: string, part: (entry: unknown) => T): T[] {
  if (!Array.isArray(value) || value.length === 0) return fail(`${what} needs at least one ${partName}.`);
  return value.map(part);
}

const polygon = (value: unknown) => parts(value, 'A polygon', 'ring', ring);
const line = (value: unknown) => positions(value, 2, 'A line');

function geometryOf(value: unknown): PetaGeometry {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return fail(INVALID_GEOJSON_MESSAGE);
  const { type, coordinates } = value as { type?: unknown; coordinates?: unknown };
  switch (type) {
    case 'Point':
      return { type, coordinates: position(coordinates) };
    case 'MultiPoint':
      return { type, coordinates: positions(coordinates, 1, 'A multipoint') };
    case 'LineString':
      return { type, coordinates: line(coordinates) };
    case 'MultiLineString':
      return { type, coordinates: parts(coordinates, 'A multiline', 'line', line) };
    case 'Polygon':
      return { type, coordinates: polygon(coordinates) };
    case 'MultiPolygon':
      return { type, coordinates: parts(coordinates, 'A multipolygon', 'polygon', polygon) };
    case 'GeometryCollection':
      return fail('GeometryCollection is not supported; use a FeatureCollection with one kind of shape.');
    default:
      if (typeof type !== 'string') return fail(INVALID_GEOJSON_MESSAGE);
      return fail(`Unknown geometry type "${type.slice(0, 40)}"; use ${KIND_LIST}.`);
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
    if (error instanceof GeometryError) return { ok: false, message: error.message };
    throw error;
  }
}
