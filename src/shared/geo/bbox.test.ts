import { describe, expect, it } from 'vitest';
import { bboxOf } from './bbox.ts';

describe('bboxOf', () => {
  it('is the point itself for a Point', () => {
    expect(bboxOf({ type: 'Point', coordinates: [112.2, -7.5] })).toEqual([112.2, -7.5, 112.2, -7.5]);
  });

  it('spans every position of every part, as [minLng, minLat, maxLng, maxLat]', () => {
    expect(
      bboxOf({
        type: 'MultiPoint',
        coordinates: [
          [3, 1],
          [-2, 4],
        ],
      }),
    ).toEqual([-2, 1, 3, 4]);
    expect(
      bboxOf({
        type: 'LineString',
        coordinates: [
          [1, 5],
          [3, -2],
          [2, 0],
        ],
      }),
    ).toEqual([1, -2, 3, 5]);
    expect(
      bboxOf({
        type: 'MultiLineString',
        coordinates: [
          [
            [1, 5],
            [3, -2],
          ],
          [
            [-4, 0],
            [2, 9],
          ],
        ],
      }),
    ).toEqual([-4, -2, 3, 9]);
  });

  it('includes holes and every polygon of a MultiPolygon, and ignores the altitude', () => {
    const outer = [
      [112, -8, 500],
      [113, -8, 500],
      [113, -7, 500],
      [112, -7, 500],
      [112, -8, 500],
    ];
    expect(bboxOf({ type: 'Polygon', coordinates: [outer] })).toEqual([112, -8, 113, -7]);
    const far = [
      [
        [110, -6],
        [110.5, -6],
        [110.5, -5.5],
        [110, -6],
      ],
    ];
    expect(bboxOf({ type: 'MultiPolygon', coordinates: [[outer], far] })).toEqual([110, -8, 113, -5.5]);
  });
});
