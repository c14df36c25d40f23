import { describe, expect, it } from 'vitest';
import { sayMessage } from '../i18n/say-message.ts';
import { MAX_GEOJSON_CHARS, MAX_POSITIONS } from './limits.ts';
import { NO_GEOMETRY_MESSAGE } from './merge.ts';
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
const point = { type: 'Point' as const, coordinates: [112.2, -7.5] };
const line = {
  type: 'LineString' as const,
  coordinates: [
    [0, 0],
    [1, 1],
  ],
};
const feature = (geometry: unknown) => ({
  type: 'Feature',
  id: 3,
  properties: { name: 'Balai desa' },
  geometry,
});
const collection = (...geometries: unknown[]) => ({
  type: 'FeatureCollection',
  features: geometries.map(feature),
});
/** A line of `n` distinct positions. */
const longLine = (n: number) => ({
  type: 'LineString',
  coordinates: Array.from({ length: n }, (_, i) => [112 + i / 1e6, -7.5]),
});

const ok = (input: unknown, options?: Parameters<typeof normalizeGeometry>[1]) => {
  const result = normalizeGeometry(input, options);
  if (!result.ok) throw new Error(sayMessage(result.message, 'standar'));
  return result.geometry;
};
const message = (input: unknown, options?: Parameters<typeof normalizeGeometry>[1]) => {
  const result = normalizeGeometry(input, options);
  if (result.ok) throw new Error(`expected a failure, got ${JSON.stringify(result.geometry)}`);
  return sayMessage(result.message, 'standar');
};

describe('normalizeGeometry: input forms', () => {
  it('takes a geometry as an object or as JSON text, with the same result', () => {
    expect(ok(point)).toEqual(point);
    expect(ok(JSON.stringify(point))).toEqual(point);
    expect(ok(JSON.stringify(collection(square(0), square(2))))).toEqual(
      ok(collection(square(0), square(2))),
    );
  });

  it('takes a Feature and gives its geometry', () => {
    expect(ok(feature(square(0)))).toEqual(square(0));
    expect(ok(JSON.stringify(feature(line)))).toEqual(line);
  });

  it('takes a FeatureCollection of one feature and gives that geometry unchanged in type', () => {
    expect(ok(collection(square(0)))).toEqual(square(0));
    expect(ok(collection(point))).toEqual(point);
  });

  it('merges the features of a FeatureCollection by family', () => {
    expect(ok(collection(square(0), { type: 'MultiPolygon', coordinates: [square(4).coordinates] }))).toEqual(
      {
        type: 'MultiPolygon',
        coordinates: [square(0).coordinates, square(4).coordinates],
      },
    );
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
        line.coordinates,
        [
          [2, 2],
          [3, 3],
        ],
      ],
    });
    expect(ok(collection(point, { type: 'MultiPoint', coordinates: [[3, 4]] }))).toEqual({
      type: 'MultiPoint',
      coordinates: [point.coordinates, [3, 4]],
    });
  });

  it('skips features with a null or missing geometry', () => {
    expect(ok(collection(null, square(0), null))).toEqual(square(0));
    expect(
      ok({ type: 'FeatureCollection', features: [{ type: 'Feature', properties: {} }, feature(point)] }),
    ).toEqual(point);
  });

  it('keeps an altitude', () => {
    expect(ok({ type: 'Point', coordinates: [1, 2, 30] })).toEqual({
      type: 'Point',
      coordinates: [1, 2, 30],
    });
  });
});

describe('normalizeGeometry: a clean result', () => {
  it('strips bbox, crs, properties and foreign members at every level', () => {
    const input = {
      type: 'FeatureCollection',
      bbox: [0, 0, 1, 1],
      crs: { type: 'name', properties: { name: 'EPSG:4326' } },
      features: [{ ...feature({ ...square(0), bbox: [0, 0, 1, 1], style: 'red' }), bbox: [0, 0, 1, 1] }],
    };
    const geometry = ok(input);
    expect(geometry).toEqual(square(0));
    expect(Object.keys(geometry)).toEqual(['type', 'coordinates']);
  });

  it('does not change the input', () => {
    const input = collection(square(0), square(2));
    const before = structuredClone(input);
    ok(input);
    expect(input).toEqual(before);
  });
});

