import kinks from '@turf/kinks';
import type { MultiPolygon, Polygon, Position } from 'geojson';
import { describe, expect, it } from 'vitest';
import { polygonSelfIntersects } from './self-intersection.ts';

/** A closed ring through the given vertices. */
const ring = (...vertices: Position[]) => [...vertices, vertices[0]!];
const polygon = (...rings: Position[][]): Polygon => ({ type: 'Polygon', coordinates: rings });
const multi = (...polygons: Position[][][]): MultiPolygon => ({
  type: 'MultiPolygon',
  coordinates: polygons,
});

const shell = ring([0, 0], [10, 0], [10, 10], [0, 10]);

/** Deterministic pseudo-random numbers in [0, 1), so a failure can be replayed. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

function circle(n: number, lng = 112.23, lat = -7.55, radius = 0.03): Position[] {
  return Array.from({ length: n }, (_, i) => {
    const angle = (2 * Math.PI * i) / n;
    return [lng + radius * Math.cos(angle), lat + radius * Math.sin(angle)];
  });
}

describe('polygonSelfIntersects: simple shapes are false', () => {
  it('a triangle and a square (the shared first and last vertex does not count)', () => {
    expect(polygonSelfIntersects(polygon(ring([0, 0], [4, 0], [2, 3])))).toBe(false);
    expect(polygonSelfIntersects(polygon(shell))).toBe(false);
  });

  it('a concave polygon', () => {
    expect(polygonSelfIntersects(polygon(ring([0, 0], [10, 0], [10, 10], [5, 2], [0, 10])))).toBe(false);
  });

  it('a square with a hole, and with two holes', () => {
    const hole = ring([3, 3], [3, 6], [6, 6], [6, 3]);
    const other = ring([7, 7], [7, 8], [8, 8], [8, 7]);
    expect(polygonSelfIntersects(polygon(shell, hole))).toBe(false);
    expect(polygonSelfIntersects(polygon(shell, hole, other))).toBe(false);
  });

  it('a hole that touches the shell at one point (valid in OGC)', () => {
    expect(polygonSelfIntersects(polygon(shell, ring([0, 5], [5, 4], [5, 6])))).toBe(false);
  });

  it('a ring with a repeated vertex', () => {
    expect(
      polygonSelfIntersects(
        polygon([
          [0, 0],
          [10, 0],
          [10, 0],
          [10, 10],
          [0, 10],
          [0, 0],
          [0, 0],
        ]),
      ),
    ).toBe(false);
  });

  it('a MultiPolygon of separate parts, and of parts sharing an edge', () => {
    const left = [ring([0, 0], [1, 0], [1, 1], [0, 1])];
    const far = [ring([5, 5], [6, 5], [6, 6], [5, 6])];
    const right = [ring([1, 0], [2, 0], [2, 1], [1, 1])];
    expect(polygonSelfIntersects(multi(left, far))).toBe(false);
    expect(polygonSelfIntersects(multi(left, right))).toBe(false);
  });
});

describe('polygonSelfIntersects: crossings are true', () => {
  it('a bow-tie', () => {
    expect(polygonSelfIntersects(polygon(ring([0, 0], [1, 1], [1, 0], [0, 1])))).toBe(true);
  });

  it('a bow-tie as the second polygon of a MultiPolygon', () => {
    const square = [ring([5, 5], [6, 5], [6, 6], [5, 6])];
    expect(polygonSelfIntersects(multi(square, [ring([0, 0], [1, 1], [1, 0], [0, 1])]))).toBe(true);
  });

  it('a ring that passes through the same vertex twice (figure eight)', () => {
    expect(polygonSelfIntersects(polygon(ring([0, 0], [2, 0], [1, 1], [2, 2], [0, 2], [1, 1])))).toBe(true);
  });

  it('a ring whose vertex lands on one of its own edges', () => {
    expect(polygonSelfIntersects(polygon(ring([0, 0], [4, 0], [4, 4], [2, 0], [0, 4])))).toBe(true);
  });

  it('a ring that doubles back on itself (a spike)', () => {
    expect(polygonSelfIntersects(polygon(ring([0, 0], [2, 0], [1, 0])))).toBe(true);
  });

  it('a hole that pokes out of the shell', () => {
    expect(polygonSelfIntersects(polygon(shell, ring([5, 5], [15, 5], [15, 6], [5, 6])))).toBe(true);
  });

  it('two holes that cross each other', () => {
    const a = ring([2, 2], [6, 2], [6, 6], [2, 6]);
    const b = ring([4, 4], [8, 4], [8, 8], [4, 8]);
    expect(polygonSelfIntersects(polygon(shell, a, b))).toBe(true);
  });

  it('two overlapping polygons of a MultiPolygon', () => {
    const a = [ring([0, 0], [2, 0], [2, 2], [0, 2])];
    const b = [ring([1, 1], [3, 1], [3, 3], [1, 3])];
    expect(polygonSelfIntersects(multi(a, b))).toBe(true);
  });
});

describe('polygonSelfIntersects: large and random rings', () => {
  it('checks a boundary of 50,000 vertices quickly', () => {
    const started = performance.now();
    expect(polygonSelfIntersects(polygon(ring(...circle(50_000))))).toBe(false);
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it('finds one crossing among thousands of edges', () => {
    const vertices = circle(10_000);
    // Swapping two neighbouring vertices twists one edge pair into a small bow-tie.
    [vertices[5_000], vertices[5_001]] = [vertices[5_001]!, vertices[5_000]!];
    expect(polygonSelfIntersects(polygon(ring(...vertices)))).toBe(true);
  });

  it('agrees with @turf/kinks on random rings in general position', () => {
    const next = random(42);
    let crossing = 0;
    for (let trial = 0; trial < 300; trial++) {
      const size = 4 + Math.floor(next() * 6);
      const vertices = Array.from({ length: size }, () => [112 + next(), -8 + next()]);
      const shape = polygon(ring(...vertices));
      const expected = kinks(shape).features.length > 0;
      if (expected) crossing++;
      expect(polygonSelfIntersects(shape), JSON.stringify(vertices)).toBe(expected);
    }
    // Both outcomes must occur, or the comparison proves nothing.
    expect(crossing).toBeGreaterThan(50);
    expect(crossing).toBeLessThan(250);
  });
});
