import type { PetaGeometry, Position } from './types.ts';

/**
 * Lengths and areas on the sphere, by Turf's own formulas and radius (haversine for `@turf/length`, the
 * spherical ring area of `@turf/area`), written out so that a page measuring a place does not load Turf's
 * helpers and iterators (the tests hold them to Turf). On a village's scale the sphere is within 0.5% of
 * the ellipsoid.
 */
const EARTH_RADIUS_M = 6_371_008.8;
const RAD = Math.PI / 180;

/** The great-circle distance between two lng/lat positions, in metres (haversine). */
export function distanceMetres(from: Position, to: Position): number {
  const lat1 = from[1]! * RAD;
  const lat2 = to[1]! * RAD;
  const sinLat = Math.sin((lat2 - lat1) / 2);
  const sinLng = Math.sin(((to[0]! - from[0]!) * RAD) / 2);
  const a = sinLat * sinLat + sinLng * sinLng * Math.cos(lat1) * Math.cos(lat2);
  return 2 * EARTH_RADIUS_M * Math.atan2(Math.sqrt(a), Math.sqrt(1 - a));
}

function pathMetres(path: readonly Position[]): number {
  let total = 0;
  for (let i = 1; i < path.length; i++) total += distanceMetres(path[i - 1]!, path[i]!);
  return total;
}

/** The signed area of a closed ring in m² (Chamberlain and Duquette, as `@turf/area`). */
function ringSquareMetres(ring: readonly Position[]): number {
  const n = ring.length - 1; // the closing position repeats the first
  if (n <= 2) return 0;
  let total = 0;
  for (let i = 0; i < n; i++) {
    const lower = ring[i]!;
    const middle = ring[(i + 1) % n]!;
    const upper = ring[(i + 2) % n]!;
    total += (upper[0]! - lower[0]!) * RAD * Math.sin(middle[1]! * RAD);
  }
  return (total * EARTH_RADIUS_M * EARTH_RADIUS_M) / 2;
}

function polygonSquareMetres(rings: readonly (readonly Position[])[]): number {
  let total = 0;
  rings.forEach((ring, index) => {
    const ringArea = Math.abs(ringSquareMetres(ring));
    total += index === 0 ? ringArea : -ringArea; // the first ring is the outline, the others its holes
  });
  return total;
}

/** The area in m² of an area (holes taken out, the parts of a MultiPolygon added); 0 for points and lines. */
export function areaSquareMetres(geometry: PetaGeometry): number {
  if (geometry.type === 'Polygon') return polygonSquareMetres(geometry.coordinates);
  if (geometry.type === 'MultiPolygon')
    return geometry.coordinates.reduce((sum, polygon) => sum + polygonSquareMetres(polygon), 0);
  return 0;
}

/** The length in metres of a line (every part of a MultiLineString); 0 for points and areas. */
export function lengthMetres(geometry: PetaGeometry): number {
  if (geometry.type === 'LineString') return pathMetres(geometry.coordinates);
  if (geometry.type === 'MultiLineString')
    return geometry.coordinates.reduce((sum, line) => sum + pathMetres(line), 0);
  return 0;
}

/**
 * The perimeter in metres of an area: every ring, holes included (a fence around a field with a pond in
 * it runs round both), as `@turf/length` measures a polygon. 0 for points and lines.
 */
export function perimeterMetres(geometry: PetaGeometry): number {
  const rings =
    geometry.type === 'Polygon'
      ? geometry.coordinates
      : geometry.type === 'MultiPolygon'
        ? geometry.coordinates.flat()
        : [];
  return rings.reduce((sum, ring) => sum + pathMetres(ring), 0);
}
