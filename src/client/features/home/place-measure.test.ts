import { afterEach, describe, expect, it } from 'vitest';
import { getLocale, overwriteGetLocale } from '../../../shared/i18n/generated/runtime.js';
import { placeMeasure } from './place-measure.ts';

/** About 130 m x 65 m near latitude -7.5: 0,85 ha. */
const field = {
  type: 'Polygon' as const,
  coordinates: [
    [
      [110.4, -7.5],
      [110.40118, -7.5],
      [110.40118, -7.499412],
      [110.4, -7.499412],
      [110.4, -7.5],
    ],
  ],
};
const road = {
  type: 'LineString' as const,
  coordinates: [
    [110.4, -7.5],
    [110.411, -7.5],
  ],
};

describe("the popup's measure", () => {
  const spec = getLocale;
  afterEach(() => overwriteGetLocale(spec));

  it('gives an area in hectares and a line in kilometres, in Indonesian by default', () => {
    expect(placeMeasure(field)).toBe('Luas: 0,85 ha');
    expect(placeMeasure(road)).toBe('Panjang: 1,2 km');
    expect(placeMeasure({ type: 'MultiPolygon', coordinates: [field.coordinates] })).toBe('Luas: 0,85 ha');
  });

  it('says nothing of a point or a place without a shape', () => {
    expect(placeMeasure({ type: 'Point', coordinates: [110.4, -7.5] })).toBeNull();
    expect(placeMeasure(null)).toBeNull();
  });

  it('speaks English in the English mode', () => {
    overwriteGetLocale(() => 'en');
    expect(placeMeasure(field)).toBe('Area: 0.85 ha');
    expect(placeMeasure(road)).toBe('Length: 1.2 km');
  });
});
