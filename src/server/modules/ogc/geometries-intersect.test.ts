import { describe, expect, it } from 'vitest';
import type { PetaGeometry } from '../../../shared/geo/types.ts';
import { geometriesIntersect, intersectsSteps, STEP } from './geometries-intersect.ts';

const point = (x: number, y: number): PetaGeometry => ({ type: 'Point', coordinates: [x, y] });
const line = (...coordinates: [number, number][]): PetaGeometry => ({ type: 'LineString', coordinates });
const square = (x: number, y: number, size: number, hole?: [number, number, number]): PetaGeometry => {
  const ring = (a: number, b: number, s: number) => [
    [a, b],
    [a + s, b],
    [a + s, b + s],
    [a, b + s],
    [a, b],
  ];
  return { type: 'Polygon', coordinates: hole ? [ring(x, y, size), ring(...hole)] : [ring(x, y, size)] };
};

describe('S_INTERSECTS, planar', () => {
  it('points: equal, on a line (within 1e-9 degree), inside or on an area, in a hole', () => {
    expect(geometriesIntersect(point(1, 1), point(1, 1))).toBe(true);
    expect(geometriesIntersect(point(1, 1), point(1, 1.000001))).toBe(false);
    expect(geometriesIntersect(point(0.1 + 0.2, 0.3), line([0, 0], [1, 1]))).toBe(true);
    expect(geometriesIntersect(point(0.5, 0.5 + 1e-6), line([0, 0], [1, 1]))).toBe(false);
    expect(geometriesIntersect(point(2, 2), line([0, 0], [1, 1]))).toBe(false);
    expect(geometriesIntersect(point(0.5, 0.5), square(0, 0, 1))).toBe(true);
    expect(geometriesIntersect(point(1, 0.5), square(0, 0, 1))).toBe(true);
    expect(geometriesIntersect(point(0.5, 0.5), square(0, 0, 1, [0.25, 0.25, 0.5]))).toBe(false);
    expect(geometriesIntersect(point(0.1, 0.1), square(0, 0, 1, [0.25, 0.25, 0.5]))).toBe(true);
  });

  it('lines: crossing, touching at an end, collinear overlap, parallel, apart', () => {
    expect(geometriesIntersect(line([0, 0], [2, 2]), line([0, 2], [2, 0]))).toBe(true);
    expect(geometriesIntersect(line([0, 0], [1, 1]), line([1, 1], [2, 0]))).toBe(true);
    expect(geometriesIntersect(line([0, 0], [2, 0]), line([1, 0], [3, 0]))).toBe(true);
    expect(geometriesIntersect(line([0, 0], [2, 0]), line([0, 1], [2, 1]))).toBe(false);
    expect(geometriesIntersect(line([0, 0], [1, 0]), line([2, 0], [3, 0]))).toBe(false);
  });

  it('areas: overlapping, one inside the other either way, a line inside, a line in a hole, apart', () => {
    expect(geometriesIntersect(square(0, 0, 2), square(1, 1, 2))).toBe(true);
    expect(geometriesIntersect(square(0, 0, 10), square(4, 4, 1))).toBe(true);
    expect(geometriesIntersect(square(4, 4, 1), square(0, 0, 10))).toBe(true);
    expect(geometriesIntersect(line([1, 1], [2, 2]), square(0, 0, 10))).toBe(true);
    expect(geometriesIntersect(line([3, 3], [3.5, 3.5]), square(0, 0, 10, [2, 2, 4]))).toBe(false);
    expect(geometriesIntersect(square(3, 3, 1), square(0, 0, 10, [2, 2, 4]))).toBe(false);
    expect(geometriesIntersect(square(0, 0, 1), square(1, 0, 1))).toBe(true);
    expect(geometriesIntersect(square(0, 0, 1), square(2, 0, 1))).toBe(false);
    const multi: PetaGeometry = {
      type: 'MultiPolygon',
      coordinates: [
        (square(0, 0, 1) as { coordinates: number[][][] }).coordinates,
        (square(5, 5, 1) as { coordinates: number[][][] }).coordinates,
      ],
    };
    expect(geometriesIntersect(point(5.5, 5.5), multi)).toBe(true);
    expect(geometriesIntersect(point(3, 3), multi)).toBe(false);
  });

  it('yields every STEP segment pairs, so its caller can give the event loop a turn', () => {
    const zigzag = line(...Array.from({ length: 2_001 }, (_, i) => [i / 1000, i % 2] as [number, number]));
    const ring = Array.from({ length: 101 }, (_, i) => {
      const angle = (2 * Math.PI * i) / 100;
      return [1 + Math.cos(angle) * 3, 0.5 + Math.sin(angle) * 3];
    });
    const around: PetaGeometry = { type: 'Polygon', coordinates: [[...ring.slice(0, 100), ring[0]!]] };
    const steps = intersectsSteps(zigzag, around);
    let yields = 0;
    for (let step = steps.next(); !step.done; step = steps.next()) yields++;
    // 2,000 segments against 100: about 200,000 pairs, none meeting, before the zigzag is found inside.
    expect(yields).toBeGreaterThanOrEqual(Math.floor(200_000 / STEP) - 1);
    expect(geometriesIntersect(zigzag, around)).toBe(true);
  });
});
