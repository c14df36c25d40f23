import { describe, expect, it } from 'vitest';
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

  it('leads to a line or polygon by its address, then its name', () => {
    const field = {
      type: 'Polygon' as const,
      coordinates: [
        [
          [112, -7],
          [112.002, -7],
          [112.002, -7.002],
          [112, -7],
        ],
      ],
    };
    expect(directionsUrl(directionsTarget(field, 'Dusun Krajan', 'Sawah'))).toBe(`${BASE}Dusun%20Krajan`);
    expect(directionsUrl(directionsTarget(field, ' ', 'Sawah'))).toBe(`${BASE}Sawah`);
  });

  it('leads to a point inside a polygon and on a line that have neither address nor name', () => {
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
      '',
      '',
    );
    // Six decimals (11 cm) is what the link carries; the centroid's float noise is far below that.
    expect(directionsUrl(square)).toBe(`${BASE}-7.001,112.001`);
    const road = directionsTarget(
      {
        type: 'LineString',
        coordinates: [
          [112, -7],
          [112.004, -7],
        ],
      },
      '',
      '',
    );
    expect(directionsUrl(road)).toBe(`${BASE}-7,112.002`);
  });

  it('falls back to the address, then the name, and to no link at all', () => {
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
