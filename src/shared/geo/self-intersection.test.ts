import kinks from '@turf/kinks';
import fc from 'fast-check';
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

/**
 * The reference: the quadratic check this module used before the sweep, reduced to its specification (every
 * pair of segments put to the same pairwise rule), copied here so the sweep is judged against it.
 */
function referenceSelfIntersects(geometry: Polygon | MultiPolygon): boolean {
  interface Segment {
    ring: number;
    index: number;
    ringSize: number;
    a: Position;
    b: Position;
    minX: number;
    maxX: number;
    minY: number;
    maxY: number;
  }

  function turn(p: Position, q: Position, r: Position): number {
    return Math.sign((q[0]! - p[0]!) * (r[1]! - p[1]!) - (q[1]! - p[1]!) * (r[0]! - p[0]!));
  }

  function within(s: Segment, q: Position): boolean {
    return q[0]! >= s.minX && q[0]! <= s.maxX && q[1]! >= s.minY && q[1]! <= s.maxY;
  }

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

  function crosses(s: Segment, t: Segment): boolean {
    return turn(s.a, s.b, t.a) * turn(s.a, s.b, t.b) < 0 && turn(t.a, t.b, s.a) * turn(t.a, t.b, s.b) < 0;
  }

  function overlaps(s: Segment, t: Segment): boolean {
    if (turn(s.a, s.b, t.a) !== 0 || turn(s.a, s.b, t.b) !== 0) return false;
    const alongX = s.maxX - s.minX >= s.maxY - s.minY;
    const shared = alongX
      ? Math.min(s.maxX, t.maxX) - Math.max(s.minX, t.minX)
      : Math.min(s.maxY, t.maxY) - Math.max(s.minY, t.minY);
    return shared > 0;
  }

  function conflict(s: Segment, t: Segment): boolean {
    if (s.ring !== t.ring) return crosses(s, t);
    const gap = Math.abs(s.index - t.index);
    if (gap === 1 || gap === s.ringSize - 1) return overlaps(s, t);
    return touches(s, t);
  }

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

  const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  const segments: Segment[] = [];
  let ringNumber = 0;
  for (const rings of polygons) {
    for (const ring of rings) segments.push(...ringSegments(ring, ringNumber++));
  }
  for (let i = 0; i < segments.length; i++) {
    for (let j = i + 1; j < segments.length; j++) if (conflict(segments[i]!, segments[j]!)) return true;
  }
  return false;
}

