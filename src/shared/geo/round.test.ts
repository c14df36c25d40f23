import type { MultiPolygon } from 'geojson';
import { describe, expect, it } from 'vitest';
import { roundCoordinates } from './round.ts';

describe('roundCoordinates', () => {
  it('rounds longitude and latitude to 6 decimals by default and keeps the altitude', () => {
    expect(
      roundCoordinates({ type: 'Point', coordinates: [112.123456789, -7.987654321, 12.34567891] }),
    ).toEqual({
      type: 'Point',
      coordinates: [112.123457, -7.987654, 12.34567891],
    });
  });

  it('takes another number of decimals', () => {
    expect(
      roundCoordinates(
        {
          type: 'LineString',
          coordinates: [
            [0.11, 0.19],
            [1.56, 1.44],
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
    expect(roundCoordinates({ type: 'MultiPoint', coordinates: [[112.6, -7.4]] }, 0)).toEqual({
      type: 'MultiPoint',
      coordinates: [[113, -7]],
    });
  });

  it('rounds every ring of every polygon and keeps rings closed', () => {
    const input: MultiPolygon = {
      type: 'MultiPolygon',
      coordinates: [
        [
          [
            [112.1234567, -7.1234567],
            [112.2, -7.1],
            [112.2, -7.2],
            [112.1234567, -7.1234567],
          ],
          [
            [112.15, -7.15],
            [112.16, -7.15],
            [112.16, -7.1600004],
            [112.15, -7.15],
          ],
        ],
      ],
    };
    const rounded = roundCoordinates(input);
    expect(rounded.coordinates[0]![0]![0]).toEqual([112.123457, -7.123457]);
    expect(rounded.coordinates[0]![0]![3]).toEqual([112.123457, -7.123457]);
    expect(rounded.coordinates[0]![1]![2]).toEqual([112.16, -7.16]);
  });

  it('returns a new geometry and leaves the input alone', () => {
    const input = { type: 'Point' as const, coordinates: [1.23456789, 2.3456789] };
    const rounded = roundCoordinates(input, 2);
    expect(rounded).not.toBe(input);
    expect(input.coordinates).toEqual([1.23456789, 2.3456789]);
    expect(rounded.coordinates).toEqual([1.23, 2.35]);
  });

  it('gives 0, not -0, for tiny negative values', () => {
    const [lng, lat] = roundCoordinates({ type: 'Point', coordinates: [-0.0000001, -0.0000004] }).coordinates;
    expect(Object.is(lng, 0)).toBe(true);
    expect(Object.is(lat, 0)).toBe(true);
  });

  it('shrinks the JSON text', () => {
    const input = {
      type: 'LineString' as const,
      coordinates: [
        [112.23307123456789, -7.546839123456789],
        [112.2, -7.5],
      ],
    };
    expect(JSON.stringify(roundCoordinates(input))).toBe(
      '{"type":"LineString","coordinates":[[112.233071,-7.546839],[112.2,-7.5]]}',
    );
  });
});
