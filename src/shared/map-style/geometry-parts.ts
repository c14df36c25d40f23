import type { PetaGeometry, Position } from '../geo/types.ts';

/**
 * A geometry split the way the map draws it: its points (markers), its lines, and its polygons (a fill
 * and an outline per ring). Pure.
 */

/** A line needs two positions to be drawn, a ring four (three corners and the first again). */
export const MIN_LINE_POSITIONS = 2;
export const MIN_RING_POSITIONS = 4;

export function pointsOf(geometry: PetaGeometry): Position[] {
  if (geometry.type === 'Point') return [geometry.coordinates];
  if (geometry.type === 'MultiPoint') return geometry.coordinates;
  return [];
}

export function linesOf(geometry: PetaGeometry): Position[][] {
  if (geometry.type === 'LineString') return [geometry.coordinates];
  if (geometry.type === 'MultiLineString') return geometry.coordinates;
  return [];
}

/** Each polygon's rings, the outer one first. */
export function polygonsOf(geometry: PetaGeometry): Position[][][] {
  if (geometry.type === 'Polygon') return [geometry.coordinates];
  if (geometry.type === 'MultiPolygon') return geometry.coordinates;
  return [];
}
