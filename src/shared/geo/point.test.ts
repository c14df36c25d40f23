import { describe, expect, it } from 'vitest';
import { pointLatLng } from './point.ts';

describe('pointLatLng', () => {
  it('reads latitude and longitude from a Point, in GeoJSON [lng, lat] order', () => {
    expect(pointLatLng({ type: 'Point', coordinates: [112.23307, -7.546839] })).toEqual({
      latitude: -7.546839,
      longitude: 112.23307,
    });
    expect(pointLatLng({ type: 'Point', coordinates: [112.2, -7.5, 40] })).toEqual({
      latitude: -7.5,
      longitude: 112.2,
    });
  });

  it('is undefined for every other shape and for no geometry', () => {
    expect(pointLatLng({ type: 'MultiPoint', coordinates: [[112.2, -7.5]] })).toBeUndefined();
    expect(
      pointLatLng({
        type: 'LineString',
        coordinates: [
          [0, 0],
          [1, 1],
        ],
      }),
    ).toBeUndefined();
    expect(pointLatLng(null)).toBeUndefined();
    expect(pointLatLng(undefined)).toBeUndefined();
  });
});
