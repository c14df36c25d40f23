import type { BBox } from './bbox.ts';
import type { PetaGeometry, Position } from './types.ts';

/**
 * Whether a geometry touches or overlaps a lon/lat box, edges included: what OGC API Features asks of
 * `bbox` ("features that have a geometry that intersects the bounding box"). A feature's own bounding box
 * overlapping is not enough: a long diagonal road overlaps many boxes it never enters. Pure.
 */
export function intersectsBox(geometry: PetaGeometry, box: BBox): boolean {
  switch (geometry.type) {
    case 'Point':
      return contains(box, geometry.coordinates);
    case 'MultiPoint':
      return geometry.coordinates.some((position) => contains(box, position));
    case 'LineString':
      return pathMeets(geometry.coordinates, box);
    case 'MultiLineString':
      return geometry.coordinates.some((line) => pathMeets(line, box));
    case 'Polygon':
      return polygonMeets(geometry.coordinates, box);
    case 'MultiPolygon':
      return geometry.coordinates.some((rings) => polygonMeets(rings, box));
  }
}

function contains([minLng, minLat, maxLng, maxLat]: BBox, [lng = 0, lat = 0]: Position): boolean {
  return lng >= minLng && lng <= maxLng && lat >= minLat && lat <= maxLat;
}

function pathMeets(path: Position[], box: BBox): boolean {
  if (path.length === 1) return contains(box, path[0]!);
  for (let i = 1; i < path.length; i++) if (segmentMeets(path[i - 1]!, path[i]!, box)) return true;
  return false;
}

/** Liang–Barsky: clip the segment to the box; something left means they meet. */
function segmentMeets([x0 = 0, y0 = 0]: Position, [x1 = 0, y1 = 0]: Position, box: BBox): boolean {
  const [minX, minY, maxX, maxY] = box;
  const dx = x1 - x0;
  const dy = y1 - y0;
  let t0 = 0;
  let t1 = 1;
  const edges: [number, number][] = [
    [-dx, x0 - minX],
    [dx, maxX - x0],
    [-dy, y0 - minY],
    [dy, maxY - y0],
  ];
  for (const [p, q] of edges) {
    if (p === 0) {
      if (q < 0) return false;
      continue;
    }
    const t = q / p;
    if (p < 0) {
      if (t > t1) return false;
      if (t > t0) t0 = t;
    } else {
      if (t < t0) return false;
      if (t < t1) t1 = t;
    }
  }
  return true;
}

/** An edge meets the box, or the box lies wholly inside the polygon (then its corner does; holes count). */
function polygonMeets(rings: Position[][], box: BBox): boolean {
  if (rings.some((ring) => pathMeets(ring, box))) return true;
  return insidePolygon([box[0], box[1]], rings);
}

/** Even–odd over every ring, so a point in a hole is outside (a point on a ring may fall either way). */
export function insidePolygon(point: Position, rings: Position[][]): boolean {
  const [x = 0, y = 0] = point;
  let inside = false;
  for (const ring of rings) {
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const [xi = 0, yi = 0] = ring[i]!;
      const [xj = 0, yj = 0] = ring[j]!;
      if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
    }
  }
  return inside;
}
