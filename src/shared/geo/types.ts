import type {
  LineString,
  MultiLineString,
  MultiPoint,
  MultiPolygon,
  Point,
  Polygon,
  Position,
} from 'geojson';

/** The geometry types PetaDesa stores; collections of mixed kinds are not accepted. */
export type PetaGeometry = Point | MultiPoint | LineString | MultiLineString | Polygon | MultiPolygon;
export type GeometryKind = PetaGeometry['type'];
export type { Position };

export const GEOMETRY_KINDS: readonly GeometryKind[] = [
  'Point',
  'MultiPoint',
  'LineString',
  'MultiLineString',
  'Polygon',
  'MultiPolygon',
];

export type GeometryResult = { ok: true; geometry: PetaGeometry } | { ok: false; message: string };