describe('polygonSelfIntersects: agrees with the pairwise rule on degenerate shapes', () => {
  // A 7 x 7 grid makes collinear edges, shared vertices, vertices on other edges, vertical edges, spikes and
  // rings sharing edges common; small integers keep every orientation test exact, so both must agree.
  const gridPoint = (size: number) => fc.tuple(fc.nat(size), fc.nat(size)).map(([x, y]): Position => [x, y]);
  const point = gridPoint(6);
  const close = (vertices: Position[]) => [...vertices, vertices[0]!];

  /** Grid points sorted by angle around a grid point: mostly simple, with ties on rays through the centre. */
  const star = (at: fc.Arbitrary<Position>, maxLength: number) =>
    fc
      .tuple(at, fc.uniqueArray(at, { minLength: 3, maxLength, selector: ([x, y]) => `${x},${y}` }))
      .map(([[cx, cy], points]) => {
        const key = ([x, y]: Position) => [Math.atan2(y! - cy!, x! - cx!), Math.hypot(x! - cx!, y! - cy!)];
        return close(
          points.toSorted((p, q) => {
            const [angleP, distanceP] = key(p);
            const [angleQ, distanceQ] = key(q);
            return angleP! - angleQ! || distanceP! - distanceQ!;
          }),
        );
      });

  /** Rings over a grid of the given size: any walk, a star, a rectangle. */
  function rings(size: number): fc.Arbitrary<Position[]> {
    const at = gridPoint(size);
    // Repeated and doubled-back vertices included.
    const walk = fc.array(at, { minLength: 1, maxLength: 8 }).map(close);
    // Never flat (the walks make those), so boxes are valid rings that touch, share edges with or cross others.
    const span = fc.uniqueArray(fc.nat(size), { minLength: 2, maxLength: 2 });
    const box = fc.tuple(span, span).map(([[x1, x2], [y1, y2]]) =>
      close([
        [x1!, y1!],
        [x2!, y1!],
        [x2!, y2!],
        [x1!, y2!],
      ]),
    );
    return fc.oneof(
      { arbitrary: walk, weight: 1 },
      { arbitrary: star(at, 12), weight: 3 },
      { arbitrary: box, weight: 2 },
    );
  }

  // Mostly small rings in one of four 3 x 3 cells, so that rings of one shape often meet only along cell
  // borders (touching, sharing edges) instead of crossing; the rest span the whole grid.
  const cell = fc.tuple(rings(3), fc.nat(1), fc.nat(1));
  const ring = fc.oneof(
    { arbitrary: rings(6), weight: 1 },
    { arbitrary: cell.map(([r, i, j]) => r.map(([x, y]): Position => [x! + 3 * i, y! + 3 * j])), weight: 3 },
  );
  const polygonOf = (rings: fc.Arbitrary<Position[]>) =>
    fc
      .array(rings, { minLength: 1, maxLength: 4 })
      .map((coordinates): Polygon => ({ type: 'Polygon', coordinates }));
  const multiPolygonOf = (rings: fc.Arbitrary<Position[]>) =>
    fc
      .array(fc.array(rings, { minLength: 1, maxLength: 3 }), { minLength: 1, maxLength: 3 })
      .map((coordinates): MultiPolygon => ({ type: 'MultiPolygon', coordinates }));

  /** Rings over a few shared points: shared vertices and edges between rings on almost every draw. */
  const pooled = fc
    .tuple(
      fc.array(point, { minLength: 3, maxLength: 6 }),
      fc.array(fc.array(fc.nat(), { minLength: 2, maxLength: 7 }), { minLength: 1, maxLength: 4 }),
    )
    .map(
      ([pool, rings]): Polygon => ({
        type: 'Polygon',
        coordinates: rings.map((indices) => close(indices.map((i) => pool[i % pool.length]!))),
      }),
    );

  const geometry = fc.oneof(polygonOf(ring), multiPolygonOf(ring), pooled);

  function agree(cases: fc.Arbitrary<Polygon | MultiPolygon>, seed: number, numRuns: number) {
    const outcomes = { true: 0, false: 0 };
    fc.assert(
      fc.property(cases, (shape) => {
        const expected = referenceSelfIntersects(shape);
        outcomes[`${expected}`]++;
        expect(polygonSelfIntersects(shape)).toBe(expected);
      }),
      { seed, numRuns },
    );
    return outcomes;
  }

  it('random polygons and multipolygons with holes on a small grid', () => {
    const outcomes = agree(geometry, 20_240_611, 20_000);
    console.log('grid shapes, self-intersecting / not:', outcomes);
    // Both outcomes must be common, or the comparison proves little.
    expect(outcomes.true).toBeGreaterThan(4_000);
    expect(outcomes.false).toBeGreaterThan(4_000);
  });

  const movedBy = (move: (position: Position) => Position) => (shape: Polygon | MultiPolygon) =>
    shape.type === 'Polygon'
      ? polygon(...shape.coordinates.map((r) => r.map(move)))
      : multi(...shape.coordinates.map((p) => p.map((r) => r.map(move))));

  it('the same shapes at real coordinates, scaled by a power of two so the arithmetic stays exact', () => {
    const atVillage = movedBy(([x, y]) => [112 + x! / 1_024, -8 + y! / 1_024]);
    const outcomes = agree(geometry.map(atVillage), 7, 5_000);
    expect(outcomes.true).toBeGreaterThan(1_000);
    expect(outcomes.false).toBeGreaterThan(1_000);
  });

  it('the same shapes turned and scaled, so rounding blurs collinearity: never a conflict the rule lacks', () => {
    // Rounded orientation tests can make nearly collinear edges look inconsistently ordered to the sweep,
    // which may then (rarely) miss a conflict the pairwise rule finds by rounding the other way; but each
    // conflict it reports is one the rule reports, and it always ends.
    const turned = fc
      .tuple(
        geometry,
        fc.double({ min: 0, max: 2 * Math.PI, noNaN: true }),
        fc.double({ min: 1e-9, max: 1e3 }),
      )
      .map(([shape, angle, scale]) => {
        const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
        return movedBy(([x, y]) => [112 + scale * (x! * cos - y! * sin), -8 + scale * (x! * sin + y! * cos)])(
          shape,
        );
      });
    let found = 0;
    fc.assert(
      fc.property(turned, (shape) => {
        if (!polygonSelfIntersects(shape)) return;
        found++;
        expect(referenceSelfIntersects(shape)).toBe(true);
      }),
      { seed: 11, numRuns: 5_000 },
    );
    expect(found).toBeGreaterThan(1_000);
  });

  it('several simple stars on one grid: deeper sweep states, and parts that touch, share edges or cross', () => {
    const wideStar = star(gridPoint(12), 40);
    const outcomes = agree(fc.oneof(polygonOf(wideStar), multiPolygonOf(wideStar)), 99, 3_000);
    console.log('wide stars, self-intersecting / not:', outcomes);
    expect(outcomes.true).toBeGreaterThan(300);
    expect(outcomes.false).toBeGreaterThan(300);
  });
});

