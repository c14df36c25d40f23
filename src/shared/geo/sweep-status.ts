import type { Position } from 'geojson';
import { SplayTreeSet } from 'splaytree-ts';

/**
 * Sign of the turn p -> q -> r: 1 left, -1 right, 0 collinear. The one orientation test of the sweep: the
 * status order and the pairwise rules both use it, so they cannot disagree about a point's side of a segment.
 */
export function turn(p: Position, q: Position, r: Position): number {
  return Math.sign((q[0]! - p[0]!) * (r[1]! - p[1]!) - (q[1]! - p[1]!) * (r[0]! - p[0]!));
}

/**
 * The sweep's point order: by x, then by y. Ordering by y within one x is the same as sweeping a line tilted
 * by an infinitesimal shear (x + εy); a shear keeps every orientation, so a vertical segment is just a very
 * steep one, running from its lower end (its left) to its upper end (its right).
 */
export function comparePoints(p: Position, q: Position): number {
  return p[0]! - q[0]! || p[1]! - q[1]!;
}

export interface SweepSegment {
  ring: number;
  index: number;
  a: Position;
  b: Position;
  /** a or b itself, whichever comes first in the sweep's point order: where the segment enters the status. */
  left: Position;
  right: Position;
}

/**
 * Which side of the line through t the point q lies on, seen along the sweep: 1 above, -1 below. Computed
 * as turn(t.a, t.b, q), the very expression the pairwise rules use, and flipped when a is not the left end.
 */
export function side(t: SweepSegment, q: Position): number {
  const sign = turn(t.a, t.b, q);
  return t.left === t.a ? sign : -sign;
}

/** Fixed order of collinear segments, which lie at the same height wherever both are in the status. */
const tieBreak = (s: SweepSegment, t: SweepSegment) => s.ring - t.ring || s.index - t.index;

/**
 * Where s lies against t, s entering the status no earlier than t, so s.left is within t's span. Measuring
 * the later segment's left end against the earlier segment tells their order as soon as both are in the
 * status, and segments that do not cross keep that order while both stay. If s starts on t, its right end
 * tells the slope; if that is on t too they are collinear. NaN (from non-finite input) falls through ||.
 */
const placeAgainst = (s: SweepSegment, t: SweepSegment) =>
  side(t, s.left) || side(t, s.right) || tieBreak(s, t);

/** Antisymmetric by construction: the same segment is always measured against the other, whichever is asked. */
function compareSegments(s: SweepSegment, t: SweepSegment): number {
  if (s === t) return 0;
  const later = comparePoints(s.left, t.left) || tieBreak(s, t);
  return later > 0 ? placeAgainst(s, t) : -placeAgainst(t, s);
}

/**
 * A point looked up in the status, placed against a segment t as a segment starting at the point would be:
 * by side(t, point). Among the segments through the point it sorts after those of rings below its ring and
 * before the rest, so ring -Infinity comes before all of them and ring Infinity after.
 */
interface Probe {
  point: Position;
  ring: number;
}

const isProbe = <S extends SweepSegment>(key: S | Probe): key is Probe => !('index' in key);

const probeAgainst = (probe: Probe, t: SweepSegment) =>
  side(t, probe.point) || (t.ring < probe.ring ? 1 : -1);

function compareKeys<S extends SweepSegment>(x: S | Probe, y: S | Probe): number {
  if (isProbe(x)) return isProbe(y) ? 0 : probeAgainst(x, y);
  if (isProbe(y)) return -probeAgainst(y, x);
  return compareSegments(x, y);
}

/**
 * The segments crossing the sweep line, bottom to top, in a splay tree: O(log n) amortised per operation,
 * so any sequence of m operations costs O(m log n) in the worst case. The order is only valid while no two
 * of the segments cross, which holds until the sweep reaches the first crossing, where the caller stops.
 */
export class SweepStatus<S extends SweepSegment> {
  private readonly tree = new SplayTreeSet<S | Probe>(compareKeys);

  insert(segment: S): void {
    this.tree.add(segment);
  }

  remove(segment: S): void {
    this.tree.delete(segment);
  }

  /** The highest segment passing strictly below p. */
  below(p: Position): S | null {
    return this.segment(this.tree.lastBefore({ point: p, ring: -Infinity }));
  }

  /** The lowest segment passing strictly above p. */
  above(p: Position): S | null {
    return this.segment(this.tree.firstAfter({ point: p, ring: Infinity }));
  }

  /** The lowest segment through p (p on it, at an end or inside). */
  lowestThrough(p: Position): S | null {
    return this.through(p, this.tree.firstAfter({ point: p, ring: -Infinity }));
  }

  /** The highest segment through p. */
  highestThrough(p: Position): S | null {
    return this.through(p, this.tree.lastBefore({ point: p, ring: Infinity }));
  }

  /**
   * A segment of the given ring through p, if any. Only exact when the segments through p are collinear:
   * collinear segments are ordered by ring (see tieBreak), so one lookup finds the ring's place among them.
   */
  ringThrough(p: Position, ring: number): S | null {
    const found = this.through(p, this.tree.firstAfter({ point: p, ring }));
    return found?.ring === ring ? found : null;
  }

  private through(p: Position, key: S | Probe | null): S | null {
    return key && !isProbe(key) && side(key, p) === 0 ? key : null;
  }

  private segment(key: S | Probe | null): S | null {
    return key && !isProbe(key) ? key : null;
  }
}
