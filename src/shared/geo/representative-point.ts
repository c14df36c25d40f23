import type { PetaGeometry, Position } from './types.ts';

/**
 * One position that stands for a geometry: where a popup points to and where directions lead. A point is
 * itself; a line is its middle (by length) on its longest part; a polygon a point inside its largest part.
 * Pure; planar maths is plenty at village scale.
 */
export function representativePoint(geometry: PetaGeometry | null): Position | null {
  if (!geometry) return null;
  switch (geometry.type) {
    case 'Point':
      return validPosition(geometry.coordinates);
    case 'MultiPoint':
      return validPosition(geometry.coordinates[0]);
    case 'LineString':
      return lineMiddle(geometry.coordinates);
    case 'MultiLineString':
      return lineMiddle(largest(geometry.coordinates, lineLength));
    case 'Polygon':
      return pointInPolygon(geometry.coordinates);
    case 'MultiPolygon':
      return pointInPolygon(largest(geometry.coordinates, (rings) => Math.abs(ringArea(rings[0] ?? []))));
    default:
      return null;
  }
}

function validPosition(position: Position | undefined): Position | null {
  return position && Number.isFinite(position[0]) && Number.isFinite(position[1])
    ? [position[0]!, position[1]!]
    : null;
}

function largest<T>(parts: T[], measure: (part: T) => number): T | undefined {
  let best: T | undefined;
  let bestSize = Number.NEGATIVE_INFINITY;
  for (const part of parts) {
    const size = measure(part);
    if (size > bestSize) {
      best = part;
      bestSize = size;
    }
  }
  return best;
}

const distance = (a: Position, b: Position) => Math.hypot(b[0]! - a[0]!, b[1]! - a[1]!);

function lineLength(line: Position[]): number {
  let total = 0;
  for (let i = 1; i < line.length; i++) total += distance(line[i - 1]!, line[i]!);
  return total;
}

function lineMiddle(line: Position[] | undefined): Position | null {
  if (!line || line.length === 0) return null;
  const half = lineLength(line) / 2;
  let walked = 0;
  for (let i = 1; i < line.length; i++) {
    const a = line[i - 1]!;
    const b = line[i]!;
    const step = distance(a, b);
    if (walked + step >= half && step > 0) {
      const t = (half - walked) / step;
      return [a[0]! + (b[0]! - a[0]!) * t, a[1]! + (b[1]! - a[1]!) * t];
    }
    walked += step;
  }
  return validPosition(line[0]);
}

/** Twice the signed area (shoelace). */
function ringArea(ring: Position[]): number {
  let sum = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    sum += ring[j]![0]! * ring[i]![1]! - ring[i]![0]! * ring[j]![1]!;
  }
  return sum;
}

function centroid(ring: Position[]): Position | null {
  const area = ringArea(ring);
  if (area === 0) return null;
  let x = 0;
  let y = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const cross = ring[j]![0]! * ring[i]![1]! - ring[i]![0]! * ring[j]![1]!;
    x += (ring[j]![0]! + ring[i]![0]!) * cross;
    y += (ring[j]![1]! + ring[i]![1]!) * cross;
  }
  return [x / (3 * area), y / (3 * area)];
}

export function insideRing(position: Position, ring: Position[]): boolean {
  const [x, y] = position as [number, number];
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i] as [number, number];
    const [xj, yj] = ring[j] as [number, number];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/**
 * The outer ring's centroid when it lies inside the area (not in a hole); otherwise (a crescent, a C, a
 * ring around a hole) the middle of the widest span inside the area along the centroid's latitude, which
 * is inside by construction: the crossings of every ring, taken in pairs, bound the inside (even-odd).
 */
function pointInPolygon(rings: Position[][] | undefined): Position | null {
  const outer = rings?.[0];
  if (!rings || !outer || outer.length === 0) return null;
  const centre = centroid(outer);
  if (!centre) return validPosition(outer[0]);
  if (insideRing(centre, outer) && !rings.slice(1).some((hole) => insideRing(centre, hole))) return centre;
  const y = centre[1]!;
  const crossings: number[] = [];
  for (const ring of rings) {
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const [xi, yi] = ring[i] as [number, number];
      const [xj, yj] = ring[j] as [number, number];
      if (yi > y !== yj > y) crossings.push(xi + ((y - yi) * (xj - xi)) / (yj - yi));
    }
  }
  crossings.sort((a, b) => a - b);
  let best: Position | null = null;
  let bestWidth = -1;
  for (let i = 0; i + 1 < crossings.length; i += 2) {
    const width = crossings[i + 1]! - crossings[i]!;
    if (width > bestWidth) {
      bestWidth = width;
      best = [(crossings[i]! + crossings[i + 1]!) / 2, y];
    }
  }
  return best ?? validPosition(outer[0]);
}
