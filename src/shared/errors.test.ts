import { describe, expect, it } from 'vitest';
import { errorKeyForField, fieldErrorsOf } from './errors.ts';

describe('errorKeyForField', () => {
  it.each([
    ['name', 'Name'],
    ['username', 'Username'],
    ['map_center_lat', 'MapCenterLat'],
    ['map_zoom', 'MapZoom'],
    ['village_boundary', 'VillageBoundary'],
    ['category_id', 'CategoryId'],
    ['permission_ids', 'Permission_ids'],
  ])('%s -> %s (the keys of spec section 5)', (field, key) => {
    expect(errorKeyForField(field)).toBe(key);
  });
});

describe('fieldErrorsOf', () => {
  it('reads the errors object, or an empty one when absent', () => {
    expect(fieldErrorsOf({ data: { appError: { message: 'x', errors: { Name: 'Taken' } } } })).toEqual({
      Name: 'Taken',
    });
    expect(fieldErrorsOf({ data: { appError: { message: 'x' } } })).toEqual({});
    expect(fieldErrorsOf(new Error('boom'))).toEqual({});
    expect(fieldErrorsOf(null)).toEqual({});
  });
});
