import { describe, expect, it } from 'vitest';
import {
  buildFeatureBuffers,
  NO_PATH,
  type PathBuffers,
  pointPosition,
  polygonTriangles,
  QUAD_VERTICES,
  shownPaths,
  shownPoints,
  shownPolygons,
  simplifyingPaths,
} from './feature-buffers.ts';
import { runNow } from './sliced-work.ts';

const RED: [number, number, number] = [255, 0, 0];
const BLUE: [number, number, number] = [0, 0, 255];

const buffers = buildFeatureBuffers([
  {
    geometry: {
      type: 'MultiPoint',
      coordinates: [
        [110, -7],
        [110.5, -7.5],
      ],
    },
    color: RED,
  },
  {
    geometry: {
      type: 'LineString',
      coordinates: [
        [111, -7],
        [111.1, -7.1],
        [111.2, -7],
      ],
    },
    color: BLUE,
  },
  {
    geometry: {
      type: 'Polygon',
      coordinates: [
        [
          [112, -7],
          [112.1, -7],
          [112.1, -7.1],
          [112, -7],
        ],
      ],
    },
    color: RED,
  },
  { geometry: null, color: BLUE },
]);

/** The [lng, lat] of every vertex of quad `quad`. */
function quadPositions(positions: Float64Array, quad: number): number[][] {
  return Array.from({ length: QUAD_VERTICES }, (_, v) => {
    const at = (quad * QUAD_VERTICES + v) * 2;
    return [positions[at]!, positions[at + 1]!];
  });
}

describe('buildFeatureBuffers, flat layout', () => {
  it('gives each point the four vertices of a quad with its position, colour and picking colour', () => {
    expect(buffers.points.length).toBe(2);
    expect(quadPositions(buffers.points.positions, 1)).toEqual(Array(QUAD_VERTICES).fill([110.5, -7.5]));
    expect(pointPosition(buffers.points, 1)).toEqual([110.5, -7.5]);
    expect([...buffers.points.featureOf]).toEqual([0, 0]);
    // deck.gl decodes a picking colour as r + 256 g + 65536 b - 1: the second point is index 1.
    const pick = buffers.points.pickingColors;
    expect([...pick.subarray(QUAD_VERTICES * 4, QUAD_VERTICES * 4 + 4)]).toEqual([2, 0, 0, 0]);
    expect([...buffers.points.colors.subarray(0, 3)]).toEqual(RED);
  });

  it('gives a path one quad per vertex, each starting at its vertex, the closing one hidden', () => {
    const { lines } = buffers;
    expect(lines.length).toBe(1);
    expect(lines.quads).toBe(3);
    expect(quadPositions(lines.positions, 0)[0]).toEqual([111, -7]);
    expect(quadPositions(lines.positions, 1)[QUAD_VERTICES - 1]).toEqual([111.1, -7.1]);
    expect(quadPositions(lines.positions, 2)[0]).toEqual([111.2, -7]);
    expect([...lines.pathOfQuad]).toEqual([0, 0, NO_PATH]);
    // A segment's end is read a quad's vertices on: the array holds one quad more than it draws.
    expect(lines.positions.length).toBe((lines.quads + 1) * QUAD_VERTICES * 2);
  });

  it('outlines a ring as a closed path and keeps its polygon for the fill', () => {
    expect(buffers.outlines.quads).toBe(4);
    expect([...buffers.outlines.pathOfQuad]).toEqual([0, 0, 0, NO_PATH]);
    expect([...buffers.outlines.featureOf]).toEqual([2]);
    expect(buffers.polygons.length).toBe(1);
  });

  it('shows a feature by its vertices and never the closing quads', () => {
    const all = new Uint8Array([1, 1, 1, 1]);
    expect(shownPaths(buffers.lines, all).reduce((a, b) => a + b, 0)).toBe(2 * QUAD_VERTICES);
    expect(shownPoints(buffers.points, all).every((flag) => flag === 1)).toBe(true);
    const onlyLine = new Uint8Array([0, 1, 0, 0]);
    expect(shownPoints(buffers.points, onlyLine).some((flag) => flag === 1)).toBe(false);
    expect(shownPaths(buffers.outlines, onlyLine).some((flag) => flag === 1)).toBe(false);
  });

  it('boxes every feature with geometry and leaves NaN for the one without', () => {
    expect([...buffers.bboxes.subarray(0, 4)]).toEqual([110, -7.5, 110.5, -7]);
    expect(Number.isNaN(buffers.bboxes[12]!)).toBe(true);
  });
});

