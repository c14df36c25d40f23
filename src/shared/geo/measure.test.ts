import { feature, area as turfArea, length as turfLength } from '@turf/turf';
import type { LineString, MultiLineString, MultiPolygon, Polygon, Position } from 'geojson';
import { describe, expect, it } from 'vitest';
import { areaSquareMetres, distanceMetres, lengthMetres, perimeterMetres } from './measure.ts';

/** A closed ring through the given corners. */
const ring = (...corners: Position[]) => [...corners, corners[0]!];

/** A lng/lat rectangle of `widthM` x `heightM` metres centred on `lat`, sized by WGS84 degree lengths. */
function rectangle(lng: number, lat: number, widthM: number, heightM: number): Polygon {
  const phi = (lat * Math.PI) / 180;
  const metresPerDegreeLat = 111_132.92 - 559.82 * Math.cos(2 * phi) + 1.175 * Math.cos(4 * phi);
  const metresPerDegreeLng = 111_412.84 * Math.cos(phi) - 93.5 * Math.cos(3 * phi);
  const south = lat - heightM / metresPerDegreeLat / 2;
  const north = lat + heightM / metresPerDegreeLat / 2;
  const east = lng + widthM / metresPerDegreeLng;
  return { type: 'Polygon', coordinates: [ring([lng, south], [east, south], [east, north], [lng, north])] };
}

/** An irregular ring of `n` corners around a centre, the same every run. */
function blob(lng: number, lat: number, radiusDeg: number, n: number, seed: number): Position[] {
  const corners: Position[] = [];
  for (let i = 0; i < n; i++) {
    const angle = (2 * Math.PI * i) / n;
    const r = radiusDeg * (0.6 + 0.4 * Math.abs(Math.sin(seed * 7.31 + i * 1.7)));
    corners.push([lng + r * Math.cos(angle), lat + r * Math.sin(angle)]);
  }
  return ring(...corners);
}

const within = (measured: number, expected: number, share: number) =>
  expect(Math.abs(measured - expected) / expected).toBeLessThan(share);

const field = rectangle(110.41, -7.55, 120, 70);
const withHole: Polygon = {
  type: 'Polygon',
  coordinates: [blob(110.4, -7.5, 0.004, 40, 1), blob(110.4, -7.5, 0.0012, 12, 2).reverse()],
};
const islands: MultiPolygon = {
  type: 'MultiPolygon',
  coordinates: [withHole.coordinates, [blob(110.42, -7.51, 0.002, 25, 3)], field.coordinates],
};
const road: LineString = {
  type: 'LineString',
  coordinates: [
    [110.4, -7.5],
    [110.403, -7.5012],
    [110.4071, -7.4991],
    [110.4102, -7.503],
  ],
};
const roads: MultiLineString = {
  type: 'MultiLineString',
  coordinates: [road.coordinates, [blob(110.43, -7.52, 0.003, 30, 4)].flat()],
};

describe('measuring against Turf, to 0.1%', () => {
  it.each([
    ['a field', field],
    ['an area with a hole', withHole],
    ['a MultiPolygon with a hole and islands', islands],
  ] as const)('the area of %s', (_, geometry) => {
    within(areaSquareMetres(geometry), turfArea(geometry), 0.001);
  });

  it.each([
    ['a road', road],
    ['a MultiLineString', roads],
  ] as const)('the length of %s', (_, geometry) => {
    within(lengthMetres(geometry), turfLength(feature(geometry), { units: 'meters' }), 0.001);
  });

  it.each([
    ['a field', field],
    ['an area with a hole', withHole],
    ['a MultiPolygon', islands],
  ] as const)('the perimeter of %s is every ring, as Turf measures a polygon', (_, geometry) => {
    within(perimeterMetres(geometry), turfLength(feature(geometry), { units: 'meters' }), 0.001);
  });
});

describe('measuring known shapes', () => {
  it('a 120 m x 70 m field is 8,400 m² with a 380 m perimeter', () => {
    within(areaSquareMetres(field), 8_400, 0.005);
    within(perimeterMetres(field), 380, 0.005);
  });

  it('a 1 km square near latitude -7.5 is a square kilometre', () => {
    within(areaSquareMetres(rectangle(112.23, -7.5, 1000, 1000)), 1_000_000, 0.005);
  });

  it('takes holes out and adds the parts of a MultiPolygon', () => {
    const outer = rectangle(112.23, -7.5, 1000, 1000);
    const inner = rectangle(112.232, -7.5, 500, 500);
    const holed: Polygon = { type: 'Polygon', coordinates: [outer.coordinates[0]!, inner.coordinates[0]!] };
    expect(areaSquareMetres(holed)).toBeCloseTo(areaSquareMetres(outer) - areaSquareMetres(inner), 3);
    const both: MultiPolygon = { type: 'MultiPolygon', coordinates: [outer.coordinates, inner.coordinates] };
    expect(areaSquareMetres(both)).toBeCloseTo(areaSquareMetres(outer) + areaSquareMetres(inner), 3);
  });

  it('does not depend on the direction a ring is drawn in', () => {
    const reversed: Polygon = { type: 'Polygon', coordinates: [[...field.coordinates[0]!].reverse()] };
    expect(areaSquareMetres(reversed)).toBeCloseTo(areaSquareMetres(field), 6);
  });

  it('a degree of latitude is about 111.2 km', () => {
    within(distanceMetres([110, -7], [110, -8]), 111_195, 0.001);
  });

  it('gives 0 where the measure does not apply', () => {
    expect(areaSquareMetres(road)).toBe(0);
    expect(lengthMetres(field)).toBe(0);
    expect(perimeterMetres(road)).toBe(0);
    expect(areaSquareMetres({ type: 'Point', coordinates: [110, -7] })).toBe(0);
    expect(areaSquareMetres({ type: 'Polygon', coordinates: [ring([110, -7], [110.1, -7])] })).toBe(0);
  });
});
