import { describe, expect, it } from 'vitest';
import { initialMapFormState, type MapFormState, mapFormReducer, mapTypeOf } from './map-form-state.ts';

const start: MapFormState = {
  type: 'Polygon',
  geometryText: '{"type":"Polygon"}',
  latitude: '',
  longitude: '',
};

describe('mapFormReducer', () => {
  it('clears the geometry when the type changes, not when it stays', () => {
    expect(mapFormReducer(start, { kind: 'type', type: 'LineString' })).toMatchObject({
      type: 'LineString',
      geometryText: '',
    });
    expect(mapFormReducer(start, { kind: 'type', type: 'Polygon' })).toBe(start);
  });

  it('fills latitude and longitude with 5 decimals from a drawn point', () => {
    const next = mapFormReducer(start, {
      kind: 'drawn',
      geometry: { type: 'Point', coordinates: [112.233071234, -7.5468391] },
    });
    expect(next.latitude).toBe('-7.54684');
    expect(next.longitude).toBe('112.23307');
    expect(JSON.parse(next.geometryText)).toEqual({
      type: 'Point',
      coordinates: [112.233071234, -7.5468391],
    });
  });

  it('keeps the coordinates for other shapes and clears on reset', () => {
    const withPoint = { ...start, latitude: '-7.1', longitude: '112.1' };
    const line = {
      type: 'LineString',
      coordinates: [
        [1, 2],
        [3, 4],
      ],
    };
    expect(mapFormReducer(withPoint, { kind: 'drawn', geometry: line })).toMatchObject({ latitude: '-7.1' });
    expect(mapFormReducer(withPoint, { kind: 'reset-geometry' }).geometryText).toBe('');
    expect(mapFormReducer(withPoint, { kind: 'drawn', geometry: null }).geometryText).toBe('');
  });
});

describe('mapTypeOf', () => {
  it.each([
    [{ type: 'Polygon' }, 'Polygon'],
    [{ type: 'MultiPolygon' }, 'MultiPolygon'],
    ['{"type":"LineString","coordinates":[]}', 'LineString'],
    [{ type: 'MultiLineString' }, 'LineString'],
    [{ type: 'MultiPoint' }, 'Point'],
    [null, 'Point'],
    ['not json', 'Point'],
  ])('%j -> %s', (geometry, type) => {
    expect(mapTypeOf(geometry)).toBe(type);
  });
});

describe('initialMapFormState', () => {
  it('starts empty as a Point, or from the stored record', () => {
    expect(initialMapFormState()).toEqual({ type: 'Point', geometryText: '', latitude: '', longitude: '' });
    expect(
      initialMapFormState({
        geometry: { type: 'Point', coordinates: [112, -7] },
        latitude: -7,
        longitude: 112,
      }),
    ).toEqual({
      type: 'Point',
      geometryText: '{"type":"Point","coordinates":[112,-7]}',
      latitude: '-7',
      longitude: '112',
    });
  });
});
