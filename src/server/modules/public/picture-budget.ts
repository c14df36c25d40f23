/**
 * What drawing a picture may cost, counted on what is really drawn (issue 30, decision 0030).
 *
 * A rasteriser pays for every row a stroke's edges cross and for every crossing between the edges of one
 * path element (cairo, under sharp's librsvg, keeps each row's edges sorted: a line of 16 000 positions
 * that zigzags across itself took 3.4 s, 8 000 took 1 s, growing with the square). So a picture is bounded
 * three ways:
 * - **ink**: every segment costs its length plus one unit, in the picture's units; a place may spend
 *   PLACE_INK_PER_SPAN picture spans (width + height) of it, the whole picture TOTAL_INK_PER_SPAN;
 * - **crossings**: a line is written as path elements of at most CHUNK_SEGMENTS segments, and points as
 *   elements of at most CHUNK_POINTS marks, so edges of one element can cross only each other;
 * - **marks**: one point mark per cell of the picture, whatever its colour.
 * A place over its own ink is drawn as its convex hull (what so dense a shape covers anyway); places past
 * the picture's ink are left out, and the count of those is said to the caller.
 */

/** A path in whole picture units: x0, y0, x1, y1, ... */
export type IntPath = number[];

/** A single place may draw this many picture spans of ink: a road crossing the picture eight times. */
export const PLACE_INK_PER_SPAN = 8;
/**
 * The whole picture's ink, in picture spans. A synthetic village of 5 000 places spends about 60 spans
 * (its PNG in 0.4 s); 100 000 places 900 spans (3.2 s before the budget): 200 keeps a picture under a
 * second of drawing whatever the data.
 */
export const TOTAL_INK_PER_SPAN = 200;
/** Segments in one path element: the crossings inside one element are at most this squared. */
export const CHUNK_SEGMENTS = 32;
/** Point marks in one path element (their round caps overlap their neighbours'). */
export const CHUNK_POINTS = 256;

/** The ink a path spends: its length plus a unit a segment. */
export function inkOf(path: IntPath): number {
  let ink = 0;
  for (let i = 2; i + 1 < path.length; i += 2) {
    ink += Math.hypot(path[i]! - path[i - 2]!, path[i + 1]! - path[i - 1]!) + 1;
  }
  return ink;
}

/** The budget of one picture: spent place by place. */
export class InkBudget {
  private spent = 0;
  /** Lines and areas left out because the picture's ink ran out. */
  leftOut = 0;

  constructor(
    /** Width plus height of the picture, in its units. */
    private readonly span: number,
  ) {}

  get placeLimit(): number {
    return PLACE_INK_PER_SPAN * this.span;
  }

  /** Whether `ink` more still fits the picture; spends it if so. */
  spend(ink: number): boolean {
    if (this.spent + ink > TOTAL_INK_PER_SPAN * this.span) {
      this.leftOut += 1;
      return false;
    }
    this.spent += ink;
    return true;
  }
}

/** The convex hull of a place's positions (Andrew's monotone chain), closed, counter-clockwise. */
export function convexHull(paths: readonly IntPath[]): IntPath {
  const points: [number, number][] = [];
  for (const path of paths)
    for (let i = 0; i + 1 < path.length; i += 2) points.push([path[i]!, path[i + 1]!]);
  points.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  if (points.length < 3) return points.flat();
  const cross = (o: [number, number], a: [number, number], b: [number, number]) =>
    (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const lower: [number, number][] = [];
  for (const p of points) {
    while (lower.length >= 2 && cross(lower[lower.length - 2]!, lower[lower.length - 1]!, p) <= 0)
      lower.pop();
    lower.push(p);
  }
  const upper: [number, number][] = [];
  for (let i = points.length - 1; i >= 0; i--) {
    const p = points[i]!;
    while (upper.length >= 2 && cross(upper[upper.length - 2]!, upper[upper.length - 1]!, p) <= 0)
      upper.pop();
    upper.push(p);
  }
  const hull = [...lower.slice(0, -1), ...upper.slice(0, -1)];
  return [...hull, hull[0]!].flat();
}

/** Path data of one path: `M x y L x y ...`, closed with Z for a ring. */
export function pathData(path: IntPath, close: boolean): string {
  let data = '';
  for (let i = 0; i + 1 < path.length; i += 2) data += `${i === 0 ? 'M' : 'L'}${path[i]} ${path[i + 1]}`;
  return close && data ? `${data}Z` : data;
}

/**
 * A line's path data cut into pieces of at most CHUNK_SEGMENTS segments, each piece starting where the
 * last ended (round caps and joins hide the cut), one string per path element.
 */
export function chunkedLineData(paths: readonly IntPath[]): string[] {
  const chunks: string[] = [];
  let current = '';
  let segments = 0;
  for (const path of paths) {
    for (let i = 0; i + 1 < path.length; i += 2) {
      const point = `${path[i]} ${path[i + 1]}`;
      if (i === 0) {
        current += `M${point}`;
        continue;
      }
      current += `L${point}`;
      segments += 1;
      if (segments >= CHUNK_SEGMENTS && i + 2 < path.length) {
        chunks.push(current);
        current = `M${point}`;
        segments = 0;
      }
    }
    if (segments >= CHUNK_SEGMENTS) {
      chunks.push(current);
      current = '';
      segments = 0;
    }
  }
  if (segments > 0) chunks.push(current);
  return chunks;
}
