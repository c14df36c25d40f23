import { describe, expect, it } from 'vitest';
import { sayMessage } from '../i18n/say-message.ts';
import { INVALID_GEOJSON_MESSAGE } from './parse.ts';
import { validateGeometry } from './validate.ts';

const POSITION_MESSAGE = 'Each position must be [longitude, latitude], optionally followed by an altitude.';
const CLOSED_MESSAGE = 'Polygon rings must be closed: the first and last positions must be equal.';
const FINITE_MESSAGE = 'Coordinates must be finite numbers.';

const square = [
  [0, 0],
  [1, 0],
  [1, 1],
  [0, 1],
  [0, 0],
];

const message = (value: unknown) => {
  const result = validateGeometry(value);
  if (result.ok) throw new Error(`expected a failure, got ${JSON.stringify(result.geometry)}`);
  return sayMessage(result.message, 'standar');
};

describe('validateGeometry: accepted shapes', () => {
  it.each([
    { type: 'Point', coordinates: [112.2, -7.5] },
    { type: 'Point', coordinates: [112.2, -7.5, 120] },
    { type: 'Point', coordinates: [180, 90] },
    { type: 'Point', coordinates: [-180, -90] },
    { type: 'MultiPoint', coordinates: [[1, 2]] },
    {
      type: 'LineString',
      coordinates: [
        [0, 0],
        [1, 1],
      ],
    },
    {
      type: 'MultiLineString',
      coordinates: [
        [
          [0, 0],
          [1, 1],
        ],
        [
          [2, 2],
          [3, 3],
          [4, 4],
        ],
      ],
    },
    { type: 'Polygon', coordinates: [square] },
    { type: 'MultiPolygon', coordinates: [[square], [square]] },
  ])('$type $coordinates', (geometry) => {
    expect(validateGeometry(geometry)).toEqual({ ok: true, geometry });
  });

  it('keeps only type and coordinates', () => {
    const result = validateGeometry({
      type: 'Point',
      coordinates: [1, 2],
      bbox: [1, 2, 1, 2],
      crs: { type: 'name' },
      properties: { a: 1 },
      id: 7,
    });
    expect(result.ok && Object.keys(result.geometry)).toEqual(['type', 'coordinates']);
  });

  it('copies the coordinates, so later changes to the input do not leak into the result', () => {
    const input = {
      type: 'LineString',
      coordinates: [
        [0, 0],
        [1, 1],
      ],
    };
    const result = validateGeometry(input);
    input.coordinates[0]![0] = 99;
    expect(result).toEqual({
      ok: true,
      geometry: {
        type: 'LineString',
        coordinates: [
          [0, 0],
          [1, 1],
        ],
      },
    });
  });
});

describe('validateGeometry: refused shapes', () => {
  it.each([
    [
      'longitude above 180',
      { type: 'Point', coordinates: [200, 0] },
      'Longitude must be between -180 and 180 (found 200).',
    ],
    [
      'longitude below -180',
      { type: 'Point', coordinates: [-180.5, 0] },
      'Longitude must be between -180 and 180 (found -180.5).',
    ],
    [
      'latitude above 90',
      { type: 'Point', coordinates: [0, 91] },
      'Latitude must be between -90 and 90 (found 91).',
    ],
    [
      'latitude below -90',
      { type: 'Point', coordinates: [0, -91] },
      'Latitude must be between -90 and 90 (found -91).',
    ],
    ['NaN', { type: 'Point', coordinates: [0, Number.NaN] }, FINITE_MESSAGE],
    ['Infinity', { type: 'Point', coordinates: [Number.POSITIVE_INFINITY, 0] }, FINITE_MESSAGE],
    ['a number as text', { type: 'Point', coordinates: ['1', 2] }, FINITE_MESSAGE],
    ['null in a position', { type: 'Point', coordinates: [1, null] }, FINITE_MESSAGE],
    ['a non-finite altitude', { type: 'Point', coordinates: [1, 2, Number.NaN] }, FINITE_MESSAGE],
    ['a one-number position', { type: 'Point', coordinates: [1] }, POSITION_MESSAGE],
    ['a four-number position', { type: 'Point', coordinates: [1, 2, 3, 4] }, POSITION_MESSAGE],
    ['a position that is not a list', { type: 'Point', coordinates: 'here' }, POSITION_MESSAGE],
    ['missing coordinates', { type: 'Point' }, POSITION_MESSAGE],
    ['a bad position inside a line', { type: 'LineString', coordinates: [[0, 0], [0]] }, POSITION_MESSAGE],
    [
      'an empty multipoint',
      { type: 'MultiPoint', coordinates: [] },
      'A multipoint needs at least one position.',
    ],
    [
      'a one-position line',
      { type: 'LineString', coordinates: [[0, 0]] },
      'A line needs at least 2 positions.',
    ],
    [
      'a line that is not a list',
      { type: 'LineString', coordinates: {} },
      'A line must be a list of positions.',
    ],
    [
      'an empty multiline',
      { type: 'MultiLineString', coordinates: [] },
      'A multiline needs at least one line.',
    ],
    [
      'a short line in a multiline',
      {
        type: 'MultiLineString',
        coordinates: [
          [
            [0, 0],
            [1, 1],
          ],
          [[0, 0]],
        ],
      },
      'A line needs at least 2 positions.',
    ],
    ['a polygon without rings', { type: 'Polygon', coordinates: [] }, 'A polygon needs at least one ring.'],
    [
      'a three-position ring',
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
      CLOSED_MESSAGE,
    ],
    [
      'an open hole',
      {
        type: 'Polygon',
        coordinates: [
          square,
          [
            [0.2, 0.2],
            [0.4, 0.2],
            [0.4, 0.4],
            [0.2, 0.4],
          ],
        ],
      },
      CLOSED_MESSAGE,
    ],
    [
      'a ring closed in 2D but not in altitude',
      {
        type: 'Polygon',
        coordinates: [
          [
            [0, 0, 1],
            [1, 0, 1],
            [1, 1, 1],
            [0, 0, 2],
          ],
        ],
      },
      CLOSED_MESSAGE,
    ],
    [
      'an empty multipolygon',
      { type: 'MultiPolygon', coordinates: [] },
      'A multipolygon needs at least one polygon.',
    ],
    [
      'an open ring in a multipolygon',
      {
        type: 'MultiPolygon',
        coordinates: [
          [square],
          [
            [
              [0, 0],
              [1, 0],
              [1, 1],
              [0, 1],
            ],
          ],
        ],
      },
      CLOSED_MESSAGE,
    ],
    [
      'a GeometryCollection',
      { type: 'GeometryCollection', geometries: [] },
      'GeometryCollection is not supported; use a FeatureCollection with one kind of shape.',
    ],
    [
      'an unknown type',
      { type: 'Circle', coordinates: [0, 0] },
      'Unknown geometry type "Circle"; use Point, MultiPoint, LineString, MultiLineString, Polygon or MultiPolygon.',
    ],
    ['a missing type', { coordinates: [0, 0] }, sayMessage(INVALID_GEOJSON_MESSAGE, 'standar')],
    ['null', null, sayMessage(INVALID_GEOJSON_MESSAGE, 'standar')],
    ['an array', [0, 0], sayMessage(INVALID_GEOJSON_MESSAGE, 'standar')],
  ])('%s', (_label, value, expected) => {
    expect(message(value)).toBe(expected);
  });
});
