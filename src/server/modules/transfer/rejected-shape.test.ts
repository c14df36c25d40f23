import { describe, expect, it } from 'vitest';
import { MAX_POSITIONS } from '../../../shared/geo/limits.ts';
import { rejectedShape } from './rejected-shape.ts';

describe('rejectedShape', () => {
  it('keeps a refused but drawable shape', () => {
    const bowtie = {
      type: 'Polygon',
      coordinates: [
        [
          [0, 0],
          [1, 1],
          [1, 0],
          [0, 1],
          [0, 0],
        ],
      ],
    };
    expect(rejectedShape(bowtie)).toEqual(bowtie);
    expect(rejectedShape({ type: 'Point', coordinates: [112.2, -7.5, 30] })).toEqual({
      type: 'Point',
      coordinates: [112.2, -7.5, 30],
    });
  });

  it('drops what cannot be drawn', () => {
    expect(rejectedShape(null)).toBeNull();
    expect(rejectedShape({ type: 'GeometryCollection', geometries: [] })).toBeNull();
    expect(rejectedShape({ type: 'Point', coordinates: [112.2] })).toBeNull();
    expect(rejectedShape({ type: 'Point', coordinates: [112.2, Number.NaN] })).toBeNull();
    expect(rejectedShape({ type: 'LineString', coordinates: [1, 2] })).toBeNull();
    expect(rejectedShape({ type: 'Polygon', coordinates: [[[0, 0], 'x']] })).toBeNull();
  });

  it('drops a shape with more positions than an accepted one may have', () => {
    const line = Array.from({ length: MAX_POSITIONS + 1 }, (_, i) => [i / 1e6, 0]);
    expect(rejectedShape({ type: 'LineString', coordinates: line })).toBeNull();
    expect(rejectedShape({ type: 'LineString', coordinates: line.slice(1) })).not.toBeNull();
  });
});
