import type { Polygon, Position } from 'geojson';
import { describe, expect, it } from 'vitest';
import { areaSquareMeters, formatArea } from './area.ts';

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

describe('areaSquareMeters', () => {
  it('measures a 1 km square near latitude -7.5 within 1%', () => {
    const measured = areaSquareMeters(rectangle(112.23, -7.5, 1000, 1000));
    expect(Math.abs(measured - 1_000_000) / 1_000_000).toBeLessThan(0.01);
  });

  it('grows with the square of the size', () => {
    const small = areaSquareMeters(rectangle(112.23, -7.5, 100, 100));
    expect(Math.abs(small - 10_000) / 10_000).toBeLessThan(0.01);
  });

  it('subtracts holes and adds the parts of a MultiPolygon', () => {
    const outer = rectangle(112.23, -7.5, 1000, 1000);
    const inner = rectangle(112.232, -7.5, 500, 500);
    const withHole: Polygon = {
      type: 'Polygon',
      coordinates: [outer.coordinates[0]!, inner.coordinates[0]!],
    };
    const expected = areaSquareMeters(outer) - areaSquareMeters(inner);
    expect(areaSquareMeters(withHole)).toBeCloseTo(expected, 3);
    expect(areaSquareMeters(withHole)).toBeLessThan(800_000);

    const twice = areaSquareMeters({
      type: 'MultiPolygon',
      coordinates: [outer.coordinates, inner.coordinates],
    });
    expect(twice).toBeCloseTo(areaSquareMeters(outer) + areaSquareMeters(inner), 3);
  });
});

describe('formatArea', () => {
  it.each([
    [12_345, '12,345 m² (1.23 ha)'],
    [8_450.4, '8,450 m² (0.85 ha)'],
    [0, '0 m² (0.00 ha)'],
    [0.4, '0 m² (0.00 ha)'],
    [999_999.4, '999,999 m² (100.00 ha)'],
    [999_999.6, '1.00 km² (100.00 ha)'],
    [1_000_000, '1.00 km² (100.00 ha)'],
    [2_354_000, '2.35 km² (235.40 ha)'],
    [123_456_789, '123.46 km² (12,345.68 ha)'],
  ])('%d m² is %s', (m2, expected) => {
    expect(formatArea(m2)).toBe(expected);
  });

  it("writes the numbers with the locale's separators", () => {
    expect(formatArea(12_345, 'id-ID')).toBe('12.345 m² (1,23 ha)');
    expect(formatArea(123_456_789, 'id-ID')).toBe('123,46 km² (12.345,68 ha)');
  });

  it('shows a negative or non-finite area as zero rather than nonsense', () => {
    expect(formatArea(-5)).toBe('0 m² (0.00 ha)');
    expect(formatArea(Number.NaN)).toBe('0 m² (0.00 ha)');
  });
});
