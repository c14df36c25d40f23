import { describe, expect, it } from 'vitest';
import { MAX_POSITIONS } from './limits.ts';
import { INVALID_GEOJSON_MESSAGE, normalizeGeometry } from './normalize.ts';

const square = (x: number) => ({
  type: 'Polygon' as const,
  coordinates: [
    [
      [x, 0],
      [x + 1, 0],
      [x + 1, 1],
      [x, 1],
      [x, 0],
    ],
  ],
});
const feature = (geometry: unknown) => ({ type: 'Feature', properties: { name: 'x' }, geometry });
const collection = (...geometries: unknown[]) => ({
  type: 'FeatureCollection',
  features: geometries.map(feature),
});
const ok = (input: unknown, options?: Parameters<typeof normalizeGeometry>[1]) => {
  const result = normalizeGeometry(input, options);
  if (!result.ok) throw new Error(result.message);
  return result.geometry;
};
const message = (input: unknown) => {
  const result = normalizeGeometry(input);
  if (result.ok) throw new Error('expected a failure');
  return result.message;
};

describe('normalizeGeometry: what it accepts', () => {
  it('takes a geometry as an object or as text, and keeps only type and coordinates', () => {
    const point = { type: 'Point', coordinates: [112.2, -7.5], bbox: [1, 2, 3, 4], crs: {}, extra: 1 };
    expect(ok(point)).toEqual({ type: 'Point', coordinates: [112.2, -7.5] });
    expect(ok(JSON.stringify(point))).toEqual({ type: 'Point', coordinates: [112.2, -7.5] });
  });

  it('takes a Feature and a FeatureCollection of one feature', () => {
    expect(ok(feature(square(0)))).toEqual(square(0));
    expect(ok(collection(square(0)))).toEqual(square(0));
  });

  it('merges polygons and multipolygons into one MultiPolygon', () => {
    const multi = { type: 'MultiPolygon', coordinates: [square(4).coordinates, square(8).coordinates] };
    expect(ok(collection(square(0), multi))).toEqual({
      type: 'MultiPolygon',
      coordinates: [square(0).coordinates, square(4).coordinates, square(8).coordinates],
    });
  });

  it('merges lines into a MultiLineString and points into a MultiPoint', () => {
    const line = {
      type: 'LineString',
      coordinates: [
        [0, 0],
        [1, 1],
      ],
    };
    expect(
      ok(
        collection(line, {
          type: 'MultiLineString',
          coordinates: [
            [
              [2, 2],
              [3, 3],
            ],
          ],
        }),
      ),
    ).toEqual({
      type: 'MultiLineString',
      coordinates: [
        [
          [0, 0],
          [1, 1],
        ],
        [
          [2, 2],
          [3, 3],
        ],
      ],
    });
    expect(
      ok(collection({ type: 'Point', coordinates: [1, 2] }, { type: 'MultiPoint', coordinates: [[3, 4]] })),
    ).toEqual({
      type: 'MultiPoint',
      coordinates: [
        [1, 2],
        [3, 4],
      ],
    });
  });

  it('skips features without geometry', () => {
    expect(ok(collection(null, square(0)))).toEqual(square(0));
  });

  it('keeps an altitude', () => {
    expect(ok({ type: 'Point', coordinates: [1, 2, 30] })).toEqual({
      type: 'Point',
      coordinates: [1, 2, 30],
    });
  });
});

describe('normalizeGeometry: what it refuses, and why', () => {
  it.each([
    ['invalid JSON text', '{"type": "Point"', INVALID_GEOJSON_MESSAGE],
    ['a number', 42, INVALID_GEOJSON_MESSAGE],
    ['an array', [1, 2], INVALID_GEOJSON_MESSAGE],
    ['an unknown type', { type: 'Circle', coordinates: [0, 0] }, "Unknown geometry type 'Circle'."],
    [
      'a longitude out of range',
      { type: 'Point', coordinates: [200, 0] },
      'Longitude must be between -180 and 180 (found 200).',
    ],
    [
      'a latitude out of range',
      { type: 'Point', coordinates: [0, -91] },
      'Latitude must be between -90 and 90 (found -91).',
    ],
    [
      'a non-finite number',
      { type: 'Point', coordinates: [0, Number.NaN] },
      'Coordinates must be finite numbers.',
    ],
    ['text as a number', { type: 'Point', coordinates: ['1', 2] }, 'Coordinates must be finite numbers.'],
    [
      'a one-number position',
      { type: 'Point', coordinates: [1] },
      'Each position must be [longitude, latitude] (an optional altitude may follow).',
    ],
    ['a one-point line', { type: 'LineString', coordinates: [[0, 0]] }, 'A line needs at least 2 positions.'],
    [
      'an open ring',
      {
        type: 'Polygon',
        coordinates: [
          [
            [0, 0],
            [1, 0],
            [1, 1],
            [0, 1],
          ],
        ],
      },
      'Polygon rings must be closed: the first and last positions must be equal.',
    ],
    [
      'a short ring',
      {
        type: 'Polygon',
        coordinates: [
          [
            [0, 0],
            [1, 0],
            [0, 0],
          ],
        ],
      },
      'A polygon ring needs at least 4 positions.',
    ],
    ['a polygon without rings', { type: 'Polygon', coordinates: [] }, 'A polygon needs at least one ring.'],
    [
      'a geometry collection',
      { type: 'GeometryCollection', geometries: [] },
      'Geometry collections are not supported; use a FeatureCollection of one kind of shape.',
    ],
    ['an empty collection', { type: 'FeatureCollection', features: [] }, 'The GeoJSON contains no geometry.'],
    [
      'a collection of non-features',
      { type: 'FeatureCollection', features: [{ type: 'Point', coordinates: [0, 0] }] },
      'Every item of a FeatureCollection must be a Feature.',
    ],
    [
      'mixed kinds',
      collection({ type: 'Point', coordinates: [0, 0] }, square(0)),
      'All shapes must be of one kind: points, lines or polygons, not a mix.',
    ],
  ])('%s', (_label, input, expected) => {
    expect(message(input)).toBe(expected);
  });

  it('refuses more positions than the limit, and more text than 2 MB', () => {
    const line = {
      type: 'LineString',
      coordinates: Array.from({ length: MAX_POSITIONS + 1 }, (_, i) => [i / 1e6, 0]),
    };
    expect(message(line)).toBe('Geometry has too many points (50,001; the limit is 50,000).');
    expect(message(' '.repeat(2_000_001))).toMatch(/too large/);
  });

  it('refuses a type outside the allowed ones', () => {
    const result = normalizeGeometry(
      {
        type: 'LineString',
        coordinates: [
          [0, 0],
          [1, 1],
        ],
      },
      { allowedTypes: ['Polygon'] },
    );
    expect(result).toEqual({ ok: false, message: 'The geometry must be a Polygon (found LineString).' });
    expect(ok(square(0), { allowedTypes: ['Polygon'] })).toEqual(square(0));
  });
});
