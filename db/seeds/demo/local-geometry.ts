import type { Position } from 'geojson';
import { type Random, signed } from './prng.ts';

/** Metres east and north of the village centre; shapes are designed here and projected at the end. */
export type Xy = readonly [number, number];

export const VILLAGE_CENTER = { lat: -7.546839, lng: 112.23307 } as const;

// An equirectangular projection is exact to well under a metre across a 6 km village.
const METRES_PER_DEGREE_LAT = 110_574;
const METRES_PER_DEGREE_LNG = 111_320 * Math.cos((VILLAGE_CENTER.lat * Math.PI) / 180);

const round6 = (value: number): number => Math.round(value * 1e6) / 1e6;

export function toPosition([x, y]: Xy): Position {
  return [
    round6(VILLAGE_CENTER.lng + x / METRES_PER_DEGREE_LNG),
    round6(VILLAGE_CENTER.lat + y / METRES_PER_DEGREE_LAT),
  ];
}

/** Closes an open ring; the caller is responsible for its orientation. */
export function toRing(points: readonly Xy[]): Position[] {
  const ring = points.map(toPosition);
  return [...ring, [...ring[0]!]];
}

export function polar(centre: Xy, angleDeg: number, radius: number): Xy {
  const a = (angleDeg * Math.PI) / 180;
  return [centre[0] + radius * Math.cos(a), centre[1] + radius * Math.sin(a)];
}

function angleAround(centre: Xy, [x, y]: Xy): number {
  return Math.atan2(y - centre[1], x - centre[0]);
}

/**
 * An irregular open ring around `centre`. Vertex angles strictly increase, so the ring is star-shaped
 * about the centre (hence simple) and counter-clockwise, as RFC 7946 wants exterior rings.
 */
export function blob(centre: Xy, radius: number, vertices: number, random: Random, irregularity = 0.2): Xy[] {
  const step = 360 / vertices;
  const turn = random() * 360;
  const ring: Xy[] = [];
  for (let k = 0; k < vertices; k++) {
    const angle = turn + (k + 0.35 * signed(random)) * step;
    ring.push(polar(centre, angle, radius * (1 + irregularity * signed(random))));
  }
  return ring;
}

/**
 * A roughly rectangular plot (width along `bearingDeg`, measured counter-clockwise from east) with a
 * kink in one side, as surveyed plots rarely are perfect rectangles. Counter-clockwise, simple.
 */
export function plot(centre: Xy, width: number, depth: number, bearingDeg: number, random: Random): Xy[] {
  const hw = width / 2;
  const hd = depth / 2;
  const local: Xy[] = [
    [hw, hd],
    [-hw, hd],
    [-hw, -hd],
    [hw, -hd],
  ].map(([x, y]) => [x! * (1 + 0.06 * signed(random)), y! * (1 + 0.06 * signed(random))] as const);
  const side = Math.floor(random() * 4);
  const from = local[side]!;
  const to = local[(side + 1) % 4]!;
  const bulge = 1 + 0.03 + 0.05 * random();
  local.splice(side + 1, 0, [((from[0] + to[0]) / 2) * bulge, ((from[1] + to[1]) / 2) * bulge]);
  const a = (bearingDeg * Math.PI) / 180;
  const placed = local.map(
    ([x, y]) =>
      [centre[0] + x * Math.cos(a) - y * Math.sin(a), centre[1] + x * Math.sin(a) + y * Math.cos(a)] as const,
  );
  return placed.sort((p, q) => angleAround(centre, p) - angleAround(centre, q));
}

/**
 * A polyline through `waypoints`, each leg split into `perLeg` pieces nudged sideways by up to
 * `wiggle` metres. Every vertex still advances along its leg, so a leg cannot cross itself.
 */
export function route(waypoints: readonly Xy[], perLeg: number, wiggle: number, random: Random): Xy[] {
  const line: Xy[] = [];
  for (let leg = 0; leg + 1 < waypoints.length; leg++) {
    const [ax, ay] = waypoints[leg]!;
    const [bx, by] = waypoints[leg + 1]!;
    const length = Math.hypot(bx - ax, by - ay);
    const nx = -(by - ay) / length;
    const ny = (bx - ax) / length;
    line.push([ax, ay]);
    for (let i = 1; i < perLeg; i++) {
      const t = (i + 0.25 * signed(random)) / perLeg;
      const off = wiggle * signed(random);
      line.push([ax + (bx - ax) * t + nx * off, ay + (by - ay) * t + ny * off]);
    }
  }
  line.push(waypoints.at(-1)!);
  return line;
}

/** The point `distance` metres along `line`, moved `offset` metres to its left (negative: right). */
export function along(line: readonly Xy[], distance: number, offset = 0): Xy {
  let remaining = distance;
  for (let i = 0; i + 1 < line.length; i++) {
    const [ax, ay] = line[i]!;
    const [bx, by] = line[i + 1]!;
    const length = Math.hypot(bx - ax, by - ay);
    if (remaining <= length || i + 2 === line.length) {
      const t = Math.min(remaining / length, 1);
      return [
        ax + (bx - ax) * t - ((by - ay) / length) * offset,
        ay + (by - ay) * t + ((bx - ax) / length) * offset,
      ];
    }
    remaining -= length;
  }
  throw new Error('along() needs a line with at least two vertices');
}

/** The vertex of `line` closest to `target`: branch roads start on a real vertex so the network joins. */
export function nearestVertex(line: readonly Xy[], target: Xy): Xy {
  let best = line[0]!;
  for (const p of line) {
    if (
      Math.hypot(p[0] - target[0], p[1] - target[1]) < Math.hypot(best[0] - target[0], best[1] - target[1])
    ) {
      best = p;
    }
  }
  return best;
}

/** Where two polylines first cross (walking `a`), if they do. */
export function crossing(a: readonly Xy[], b: readonly Xy[]): Xy | undefined {
  for (let i = 0; i + 1 < a.length; i++) {
    const [p, p2] = [a[i]!, a[i + 1]!];
    for (let j = 0; j + 1 < b.length; j++) {
      const [q, q2] = [b[j]!, b[j + 1]!];
      const rx = p2[0] - p[0];
      const ry = p2[1] - p[1];
      const sx = q2[0] - q[0];
      const sy = q2[1] - q[1];
      const denom = rx * sy - ry * sx;
      if (denom === 0) continue;
      const t = ((q[0] - p[0]) * sy - (q[1] - p[1]) * sx) / denom;
      const u = ((q[0] - p[0]) * ry - (q[1] - p[1]) * rx) / denom;
      if (t >= 0 && t <= 1 && u >= 0 && u <= 1) return [p[0] + rx * t, p[1] + ry * t];
    }
  }
  return undefined;
}

/** Even-odd ray casting; `ring` is open or closed, either works. */
export function insideRing([x, y]: Xy, ring: readonly Xy[]): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i]!;
    const [xj, yj] = ring[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

export function meanPoint(points: readonly Xy[]): Xy {
  const sum = points.reduce<[number, number]>((acc, [x, y]) => [acc[0] + x, acc[1] + y], [0, 0]);
  return [sum[0] / points.length, sum[1] / points.length];
}
