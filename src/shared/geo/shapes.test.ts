import { describe, expect, it } from 'vitest';
import { areaSquareMeters, formatArea } from './area.ts';
import { bboxOf } from './bbox.ts';
import { pointLatLng } from './point.ts';
import { roundCoordinates } from './round.ts';
import { polygonSelfIntersects } from './self-intersection.ts';

const ring = (...points: [number, number][]) => [...points, points[0]!];

describe('bboxOf', () => {
  it('spans every position of every part', () => {
    expect(bboxOf({ type: 'Point', coordinates: [112.2, -7.5] })).toEqual([112.2, -7.5, 112.2, -7.5]);
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
});

describe('roundCoordinates', () => {
  it('rounds to 6 decimals by default and keeps the shape and the altitude', () => {
    expect(roundCoordinates({ type: 'Point', coordinates: [112.123456789, -7.987654321, 12.34567] })).toEqual(
      {
        type: 'Point',
        coordinates: [112.123457, -7.987654, 12.34567],
      },
    );
    expect(
      roundCoordinates(
        {
          type: 'LineString',
          coordinates: [
            [0.11, 0.19],
            [1.55, 1.44],
          ],
        },
        1,
      ),
    ).toEqual({
      type: 'LineString',
      coordinates: [
        [0.1, 0.2],
        [1.6, 1.4],
      ],
    });
  });
});

describe('polygonSelfIntersects', () => {
  it('is false for a simple square and for a square with a hole', () => {
    const outer = ring([0, 0], [10, 0], [10, 10], [0, 10]);
    const hole = ring([3, 3], [3, 6], [6, 6], [6, 3]);
    expect(polygonSelfIntersects({ type: 'Polygon', coordinates: [outer] })).toBe(false);
    expect(polygonSelfIntersects({ type: 'Polygon', coordinates: [outer, hole] })).toBe(false);
  });

  it('is true for a bow-tie, a ring touching itself, and a hole through the outer ring', () => {
    expect(
      polygonSelfIntersects({ type: 'Polygon', coordinates: [ring([0, 0], [1, 1], [1, 0], [0, 1])] }),
    ).toBe(true);
    const figureEight = ring([0, 0], [2, 0], [1, 1], [2, 2], [0, 2], [1, 1]);
    expect(polygonSelfIntersects({ type: 'Polygon', coordinates: [figureEight] })).toBe(true);
    const outer = ring([0, 0], [10, 0], [10, 10], [0, 10]);
    const escaping = ring([5, 5], [15, 5], [15, 6], [5, 6]);
    expect(polygonSelfIntersects({ type: 'Polygon', coordinates: [outer, escaping] })).toBe(true);
  });

  it('sees two overlapping polygons of a MultiPolygon cross', () => {
    const a = [ring([0, 0], [2, 0], [2, 2], [0, 2])];
    const b = [ring([1, 1], [3, 1], [3, 3], [1, 3])];
    expect(polygonSelfIntersects({ type: 'MultiPolygon', coordinates: [a, b] })).toBe(true);
  });

  it('checks a boundary of thousands of vertices quickly', () => {
    const n = 5000;
    const circle = Array.from({ length: n }, (_, i) => {
      const angle = (2 * Math.PI * i) / n;
      return [112.23 + 0.03 * Math.cos(angle), -7.55 + 0.03 * Math.sin(angle)] as [number, number];
    });
    const started = performance.now();
    expect(polygonSelfIntersects({ type: 'Polygon', coordinates: [ring(...circle)] })).toBe(false);
    expect(performance.now() - started).toBeLessThan(2000);
  });
});

describe('area', () => {
  it('measures a 1 km square near the village within 1%', () => {
    // 1 km north-south is 1/111.32 degrees; east-west shrinks with the cosine of the latitude.
    const dLat = 1 / 110.574;
    const dLng = 1 / (111.32 * Math.cos((-7.55 * Math.PI) / 180));
    const square = ring(
      [112.23, -7.55],
      [112.23 + dLng, -7.55],
      [112.23 + dLng, -7.55 + dLat],
      [112.23, -7.55 + dLat],
    );
    expect(areaSquareMeters({ type: 'Polygon', coordinates: [square] }) / 1_000_000).toBeCloseTo(1, 1);
  });

  it('formats square metres with hectares, and km² for large areas', () => {
    expect(formatArea(8450.4)).toBe('8,450 m² (0.85 ha)');
    expect(formatArea(2_354_000)).toBe('2.35 km² (235.40 ha)');
  });
});

describe('pointLatLng', () => {
  it('reads a point and nothing else', () => {
    expect(pointLatLng({ type: 'Point', coordinates: [112.2, -7.5] })).toEqual({
      latitude: -7.5,
      longitude: 112.2,
    });
    expect(
      pointLatLng({
        type: 'LineString',
        coordinates: [
          [0, 0],
          [1, 1],
        ],
      }),
    ).toBeUndefined();
    expect(pointLatLng(null)).toBeUndefined();
  });
});