describe('polygonSelfIntersects: hostile boundaries stay fast', () => {
  /** Milliseconds taken, printed so a slow machine shows how close it came to the bound. */
  function timed(label: string, shape: Polygon): { result: boolean; ms: number } {
    const started = performance.now();
    const result = polygonSelfIntersects(shape);
    const ms = performance.now() - started;
    console.log(`${label}: ${ms.toFixed(0)} ms`);
    return { result, ms };
  }

  const TEETH = 12_400;
  const SPINE = 112.001;
  const TIP = 112.1;
  const rowY = (row: number) => -7.6 + row * (0.1 / (2 * TEETH));

  /**
   * The review's comb, 4 * TEETH + 2 = 49,602 vertices: long horizontal teeth all spanning the same
   * longitudes, so a sweep by longitude holds every tooth at once.
   */
  function comb(): Position[] {
    const vertices: Position[] = [[112, rowY(0)]];
    for (let tooth = 0; tooth < TEETH; tooth++) {
      vertices.push([TIP, rowY(2 * tooth)], [TIP, rowY(2 * tooth + 1)]);
      vertices.push([SPINE, rowY(2 * tooth + 1)], [SPINE, rowY(2 * tooth + 2)]);
    }
    vertices.push([112, rowY(2 * TEETH)]);
    return vertices;
  }

  /** Turned about its centre, so each tooth's bounding box covers its neighbours': no box index helps. */
  function rotated(vertices: Position[], degrees: number): Position[] {
    const angle = (degrees * Math.PI) / 180;
    const [cx, cy] = [112.05, -7.55];
    return vertices.map(([x, y]) => {
      const [dx, dy] = [x! - cx, y! - cy];
      return [
        cx + dx * Math.cos(angle) - dy * Math.sin(angle),
        cy + dx * Math.sin(angle) + dy * Math.cos(angle),
      ];
    });
  }

  it('a comb of 49,602 vertices with teeth spanning the same longitudes', () => {
    const vertices = comb();
    expect(vertices.length).toBe(49_602);
    const { result, ms } = timed('comb, 49,602 vertices', polygon(ring(...vertices)));
    expect(result).toBe(false);
    expect(ms).toBeLessThan(2_000);
  });

  it('the same comb turned 45 degrees', () => {
    const { result, ms } = timed('diagonal comb, 49,602 vertices', polygon(ring(...rotated(comb(), 45))));
    expect(result).toBe(false);
    expect(ms).toBeLessThan(2_000);
  });

  it('a circle of 50,000 vertices', () => {
    const { result, ms } = timed('circle, 50,000 vertices', polygon(ring(...circle(50_000))));
    expect(result).toBe(false);
    expect(ms).toBeLessThan(2_000);
  });

  it('a comb whose last edge comes back across the first tooth, where the sweep reaches last', () => {
    // The first tooth reaches further east than the others; the boundary closes down a meridian between the
    // other tips and that one, crossing only the first tooth, near the end of the sweep.
    const vertices = comb();
    vertices[1] = [112.12, rowY(0)];
    vertices[2] = [112.12, rowY(1)];
    const last = vertices.pop()!;
    vertices.push([112.11, last[1]!], [112.11, rowY(-1)], [112, rowY(-1)]);
    const { result, ms } = timed('comb crossing itself at the end', polygon(ring(...vertices)));
    expect(result).toBe(true);
    expect(ms).toBeLessThan(2_000);
    // The crossing is real: the first tooth and the way back alone already conflict by the pairwise rule.
    expect(referenceSelfIntersects(polygon(ring(...vertices.slice(0, 5), ...vertices.slice(-3))))).toBe(true);
  });

  /**
   * Holes stacked on one stretch of the shell's edge (collinear edges of different rings do not conflict),
   * and a zigzag outside touching that stretch at `touches` points: every touch lies inside the edges of all
   * the stacked rings at once.
   */
  function stackedHoles(holes: number, touches: number): Polygon {
    const width = touches + 2;
    const stacked = Array.from({ length: holes }, () => ring([0, 0], [width, 0], [width / 2, 1]));
    const zigzag: Position[] = [];
    for (let x = 1; x <= touches; x++) zigzag.push([x, 0], [x + 0.5, -1]);
    zigzag.pop();
    zigzag.push([touches, -2], [1, -2]);
    return polygon(ring([0, 0], [width, 0], [width, 2], [0, 2]), ...stacked, ring(...zigzag));
  }

  it('thousands of holes sharing one edge, touched at thousands of points', () => {
    expect(referenceSelfIntersects(stackedHoles(5, 6))).toBe(false);
    expect(polygonSelfIntersects(stackedHoles(5, 6))).toBe(false);
    const shape = stackedHoles(6_000, 12_000);
    expect(shape.coordinates.reduce((sum, r) => sum + r.length, 0)).toBeLessThanOrEqual(50_000);
    const { result, ms } = timed('6,000 stacked holes touched at 12,000 points', shape);
    expect(result).toBe(false);
    expect(ms).toBeLessThan(2_000);
  });

  it('ends, whatever the input, even with coordinates that are not finite', () => {
    const odd = polygon(ring([0, 0], [Number.NaN, 1], [2, Number.POSITIVE_INFINITY], [1, 1], [0, 2]));
    expect(typeof polygonSelfIntersects(odd)).toBe('boolean');
  });
});
