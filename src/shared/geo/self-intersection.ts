import type { MultiPolygon, Polygon, Position } from 'geojson';
import { comparePoints, type SweepSegment, SweepStatus, turn } from './sweep-status.ts';

interface Segment extends SweepSegment {
  /** Segments in this segment's ring, to tell the closing pair (last and first) are neighbours too. */
  ringSize: number;
  minX: number;
  maxX: number;
  minY: number;
  maxY: number;
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
 * This pairwise rule is the specification; the sweep below only decides which pairs to ask it about.
 */
function conflict(s: Segment, t: Segment): boolean {
  // Asked in ring order, as the pairwise check asked every pair: overlaps() measures along s, so under
  // rounding the order could change the answer.
  if (s.ring > t.ring || (s.ring === t.ring && s.index > t.index)) return conflict(t, s);
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
    const forward = comparePoints(a, b) < 0;
    return {
      ring: ringNumber,
      index,
      ringSize: vertices.length,
      a,
      b,
      left: forward ? a : b,
      right: forward ? b : a,
      minX: Math.min(a[0]!, b[0]!),
      maxX: Math.max(a[0]!, b[0]!),
      minY: Math.min(a[1]!, b[1]!),
      maxY: Math.max(a[1]!, b[1]!),
    };
  });
}

/**
 * Whether two of the segments with an end at p conflict, given them sorted by ring. Segments of different
 * rings that share an end never cross, so only pairs of one ring need asking. A ring with three or more
 * segments at p always has a conflicting pair among any three of them: three pairwise neighbours would be a
 * whole triangle, whose edges have no end in common, so two of the three are not neighbours and touch at p.
 * Hence at most three pairs per ring, and the work stays linear in the segments at p.
 */
function endsConflict(ends: readonly Segment[]): boolean {
  for (let first = 0; first < ends.length; ) {
    let next = first + 1;
    while (next < ends.length && ends[next]!.ring === ends[first]!.ring) next++;
    const group = ends.slice(first, Math.min(next, first + 3));
    for (let i = 0; i < group.length; i++) {
      for (let j = i + 1; j < group.length; j++) if (conflict(group[i]!, group[j]!)) return true;
    }
    first = next;
  }
  return false;
}

/**
 * Whether two segments that both contain p conflict. `ends` are those with an end at p (sorted here by ring);
 * the status holds, among others, those with p inside them, the inside ones.
 *
 * For two segments that both contain p the pairwise rule reduces to: same ring, a conflict unless they are
 * neighbours meeting at their shared vertex p without overlapping (neighbours that share any other point
 * share a stretch, which is an overlap); different rings, a conflict only if p is inside both and they are
 * not collinear (a proper crossing at p). So:
 * - two ends: asked pairwise, ring by ring (endsConflict);
 * - two inside ones: a conflict if not collinear, which shows at the lowest and highest of them, as the
 *   segments through p are ordered by slope. Two collinear inside ones of one ring overlap, and the overlap
 *   begins at an end of one of them, earlier in the sweep, where it stopped already (as two ends, or an end
 *   and an inside one);
 * - an end and an inside one: a conflict iff same ring. Once the inside ones are known to be collinear they
 *   are ordered by ring, so one lookup per ring among the ends finds such a pair. Enumerating the inside ones
 *   instead would cost as many steps as there are rings sharing an edge through p, at every such p.
 * Every pair found is confirmed with conflict() itself, so nothing is reported that the rule would not.
 */
function conflictAt(p: Position, ends: Segment[], status: SweepStatus<Segment>): boolean {
  ends.sort((s, t) => s.ring - t.ring);
  if (endsConflict(ends)) return true;
  const lowest = status.lowestThrough(p);
  const highest = status.highestThrough(p);
  if (!lowest || !highest) return false;
  if (lowest !== highest && conflict(lowest, highest)) return true;
  let ring = Number.NaN;
  for (const end of ends) {
    if (end.ring === ring) continue;
    ring = end.ring;
    const inside = status.ringThrough(p, ring);
    if (inside && conflict(inside, end)) return true;
  }
  return false;
}

