import { describe, expect, it } from 'vitest';
import { boundaryJsonError, settingValues } from './setting-values.ts';

describe('boundaryJsonError', () => {
  it('accepts empty text and any JSON, refuses the rest with the spec sentence', () => {
    expect(boundaryJsonError('')).toBeUndefined();
    expect(boundaryJsonError('   ')).toBeUndefined();
    expect(boundaryJsonError('{"type":"Polygon","coordinates":[]}')).toBeUndefined();
    expect(boundaryJsonError('{"type": "Polygon"')).toBe('Geometry harus berupa JSON yang valid.');
  });
});

describe('settingValues', () => {
  it('keeps stored values as text', () => {
    const boundary = {
      type: 'Polygon',
      coordinates: [
        [
          [1, 2],
          [3, 4],
          [5, 6],
          [1, 2],
        ],
      ],
    };
    expect(
      settingValues({
        title: 'Desa',
        description: 'd',
        map_center_lat: -7.1,
        map_center_lng: 112.5,
        map_zoom: 14,
        village_boundary: boundary,
        language: 'en',
      }),
    ).toEqual({
      title: 'Desa',
      description: 'd',
      map_center_lat: '-7.1',
      map_center_lng: '112.5',
      map_zoom: '14',
      village_boundary: JSON.stringify(boundary),
      language: 'en',
    });
  });

  it('starts an unset centre and zoom from the defaults', () => {
    const values = settingValues({
      title: 'Desa',
      description: '',
      map_center_lat: null,
      map_center_lng: null,
      map_zoom: null,
      village_boundary: null,
    });
    expect(values).toMatchObject({
      language: 'standar',
      map_center_lat: '-7.546839',
      map_center_lng: '112.23307',
      map_zoom: '12',
    });
    expect(values.village_boundary).toBe('');
  });
});
