import type { Position } from 'geojson';
import { type MessageKey, msg } from '../i18n/message.ts';
import type { GeometryResult, PetaGeometry } from './types.ts';

export const NO_GEOMETRY_MESSAGE = msg('api_geojson_no_geometry');

type Family = 'points' | 'lines' | 'polygons';
type MixedKey = Extract<MessageKey, `api_geometry_mixed_${string}`>;

const FAMILY: Record<PetaGeometry['type'], Family> = {
  Point: 'points',
  MultiPoint: 'points',
  LineString: 'lines',
  MultiLineString: 'lines',
  Polygon: 'polygons',
  MultiPolygon: 'polygons',
};

/**
 * One geometry from several of one family: points into a MultiPoint, lines into a MultiLineString, polygons
 * into a MultiPolygon. A single geometry is returned as it is, so one Polygon stays a Polygon.
 */
export function mergeGeometries(geometries: readonly PetaGeometry[]): GeometryResult {
  const [first] = geometries;
  if (!first) return { ok: false, message: NO_GEOMETRY_MESSAGE };
  if (geometries.length === 1) return { ok: true, geometry: first };
  const families = [...new Set(geometries.map((geometry) => FAMILY[geometry.type]))];
  if (families.length > 1) {
    // One key per order of the families found, as the message names them in that order.
    const key = `api_geometry_mixed_${families.join('_')}` as MixedKey;
    return { ok: false, message: msg(key) };
  }
  switch (FAMILY[first.type]) {
    case 'points': {
      const coordinates: Position[] = geometries.flatMap((g) =>
        g.type === 'Point' ? [g.coordinates] : g.type === 'MultiPoint' ? g.coordinates : [],
      );
      return { ok: true, geometry: { type: 'MultiPoint', coordinates } };
    }
    case 'lines': {
      const coordinates: Position[][] = geometries.flatMap((g) =>
        g.type === 'LineString' ? [g.coordinates] : g.type === 'MultiLineString' ? g.coordinates : [],
      );
      return { ok: true, geometry: { type: 'MultiLineString', coordinates } };
    }
    case 'polygons': {
      const coordinates: Position[][][] = geometries.flatMap((g) =>
        g.type === 'Polygon' ? [g.coordinates] : g.type === 'MultiPolygon' ? g.coordinates : [],
      );
      return { ok: true, geometry: { type: 'MultiPolygon', coordinates } };
    }
  }
}
