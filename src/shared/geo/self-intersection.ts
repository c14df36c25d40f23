import type { MultiPolygon, Polygon, Position } from 'geojson';

interface Segment {
  ring: number;
  index: number;
  ringLength: number;
  a: Position;
  b: Position;
  minX: number;
  maxX: number;
}

const orientation = (p: Position, q: Position, r: Position) => {
  const value = (q[1]! - p[1]!) * (r[0]! - q[0]!) - (q[0]! - p[0]!) * (r[1]! - q[1]!);
  return value === 0 ? 0 : value > 0 ? 1 : 2;
};

const onSegment = (p: Position, q: Position, r: Position) =>
  q[0]! <= Math.max(p[0]!, r[0]!) &&
  q[0]! >= Math.min(p[0]!, r[0]!) &&
  q[1]! <= Math.max(p[1]!, r[1]!) &&
  q[1]! >= Math.min(p[1]!, r[1]!);

function intersects(s: Segment, t: Segment): boolean {
  const o1 = orientation(s.a, s.b, t.a);
  const o2 = orientation(s.a, s.b, t.b);
  const o3 = orientation(t.a, t.b, s.a);
  const o4 = orientation(t.a, t.b, s.b);
  if (o1 !== o2 && o3 !== o4) return true;
  return (
    (o1 === 0 && onSegment(s.a, t.a, s.b)) ||
    (o2 === 0 && onSegment(s.a, t.b, s.b)) ||
    (o3 === 0 && onSegment(t.a, s.a, t.b)) ||
    (o4 === 0 && onSegment(t.a, s.b, t.b))
  );
}

/** Neighbours in one ring share a vertex by construction; that is not a crossing. */
function adjacent(s: Segment, t: Segment): boolean {
  if (s.ring !== t.ring) return false;
  const gap = Math.abs(s.index - t.index);
  return gap === 1 || gap === s.ringLength - 1;
}

/**
 * True when an edge of the polygon crosses or touches another edge that is not its neighbour: a bow-tie, a
 * ring through itself, or rings through each other. Edges are swept in longitude order, so a boundary of
 * thousands of vertices is checked in milliseconds rather than comparing every pair.
 */
export function polygonSelfIntersects(geometry: Polygon | MultiPolygon): boolean {
  const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  const segments: Segment[] = [];
  let ringNumber = 0;
  for (const rings of polygons) {
    for (const ring of rings) {
      const ringLength = ring.length - 1;
      for (let index = 0; index < ringLength; index++) {
        const a = ring[index]!;
        const b = ring[index + 1]!;
        if (a[0] === b[0] && a[1] === b[1]) continue;
        segments.push({
          ring: ringNumber,
          index,
          ringLength,
          a,
          b,
          minX: Math.min(a[0]!, b[0]!),
          maxX: Math.max(a[0]!, b[0]!),
        });
      }
      ringNumber++;
    }
  }
  segments.sort((s, t) => s.minX - t.minX);
  const active: Segment[] = [];
  for (const segment of segments) {
    for (let i = active.length - 1; i >= 0; i--) {
      if (active[i]!.maxX < segment.minX) active.splice(i, 1);
    }
    for (const other of active) {
      if (!adjacent(segment, other) && intersects(segment, other)) return true;
    }
    active.push(segment);
  }
  return false;
}
