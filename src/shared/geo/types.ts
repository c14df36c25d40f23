import type {
  LineString,
  MultiLineString,
  MultiPoint,
  MultiPolygon,
  Point,
  Polygon,
  Position,
} from 'geojson';
import type { Message } from '../i18n/message.ts';

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

/** A problem is a message by key (decision 0045), said in a language where it is answered or shown. */
export type GeometryResult = { ok: true; geometry: PetaGeometry } | { ok: false; message: Message };
