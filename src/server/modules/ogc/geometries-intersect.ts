import { insidePolygon } from '../../../shared/geo/box-intersects.ts';
import type { PetaGeometry, Position } from '../../../shared/geo/types.ts';

/**
 * Whether two geometries share at least one point (CQL2's S_INTERSECTS), planar in CRS84 degrees as the
 * standard has it. As steps: the work is every segment of one against every segment of the other, which
 * for a long boundary and a filter polygon of FILTER_LIMITS.vertices is millions of tests; the generator
 * yields every STEP of them so that the caller can give the event loop a turn (ogc-filter.ts).
 */
export const STEP = 20_000;

interface Parts {
  points: Position[];
  /** Lines and rings as vertex lists. */
  paths: Position[][];
  polygons: Position[][][];
  box: [number, number, number, number];
}

function partsOf(geometry: PetaGeometry): Parts {
  const parts: Parts = {
    points: [],
    paths: [],
    polygons: [],
    box: [Infinity, Infinity, -Infinity, -Infinity],
  };
  const grow = (positions: Position[]) => {
    for (const [x = 0, y = 0] of positions) {
      if (x < parts.box[0]) parts.box[0] = x;
      if (y < parts.box[1]) parts.box[1] = y;
      if (x > parts.box[2]) parts.box[2] = x;
      if (y > parts.box[3]) parts.box[3] = y;
    }
  };
  const polygon = (rings: Position[][]) => {
    parts.polygons.push(rings);
    parts.paths.push(...rings);
    rings.forEach(grow);
  };
  switch (geometry.type) {
    case 'Point':
      parts.points.push(geometry.coordinates);
      grow([geometry.coordinates]);
      break;
    case 'MultiPoint':
      parts.points.push(...geometry.coordinates);
      grow(geometry.coordinates);
      break;
    case 'LineString':
      parts.paths.push(geometry.coordinates);
      grow(geometry.coordinates);
      break;
    case 'MultiLineString':
      parts.paths.push(...geometry.coordinates);
      geometry.coordinates.forEach(grow);
      break;
    case 'Polygon':
      polygon(geometry.coordinates);
      break;
    case 'MultiPolygon':
      geometry.coordinates.forEach(polygon);
      break;
  }
  return parts;
}

const cross = (o: Position, a: Position, b: Position) =>
  (a[0]! - o[0]!) * (b[1]! - o[1]!) - (a[1]! - o[1]!) * (b[0]! - o[0]!);

/**
 * How far from a line a point may be and still be on it, in degrees (about 0.1 mm): a point computed on a
 * road (its middle, say) is off it by a rounding error, and nobody means "just beside it" at that scale.
 */
const ON_LINE = 1e-9;

/** `p` on the segment a-b (within ON_LINE of its line, and within its box). */
function onSegment(p: Position, a: Position, b: Position): boolean {
  const length = Math.hypot(b[0]! - a[0]!, b[1]! - a[1]!);
  return (
    Math.abs(cross(a, b, p)) <= ON_LINE * length &&
    Math.min(a[0]!, b[0]!) <= p[0]! &&
    p[0]! <= Math.max(a[0]!, b[0]!) &&
    Math.min(a[1]!, b[1]!) <= p[1]! &&
    p[1]! <= Math.max(a[1]!, b[1]!)
  );
}

function segmentsMeet(a: Position, b: Position, c: Position, d: Position): boolean {
  const d1 = cross(c, d, a);
  const d2 = cross(c, d, b);
  const d3 = cross(a, b, c);
  const d4 = cross(a, b, d);
  if (((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0))) return true;
  return onSegment(a, c, d) || onSegment(b, c, d) || onSegment(c, a, b) || onSegment(d, a, b);
}

const boxesMeet = (a: Parts['box'], b: Parts['box']) =>
  a[0] <= b[2] && b[0] <= a[2] && a[1] <= b[3] && b[1] <= a[3];

function pointMeets(p: Position, other: Parts): boolean {
  if (other.points.some((q) => q[0] === p[0] && q[1] === p[1])) return true;
  for (const path of other.paths) {
    if (path.length === 1 && path[0]![0] === p[0] && path[0]![1] === p[1]) return true;
    for (let i = 1; i < path.length; i++) if (onSegment(p, path[i - 1]!, path[i]!)) return true;
  }
  return other.polygons.some((rings) => insidePolygon(p, rings));
}

/** The test as steps: `yield`s every STEP segment pairs; returns whether the geometries meet. */
export function* intersectsSteps(geometry: PetaGeometry, filter: PetaGeometry): Generator<void, boolean> {
  const a = partsOf(geometry);
  const b = partsOf(filter);
  if (!boxesMeet(a.box, b.box)) return false;
  const size = (parts: Parts) => parts.points.length + parts.paths.reduce((n, path) => n + path.length, 0);
  const [sizeA, sizeB] = [size(a), size(b)];
  let work = 0;
  /** Counts `done` tests; true when a turn is due. */
  const due = (done: number) => {
    work += done;
    if (work < STEP) return false;
    work = 0;
    return true;
  };
  for (const p of a.points) {
    if (pointMeets(p, b)) return true;
    if (due(sizeB)) yield;
  }
  for (const p of b.points) {
    if (pointMeets(p, a)) return true;
    if (due(sizeA)) yield;
  }
  for (const path of a.paths) {
    for (let i = 1; i < path.length; i++) {
      const s0 = path[i - 1]!;
      const s1 = path[i]!;
      // A segment away from the filter's box meets none of its segments.
      if (
        Math.max(s0[0]!, s1[0]!) < b.box[0] ||
        Math.min(s0[0]!, s1[0]!) > b.box[2] ||
        Math.max(s0[1]!, s1[1]!) < b.box[1] ||
        Math.min(s0[1]!, s1[1]!) > b.box[3]
      ) {
        continue;
      }
      for (const other of b.paths) {
        for (let j = 1; j < other.length; j++) {
          if (segmentsMeet(s0, s1, other[j - 1]!, other[j]!)) return true;
        }
        if (due(other.length)) yield;
      }
    }
  }
  // No boundaries cross: a part lies wholly inside a polygon of the other or wholly outside it.
  for (const path of a.paths) {
    if (b.polygons.some((rings) => insidePolygon(path[0]!, rings))) return true;
    if (due(sizeB)) yield;
  }
  for (const path of b.paths) {
    if (a.polygons.some((rings) => insidePolygon(path[0]!, rings))) return true;
    if (due(sizeA)) yield;
  }
  return false;
}

/** The same, at once (tests, small geometries). */
export function geometriesIntersect(geometry: PetaGeometry, filter: PetaGeometry): boolean {
  const steps = intersectsSteps(geometry, filter);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}