interface SweepEvent {
  point: Position;
  segment: Segment;
  starts: boolean;
}

/**
 * True when a ring crosses or touches itself (a bow-tie, a figure eight, a spike) or two rings cross each
 * other (a hole poking out of its shell, two overlapping parts of a MultiPolygon). Rings that only touch, or
 * share an edge, are not reported; nor is a crossing exactly at a vertex shared by both rings.
 *
 * Hand-written rather than @turf/kinks: kinks compares every pair of edges (slow for a boundary of tens of
 * thousands of vertices), misses collinear spikes, and reports a hole that merely touches its shell.
 *
 * A Shamos–Hoey sweep (Bentley–Ottmann asked only whether any pair meets), stopping at the first conflict:
 * the server runs this synchronously on uploaded boundaries, so the worst case is what matters. The events
 * are the vertices, in x then y order. At each one the edges that end there, start there or pass through it
 * are judged on the spot (conflictAt); then the edges that have just become neighbours in the status, the
 * bottom-to-top order of the edges under the sweep line, are put to the pairwise rule.
 *
 * Why nothing is missed: take the first point, in sweep order, where some conflicting pair meets. Until the
 * sweep gets there no two edges cross, so the status order is right. If the point is a vertex, conflictAt
 * sees the pair there. If not, it is a crossing inside both edges (any other contact the rules forbid begins
 * at a vertex); just before it nothing lies between the two edges, so they became neighbours at an earlier
 * event and were compared then.
 *
 * With n edges: O(n log n) time in the worst case, whatever the shape (sorting the events, then O(n)
 * splay-tree operations, whose amortised bound holds for the run as a whole), and O(n) memory. Comb-like
 * boundaries whose edges all span the same longitudes, or many rings sharing one collinear edge, cost no
 * more: no step enumerates edges beyond those with an end at the current vertex.
 *
 * Coordinates are plain doubles, as in the pairwise rule. Every conflict reported is one that rule reports
 * for that pair; but rounding can make nearly collinear edges look ordered inconsistently, and then a
 * conflict among them could be missed. The sweep still ends, whatever the input.
 */
export function polygonSelfIntersects(geometry: Polygon | MultiPolygon): boolean {
  const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  const events: SweepEvent[] = [];
  let ringNumber = 0;
  for (const rings of polygons) {
    for (const ring of rings) {
      for (const segment of ringSegments(ring, ringNumber++)) {
        events.push({ point: segment.left, segment, starts: true });
        events.push({ point: segment.right, segment, starts: false });
      }
    }
  }
  events.sort((e, f) => comparePoints(e.point, f.point));
  const status = new SweepStatus<Segment>();
  // The first event of each group is taken unconditionally, so a NaN coordinate cannot stall the loop.
  for (let next = 0; next < events.length; ) {
    const p = events[next]!.point;
    const starting: Segment[] = [];
    const ending: Segment[] = [];
    do {
      const event = events[next++]!;
      (event.starts ? starting : ending).push(event.segment);
    } while (next < events.length && comparePoints(events[next]!.point, p) === 0);

    // Ending edges leave first, so what remains through p is exactly the edges with p inside them.
    for (const segment of ending) status.remove(segment);
    if (conflictAt(p, [...ending, ...starting], status)) return true;
    for (const segment of starting) status.insert(segment);

    const below = status.below(p);
    const above = status.above(p);
    const lowest = status.lowestThrough(p);
    if (!lowest) {
      if (below && above && conflict(below, above)) return true;
      continue;
    }
    if (below && conflict(below, lowest)) return true;
    const highest = status.highestThrough(p);
    if (above && highest && conflict(highest, above)) return true;
  }
  return false;
}
