import { describe, expect, it } from 'vitest';
import { insideRing } from '../../../shared/geo/representative-point.ts';
import { directionsTarget, directionsUrl, placeUrl } from './directions.ts';

const BASE = 'https://www.google.com/maps/dir/?api=1&destination=';

describe('the directions link', () => {
  it('leads to a point by its coordinates, latitude first, at six decimals', () => {
    const target = directionsTarget(
      { type: 'Point', coordinates: [112.2330712345, -7.5468391] },
      'Jl. Raya',
      'Masjid',
    );
    expect(directionsUrl(target)).toBe(`${BASE}-7.546839,112.233071`);
  });

  it('leads to a point inside an area and to the middle of a line, never to their address', () => {
    const square = directionsTarget(
      {
        type: 'Polygon',
        coordinates: [
          [
            [112, -7],
            [112.002, -7],
            [112.002, -7.002],
            [112, -7.002],
            [112, -7],
          ],
        ],
      },
      'Dusun Krajan RT 05/RW 03',
      'Sawah',
    );
    // Six decimals (11 cm) is what the link carries; the centroid's float noise is far below that.
    expect(directionsUrl(square)).toBe(`${BASE}-7.001,112.001`);
    // A road bending at a right angle: its middle by length is on its second leg, not at the bend.
    const road = directionsTarget(
      {
        type: 'LineString',
        coordinates: [
          [112, -7],
          [112.001, -7],
          [112.001, -7.003],
        ],
      },
      'Jl. Raya',
      'Jalan Desa',
    );
    expect(directionsUrl(road)).toBe(`${BASE}-7.001,112.001`);
  });

  it('leads inside a C-shaped area whose centroid lies in its gap', () => {
    // A C opening to the east: a 3 x 3 block with the middle row of its two eastern cells cut out.
    const ring: [number, number][] = [
      [0, 0],
      [3, 0],
      [3, 1],
      [1, 1],
      [1, 2],
      [3, 2],
      [3, 3],
      [0, 3],
      [0, 0],
    ];
    const polygon = {
      type: 'Polygon' as const,
      coordinates: [ring.map(([x, y]) => [112 + x / 1000, -7 + y / 1000])],
    };
    const target = directionsTarget(polygon, 'Dusun Krajan', 'Lapangan');
    expect(target).not.toBeNull();
    expect('lat' in target!).toBe(true);
    const { lat, lng } = target as { lat: number; lng: number };
    // The centroid (x = 1.29, y = 1.5 in cells) is in the gap; the point given is in the C's back (x < 1).
    expect(insideRing([lng, lat], polygon.coordinates[0]!)).toBe(true);
    expect(lng).toBeLessThan(112.001);
  });

  it('leads to a point of the area, not of its hole', () => {
    const square = (size: number): number[][] => [
      [112 - size, -7 - size],
      [112 + size, -7 - size],
      [112 + size, -7 + size],
      [112 - size, -7 + size],
      [112 - size, -7 - size],
    ];
    // A field around a pond: the centroid is the pond's middle.
    const target = directionsTarget(
      { type: 'Polygon', coordinates: [square(0.002), square(0.001)] },
      '',
      '',
    ) as {
      lat: number;
      lng: number;
    };
    expect(insideRing([target.lng, target.lat], square(0.002))).toBe(true);
    expect(insideRing([target.lng, target.lat], square(0.001))).toBe(false);
  });

  it('falls back to the address, then the name, only for a place drawn without a shape', () => {
    expect(directionsUrl(directionsTarget(null, 'Jl. Raya No. 1, Sumberagung', 'Kantor'))).toBe(
      `${BASE}Jl.%20Raya%20No.%201%2C%20Sumberagung`,
    );
    expect(directionsUrl(directionsTarget(null, '  ', 'Balai Desa & Aula'))).toBe(
      `${BASE}Balai%20Desa%20%26%20Aula`,
    );
    expect(directionsUrl(directionsTarget(null, '', ' '))).toBeNull();
  });

  it('shares one place as a link to the map', () => {
    expect(placeUrl('https://desa.example', 'masjid al ikhlas')).toBe(
      'https://desa.example/?place=masjid%20al%20ikhlas',
    );
  });
});