describe('polygon fills', () => {
  // A square with a square hole, then a triangle: two polygons of two features.
  const square = [
    [110, -7],
    [110.004, -7],
    [110.004, -6.996],
    [110, -6.996],
    [110, -7],
  ];
  const hole = [
    [110.001, -6.999],
    [110.001, -6.997],
    [110.003, -6.997],
    [110.003, -6.999],
    [110.001, -6.999],
  ];
  const triangle = [
    [110.01, -7],
    [110.012, -7],
    [110.011, -6.998],
    [110.01, -7],
  ];
  const fills = buildFeatureBuffers([
    { geometry: { type: 'Polygon', coordinates: [square, hole] }, color: RED },
    { geometry: { type: 'Polygon', coordinates: [triangle] }, color: BLUE },
  ]);
  const { polygons } = fills;
  const area = (positions: ArrayLike<number>, indices: ArrayLike<number>) => {
    let sum = 0;
    for (let t = 0; t < indices.length; t += 3) {
      const [a, b, c] = [indices[t]!, indices[t + 1]!, indices[t + 2]!];
      const [ax, ay, bx, by, cx, cy] = [a * 2, a * 2 + 1, b * 2, b * 2 + 1, c * 2, c * 2 + 1].map(
        (i) => positions[i]!,
      );
      sum += Math.abs((bx! - ax!) * (cy! - ay!) - (cx! - ax!) * (by! - ay!)) / 2;
    }
    return sum;
  };

  it('colours and picks every vertex as its polygon, the fill translucent', () => {
    const featureAt = (vertex: number) => {
      let polygon = 0;
      while (polygons.vertexStarts[polygon + 1]! <= vertex) polygon++;
      return polygon;
    };
    const vertices = polygons.vertexStarts[polygons.length]!;
    expect(vertices).toBe(14);
    for (let v = 0; v < vertices; v++) {
      const polygon = featureAt(v);
      expect([...polygons.colors.subarray(v * 4, v * 4 + 3)]).toEqual(polygon === 0 ? RED : BLUE);
      expect(polygons.colors[v * 4 + 3]).toBeLessThan(255);
      // deck.gl's picking colour: the polygon's index + 1.
      expect(polygons.pickingColors[v * 4]).toBe(polygon + 1);
    }
  });

  it('triangulates the polygons with their holes cut out, counted from the first one', () => {
    const both = polygonTriangles(polygons, 0, 2, polygons.positions);
    expect(area(polygons.positions, both)).toBeCloseTo(0.004 ** 2 - 0.002 ** 2 + 0.002 ** 2 / 2, 12);
    // The second polygon alone: its indices start at 0, its positions are its own.
    const start = polygons.vertexStarts[1]!;
    const second = polygonTriangles(polygons, 1, 2, polygons.positions.subarray(start * 2));
    expect(Math.max(...second)).toBeLessThan(4);
    expect(area(polygons.positions.subarray(start * 2), second)).toBeCloseTo(0.002 ** 2 / 2, 12);
  });

  it('shows a fill by its vertices', () => {
    const flags = shownPolygons(polygons, new Uint8Array([0, 1]));
    expect([...flags]).toEqual([...new Array(10).fill(0), ...new Array(4).fill(1)]);
  });
});

/** The simplification run to its end, as feature-layers.ts does when a level is needed at once. */
const simplifiedPaths = (paths: PathBuffers, tolerance: number, maxShare?: number) =>
  runNow(simplifyingPaths(paths, tolerance, maxShare));

