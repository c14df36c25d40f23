import { bboxPolygon, booleanIntersects } from '@turf/turf';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BBox } from './bbox.ts';
import { intersectsBox } from './box-intersects.ts';
import type { PetaGeometry } from './types.ts';

const box: BBox = [0, 0, 10, 10];
const square = (x: number, y: number, size: number) => [
  [x, y],
  [x + size, y],
  [x + size, y + size],
  [x, y + size],
  [x, y],
];

describe('intersectsBox', () => {
  it('points inside, on the edge, outside', () => {
    expect(intersectsBox({ type: 'Point', coordinates: [5, 5] }, box)).toBe(true);
    expect(intersectsBox({ type: 'Point', coordinates: [10, 0] }, box)).toBe(true);
    expect(intersectsBox({ type: 'Point', coordinates: [10.1, 5] }, box)).toBe(false);
    expect(
      intersectsBox(
        {
          type: 'MultiPoint',
          coordinates: [
            [20, 20],
            [1, 1],
          ],
        },
        box,
      ),
    ).toBe(true);
  });

  it('a line crossing the box without a vertex in it, and one whose own box only overlaps', () => {
    const crossing: PetaGeometry = {
      type: 'LineString',
      coordinates: [
        [-5, 5],
        [15, 5],
      ],
    };
    expect(intersectsBox(crossing, box)).toBe(true);
    // The diagonal's bounding box covers the box's corner, the line passes beside it.
    const beside: PetaGeometry = {
      type: 'LineString',
      coordinates: [
        [8, 30],
        [30, 8],
      ],
    };
    expect(intersectsBox(beside, [0, 0, 12, 12])).toBe(false);
  });

  it('a polygon around the box, the box in its hole, a polygon beside it', () => {
    expect(intersectsBox({ type: 'Polygon', coordinates: [square(-10, -10, 40)] }, box)).toBe(true);
    const holed: PetaGeometry = { type: 'Polygon', coordinates: [square(-10, -10, 40), square(-1, -1, 12)] };
    expect(intersectsBox(holed, box)).toBe(false);
    expect(intersectsBox({ type: 'MultiPolygon', coordinates: [[square(11, 11, 3)]] }, box)).toBe(false);
  });

  it('agrees with turf on random lines and triangles', () => {
    const coordinate = fc.integer({ min: -20, max: 30 });
    const position = fc.tuple(coordinate, coordinate);
    fc.assert(
      fc.property(fc.array(position, { minLength: 2, maxLength: 5 }), fc.boolean(), (points, closed) => {
        const geometry: PetaGeometry =
          closed && points.length >= 3
            ? { type: 'Polygon', coordinates: [[...points.slice(0, 3), points[0]!]] }
            : { type: 'LineString', coordinates: points };
        // Degenerate triangles (three points on a line) are not polygons to turf.
        if (geometry.type === 'Polygon') {
          const [[ax, ay], [bx, by], [cx, cy]] = points as [
            [number, number],
            [number, number],
            [number, number],
          ];
          if ((bx - ax) * (cy - ay) === (by - ay) * (cx - ax)) return;
        }
        expect(intersectsBox(geometry, box)).toBe(booleanIntersects(bboxPolygon(box), geometry));
      }),
      { numRuns: 500 },
    );
  });
});