describe('normalizeGeometry: refusals', () => {
  it('exports the invalid-GeoJSON message', () => {
    expect(sayMessage(INVALID_GEOJSON_MESSAGE, 'standar')).toBe('Geometry must be valid GeoJSON.');
  });

  it.each([
    ['invalid JSON text', '{"type": "Point"'],
    ['empty text', ''],
    ['JSON text of a number', '42'],
    ['JSON text of a string', '"Point"'],
    ['JSON text of null', 'null'],
    ['a number', 42],
    ['null', null],
    ['undefined', undefined],
    ['an array', [1, 2]],
    ['an object without a type', { coordinates: [0, 0] }],
  ])('%s is not valid GeoJSON', (_label, input) => {
    expect(normalizeGeometry(input)).toEqual({ ok: false, message: INVALID_GEOJSON_MESSAGE });
  });

  it.each([
    ['an empty FeatureCollection', { type: 'FeatureCollection', features: [] }],
    ['a FeatureCollection of null geometries', collection(null, null)],
    ['a Feature with a null geometry', feature(null)],
  ])('%s has no geometry', (_label, input) => {
    expect(message(input)).toBe(sayMessage(NO_GEOMETRY_MESSAGE, 'standar'));
  });

  it('refuses a GeometryCollection, alone or inside a feature', () => {
    const expected = 'GeometryCollection is not supported; use a FeatureCollection with one kind of shape.';
    const geometryCollection = { type: 'GeometryCollection', geometries: [point] };
    expect(message(geometryCollection)).toBe(expected);
    expect(message(collection(geometryCollection))).toBe(expected);
  });

  it('refuses a FeatureCollection that is not a list of features', () => {
    expect(message({ type: 'FeatureCollection' })).toBe('A FeatureCollection needs a features list.');
    expect(message({ type: 'FeatureCollection', features: [point] })).toBe(
      'Every item of a FeatureCollection must be a Feature.',
    );
    expect(message({ type: 'FeatureCollection', features: [null] })).toBe(
      'Every item of a FeatureCollection must be a Feature.',
    );
  });

  it('refuses mixed kinds of shape', () => {
    expect(message(collection(point, square(0)))).toBe(
      'All shapes must be of one kind (points, lines or polygons); this GeoJSON mixes points and polygons.',
    );
  });

  it('reports a problem in any feature', () => {
    expect(message(collection(point, { type: 'Point', coordinates: [200, 0] }))).toBe(
      'Longitude must be between -180 and 180 (found 200).',
    );
    expect(
      message(
        JSON.stringify(
          feature({
            type: 'Polygon',
            coordinates: [
              [
                [0, 0],
                [1, 0],
                [1, 1],
                [0, 1],
              ],
            ],
          }),
        ),
      ),
    ).toBe('Polygon rings must be closed: the first and last positions must be equal.');
  });
});

describe('normalizeGeometry: limits', () => {
  it('has the limits of the spec', () => {
    expect(MAX_POSITIONS).toBe(50_000);
    expect(MAX_GEOJSON_CHARS).toBe(2_000_000);
  });

  it('accepts exactly the position limit and refuses one more', () => {
    expect(ok(longLine(MAX_POSITIONS)).type).toBe('LineString');
    expect(message(longLine(MAX_POSITIONS + 1))).toBe(
      'Geometry has too many points (50,001; the limit is 50,000).',
    );
  });

  it('counts positions of all features together', () => {
    expect(message(collection(longLine(30_000), longLine(30_000)))).toBe(
      'Geometry has too many points (60,000; the limit is 50,000).',
    );
  });

  it('accepts text of exactly the character limit and refuses one more character', () => {
    const text = JSON.stringify(point);
    const padded = text + ' '.repeat(MAX_GEOJSON_CHARS - text.length);
    expect(padded).toHaveLength(MAX_GEOJSON_CHARS);
    expect(ok(padded)).toEqual(point);
    expect(message(`${padded} `)).toBe(
      'The GeoJSON text is too long (2,000,001 characters; the limit is 2,000,000).',
    );
  });
});

describe('normalizeGeometry: allowed types', () => {
  it('accepts a result of an allowed type', () => {
    expect(ok(feature(square(0)), { allowedTypes: ['Polygon'] })).toEqual(square(0));
    expect(ok(point, { allowedTypes: ['Point', 'MultiPoint'] })).toEqual(point);
  });

  it('refuses any other type and names the allowed ones', () => {
    expect(message(line, { allowedTypes: ['Polygon'] })).toBe(
      'The geometry must be a Polygon (found LineString).',
    );
    expect(message(line, { allowedTypes: ['Point', 'MultiPoint', 'Polygon'] })).toBe(
      'The geometry must be a Point, MultiPoint or Polygon (found LineString).',
    );
    expect(message(line, { allowedTypes: [] })).toBe('No geometry is accepted here.');
  });

  it('checks the type after merging', () => {
    expect(message(collection(square(0), square(2)), { allowedTypes: ['Polygon'] })).toBe(
      'The geometry must be a Polygon (found MultiPolygon).',
    );
  });
});
