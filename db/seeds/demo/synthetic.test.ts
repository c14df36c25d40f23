import type { Position } from 'geojson';
import { describe, expect, it } from 'vitest';
import { syntheticVillage } from './synthetic.ts';
import { VILLAGE_CENTRE } from './village.ts';

function metresFromCentre([lng, lat]: Position): number {
  const dx = (lng! - VILLAGE_CENTRE.lng) * 111_320 * Math.cos((VILLAGE_CENTRE.lat * Math.PI) / 180);
  const dy = (lat! - VILLAGE_CENTRE.lat) * 110_574;
  return Math.hypot(dx, dy);
}

describe('syntheticVillage', () => {
  it('makes exactly the requested number of places', () => {
    expect(syntheticVillage(0).places).toHaveLength(0);
    expect(syntheticVillage(1).places).toHaveLength(1);
    expect(syntheticVillage(1_234).places).toHaveLength(1_234);
  });

  it('is deterministic for a count and seed, and differs for another seed', () => {
    expect(syntheticVillage(200)).toEqual(syntheticVillage(200));
    expect(syntheticVillage(200, 7)).toEqual(syntheticVillage(200, 7));
    expect(syntheticVillage(200, 7)).not.toEqual(syntheticVillage(200, 8));
  });

  it('mixes about 70% points, 20% lines and 10% polygons in several categories', () => {
    const { places, categories } = syntheticVillage(1_000);
    const kinds = { Point: 0, LineString: 0, Polygon: 0, MultiPolygon: 0 };
    for (const place of places) kinds[place.geometry.type]++;
    expect(kinds).toEqual({ Point: 700, LineString: 200, Polygon: 100, MultiPolygon: 0 });
    const used = new Set(places.map((place) => place.categoryKey));
    expect(used.size).toBe(categories.length);
    expect(categories.length).toBeGreaterThanOrEqual(4);
    for (const key of used) expect(categories.some((category) => category.key === key)).toBe(true);
  });

  it('keeps vertex counts in range, closes rings and rounds to 6 decimals', () => {
    for (const place of syntheticVillage(500).places) {
      const { geometry } = place;
      if (geometry.type === 'LineString') {
        expect(geometry.coordinates.length).toBeGreaterThanOrEqual(5);
        expect(geometry.coordinates.length).toBeLessThanOrEqual(30);
      }
      if (geometry.type === 'Polygon') {
        const ring = geometry.coordinates[0]!;
        expect(ring.length - 1).toBeGreaterThanOrEqual(5);
        expect(ring.length - 1).toBeLessThanOrEqual(40);
        expect(ring[ring.length - 1]).toEqual(ring[0]);
      }
      const positions: Position[] =
        geometry.type === 'Point'
          ? [geometry.coordinates]
          : geometry.type === 'LineString'
            ? geometry.coordinates
            : geometry.type === 'Polygon'
              ? geometry.coordinates.flat()
              : geometry.coordinates.flat(2);
      for (const [lng, lat] of positions) {
        expect(Math.round(lng! * 1e6) / 1e6).toBe(lng);
        expect(Math.round(lat! * 1e6) / 1e6).toBe(lat);
      }
    }
  });

  it('places everything around the default centre, active and named', () => {
    const { places } = syntheticVillage(2_000);
    for (const place of places) {
      expect(place.status).toBe('active');
      expect(place.name).not.toBe('');
      expect(place.address).toMatch(/^Dusun /);
      const first = place.geometry.type === 'Point' ? place.geometry.coordinates : null;
      if (first) expect(metresFromCentre(first)).toBeLessThan(1_200);
    }
  });
});
