import { describe, expect, it } from 'vitest';
import { countPositions, eachPosition } from '../../src/shared/geo/coordinates.ts';
import { usCounties } from './us-counties.ts';

describe('usCounties', () => {
  const data = usCounties();

  it('holds every county of us-atlas, polygons and multipolygons, in the four census regions', () => {
    expect(data.places.length).toBeGreaterThan(3_000);
    const types = new Set(data.places.map((place) => place.geometry.type));
    expect(types).toEqual(new Set(['Polygon', 'MultiPolygon']));
    const regions = new Set(data.places.map((place) => place.categoryKey));
    expect(regions).toEqual(new Set(data.categories.map((category) => category.key)));
  });

  it('keeps 6 decimals and counts the vertices it holds', () => {
    let vertices = 0;
    let unrounded = 0;
    for (const place of data.places) {
      vertices += countPositions(place.geometry);
      for (const [lng, lat] of eachPosition(place.geometry))
        if (Math.round(lng! * 1e6) / 1e6 !== lng || Math.round(lat! * 1e6) / 1e6 !== lat) unrounded++;
    }
    expect(unrounded).toBe(0);
    expect(vertices).toBe(data.vertices);
    expect(vertices).toBeGreaterThan(50_000);
  });

  it('is irregular: vertex counts spread widely', () => {
    const counts = data.places.map((place) => countPositions(place.geometry));
    expect(Math.max(...counts)).toBeGreaterThan(20 * Math.min(...counts));
  });
});