describe('simplifyingPaths', () => {
  const TOLERANCE = 0.001;
  // Two lines and a ring: the first line's wiggles are under the tolerance but one bend; the second line
  // is at 60 degrees south, where a degree of latitude is drawn twice as tall as one of longitude.
  const paths = buildFeatureBuffers([
    {
      geometry: {
        type: 'LineString',
        coordinates: [
          [110, -7],
          [110.0125, -6.9953],
          [110.025, -6.99],
          [110.0375, -6.9948],
          [110.05, -7],
        ],
      },
      color: RED,
    },
    {
      geometry: {
        type: 'LineString',
        coordinates: [
          [110, -60],
          [110.01, -60.0007],
          [110.02, -60],
        ],
      },
      color: BLUE,
    },
    {
      geometry: {
        type: 'Polygon',
        coordinates: [
          [
            [111, -7],
            [111.0002, -7],
            [111.0002, -7.0002],
            [111, -7.0002],
            [111, -7],
          ],
        ],
      },
      color: BLUE,
    },
  ]);

  /** Each feature's path as the starts of its quads, closing quad included. */
  function pathsByFeature(lines: PathBuffers): number[][][] {
    const byFeature: number[][][] = [];
    let path = 0;
    for (let quad = 0; quad < lines.quads; quad++) {
      const feature = lines.featureOf[path]!;
      byFeature[feature] = [...(byFeature[feature] ?? []), quadPositions(lines.positions, quad)[0]!];
      if (lines.pathOfQuad[quad] === NO_PATH) path++;
      else expect(lines.pathOfQuad[quad]).toBe(path);
    }
    return byFeature;
  }

  it('keeps the ends and the vertices farther than the tolerance, each quad as it was', () => {
    const simpler = simplifiedPaths(paths.lines, TOLERANCE)!;
    expect(pathsByFeature(simpler)).toEqual([
      [
        [110, -7],
        [110.025, -6.99],
        [110.05, -7],
      ],
      [
        [110, -60],
        // 0.0007 degrees of latitude there is 0.0014 on the map's scale: over the tolerance.
        [110.01, -60.0007],
        [110.02, -60],
      ],
    ]);
    expect(simpler.featureOf).toBe(paths.lines.featureOf);
    expect(simpler.positions.length).toBe((simpler.quads + 1) * QUAD_VERTICES * 2);
    // Colours and picking colours travel with their quad: each quad keeps its path's.
    let path = 0;
    for (let quad = 0; quad < simpler.quads; quad++) {
      const at = quad * QUAD_VERTICES * 4;
      expect([...simpler.colors.subarray(at, at + 3)]).toEqual(simpler.featureOf[path] === 0 ? RED : BLUE);
      expect([...simpler.pickingColors.subarray(at, at + 4)]).toEqual([path + 1, 0, 0, 0]);
      if (simpler.pathOfQuad[quad] === NO_PATH) path++;
    }
    const secondOnly = new Uint8Array([0, 1, 0]);
    expect(shownPaths(simpler, secondOnly).reduce((a, b) => a + b, 0)).toBe(2 * QUAD_VERTICES);
  });

  it('keeps every vertex when the tolerance is below every deviation', () => {
    const same = simplifiedPaths(paths.lines, 0.0001)!;
    expect(same.quads).toBe(paths.lines.quads);
    expect([...same.positions]).toEqual([...paths.lines.positions]);
  });

  it('gives nothing when it would keep more than the share asked for', () => {
    // Six of eight quads stay at this tolerance, all eight at the smaller one.
    expect(simplifiedPaths(paths.lines, TOLERANCE, 0.8)!.quads).toBe(6);
    expect(simplifiedPaths(paths.lines, TOLERANCE, 0.7)).toBeNull();
    expect(simplifiedPaths(paths.lines, 0.0001, 0.8)).toBeNull();
    expect(simplifiedPaths(paths.lines, 0.0001, 1)!.quads).toBe(paths.lines.quads);
  });

  it('shrinks a ring under the tolerance to a dot: its first corner, closed on itself', () => {
    const simpler = simplifiedPaths(paths.outlines, TOLERANCE)!;
    expect([...simpler.pathOfQuad]).toEqual([0, NO_PATH]);
    expect(quadPositions(simpler.positions, 0)[0]).toEqual([111, -7]);
    expect(quadPositions(simpler.positions, 1)[0]).toEqual([111, -7]);
    // Over a tolerance below its size, the square keeps its corners.
    expect(simplifiedPaths(paths.outlines, 0.0001)!.quads).toBe(5);
  });
});
