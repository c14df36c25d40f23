import type { MultiPolygon, Polygon, Position } from 'geojson';

interface Segment {
  ring: number;
  index: number;
  /** Segments in this segment's ring, to tell the closing pair (last and first) are neighbours too. */
  ringSize: number;
  a: Position;
  b: Position;
  minX: number;
  maxX: number;
  minY: number;
  maxY: number;
}

/** Sign of the turn p -> q -> r: 1 left, -1 right, 0 collinear. */
function turn(p: Position, q: Position, r: Position): number {
  return Math.sign((q[0]! - p[0]!) * (r[1]! - p[1]!) - (q[1]! - p[1]!) * (r[0]! - p[0]!));
}

/** Whether q, known to be collinear with segment s, lies within it. */
function within(s: Segment, q: Position): boolean {
  return q[0]! >= s.minX && q[0]! <= s.maxX && q[1]! >= s.minY && q[1]! <= s.maxY;
}

/** Any shared point, an end touching included. */
function touches(s: Segment, t: Segment): boolean {
  const o1 = turn(s.a, s.b, t.a);
  const o2 = turn(s.a, s.b, t.b);
  const o3 = turn(t.a, t.b, s.a);
  const o4 = turn(t.a, t.b, s.b);
  if (o1 !== o2 && o3 !== o4) return true;
  return (
    (o1 === 0 && within(s, t.a)) ||
    (o2 === 0 && within(s, t.b)) ||
    (o3 === 0 && within(t, s.a)) ||
    (o4 === 0 && within(t, s.b))
  );
}

/** The two segments pass through each other at one point inside both; touching does not count. */
function crosses(s: Segment, t: Segment): boolean {
  return turn(s.a, s.b, t.a) * turn(s.a, s.b, t.b) < 0 && turn(t.a, t.b, s.a) * turn(t.a, t.b, s.b) < 0;
}

/** Collinear and sharing more than a point: the ring doubles back on itself (a spike). */
function overlaps(s: Segment, t: Segment): boolean {
  if (turn(s.a, s.b, t.a) !== 0 || turn(s.a, s.b, t.b) !== 0) return false;
  const alongX = s.maxX - s.minX >= s.maxY - s.minY;
  const shared = alongX
    ? Math.min(s.maxX, t.maxX) - Math.max(s.minX, t.minX)
    : Math.min(s.maxY, t.maxY) - Math.max(s.minY, t.minY);
  return shared > 0;
}

/**
 * A ring must be simple, so within one ring any contact between segments counts, except the shared vertex
 * of neighbours. Between rings only a true crossing counts: OGC lets a hole touch its shell at a point.
 */
function conflict(s: Segment, t: Segment): boolean {
  if (s.ring !== t.ring) return crosses(s, t);
  const gap = Math.abs(s.index - t.index);
  if (gap === 1 || gap === s.ringSize - 1) return overlaps(s, t);
  return touches(s, t);
}

/** Repeated consecutive vertices are dropped first, or a zero-length edge would split two neighbours apart. */
function ringSegments(ring: readonly Position[], ringNumber: number): Segment[] {
  const vertices: Position[] = [];
  for (const vertex of ring) {
    const last = vertices.at(-1);
    if (!last || last[0] !== vertex[0] || last[1] !== vertex[1]) vertices.push(vertex);
  }
  const first = vertices[0];
  const last = vertices.at(-1);
  if (vertices.length > 1 && first![0] === last![0] && first![1] === last![1]) vertices.pop();
  if (vertices.length < 2) return [];
  return vertices.map((a, index) => {
    const b = vertices[(index + 1) % vertices.length]!;
    return {
      ring: ringNumber,
      index,
      ringSize: vertices.length,
      a,
      b,
      minX: Math.min(a[0]!, b[0]!),
      maxX: Math.max(a[0]!, b[0]!),
      minY: Math.min(a[1]!, b[1]!),
      maxY: Math.max(a[1]!, b[1]!),
    };
  });
}

/**
 * True when a ring crosses or touches itself (a bow-tie, a figure eight, a spike) or two rings cross each
 * other (a hole poking out of its shell, two overlapping parts of a MultiPolygon). Rings that only touch, or
 * share an edge, are not reported; nor is a crossing exactly at a vertex shared by both rings.
 *
 * Hand-written rather than @turf/kinks: kinks compares every pair of edges (slow for a boundary of tens of
 * thousands of vertices), misses collinear spikes, and reports a hole that merely touches its shell. Edges are
 * swept in longitude order instead, so only edges whose longitude ranges overlap are compared.
 */
export function polygonSelfIntersects(geometry: Polygon | MultiPolygon): boolean {
  const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  const segments: Segment[] = [];
  let ringNumber = 0;
  for (const rings of polygons) {
    for (const ring of rings) for (const segment of ringSegments(ring, ringNumber++)) segments.push(segment);
  }
  segments.sort((s, t) => s.minX - t.minX);
  let active: Segment[] = [];
  for (const segment of segments) {
    active = active.filter((other) => other.maxX >= segment.minX);
    for (const other of active) {
      if (other.maxY < segment.minY || other.minY > segment.maxY) continue;
      if (conflict(segment, other)) return true;
    }
    active.push(segment);
  }
  return false;
}
