import type { Position } from 'geojson';
import { describe, expect, it } from 'vitest';
import { type DemoPlace, demoVillage } from './village.ts';

const CENTRE: Position = [112.23307, -7.546839];

function metresBetween([lng1, lat1]: Position, [lng2, lat2]: Position): number {
  const rad = Math.PI / 180;
  const dLat = (lat2! - lat1!) * rad;
  const dLng = (lng2! - lng1!) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(lat1! * rad) * Math.cos(lat2! * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6_371_008 * Math.asin(Math.sqrt(h));
}

function positionsOf(geometry: DemoPlace['geometry']): Position[] {
  switch (geometry.type) {
    case 'Point':
      return [geometry.coordinates];
    case 'LineString':
      return geometry.coordinates;
    case 'Polygon':
      return geometry.coordinates.flat();
    case 'MultiPolygon':
      return geometry.coordinates.flat(2);
  }
}

function ringsOf(geometry: DemoPlace['geometry']): Position[][] {
  if (geometry.type === 'Polygon') return geometry.coordinates;
  if (geometry.type === 'MultiPolygon') return geometry.coordinates.flat();
  return [];
}

/** Shoelace sum; positive for a counter-clockwise ring in lng/lat. */
function signedArea(ring: Position[]): number {
  let sum = 0;
  for (let i = 0; i + 1 < ring.length; i++)
    sum += ring[i]![0]! * ring[i + 1]![1]! - ring[i + 1]![0]! * ring[i]![1]!;
  return sum / 2;
}

function orientation(a: Position, b: Position, c: Position): number {
  return Math.sign((b[0]! - a[0]!) * (c[1]! - a[1]!) - (b[1]! - a[1]!) * (c[0]! - a[0]!));
}

function onSegment(a: Position, b: Position, p: Position): boolean {
  return (
    Math.min(a[0]!, b[0]!) <= p[0]! &&
    p[0]! <= Math.max(a[0]!, b[0]!) &&
    Math.min(a[1]!, b[1]!) <= p[1]! &&
    p[1]! <= Math.max(a[1]!, b[1]!)
  );
}

function segmentsIntersect(a: Position, b: Position, c: Position, d: Position): boolean {
  const o1 = orientation(a, b, c);
  const o2 = orientation(a, b, d);
  const o3 = orientation(c, d, a);
  const o4 = orientation(c, d, b);
  if (o1 !== o2 && o3 !== o4) return true;
  return (
    (o1 === 0 && onSegment(a, b, c)) ||
    (o2 === 0 && onSegment(a, b, d)) ||
    (o3 === 0 && onSegment(c, d, a)) ||
    (o4 === 0 && onSegment(c, d, b))
  );
}

/** Every pair of non-adjacent edges of a closed ring; the first and last edges are adjacent too. */
function ringSelfIntersects(ring: Position[]): boolean {
  const edges = ring.length - 1;
  for (let i = 0; i < edges; i++) {
    for (let j = i + 2; j < edges; j++) {
      if (i === 0 && j === edges - 1) continue;
      if (segmentsIntersect(ring[i]!, ring[i + 1]!, ring[j]!, ring[j + 1]!)) return true;
    }
  }
  return false;
}

function insideRing([x, y]: Position, ring: Position[]): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i]!;
    const [xj, yj] = ring[j]!;
    if (yi! > y! !== yj! > y! && x! < ((xj! - xi!) * (y! - yi!)) / (yj! - yi!) + xi!) inside = !inside;
  }
  return inside;
}

describe('demoVillage', () => {
  const village = demoVillage();
  const boundaryRing = village.boundary.coordinates[0]!;
  const typeCount = (type: string) => village.places.filter((p) => p.geometry.type === type).length;

  it('is deterministic', () => {
    expect(demoVillage()).toEqual(village);
  });

  it('has a titled, described village and a 20-40 vertex boundary about 3 km around the centre', () => {
    expect(village.title).toMatch(/^Desa /);
    expect(village.description.length).toBeGreaterThan(40);
    expect(boundaryRing.at(-1)).toEqual(boundaryRing[0]);
    expect(boundaryRing.length - 1).toBeGreaterThanOrEqual(20);
    expect(boundaryRing.length - 1).toBeLessThanOrEqual(40);
    expect(signedArea(boundaryRing)).toBeGreaterThan(0);
    expect(ringSelfIntersects(boundaryRing)).toBe(false);
    expect(insideRing(CENTRE, boundaryRing)).toBe(true);
    for (const position of boundaryRing) {
      expect(metresBetween(CENTRE, position)).toBeGreaterThan(2000);
      expect(metresBetween(CENTRE, position)).toBeLessThan(3500);
    }
  });

  it('has at least 7 categories with unique keys, hex colours and 32x32 PNG icons', () => {
    expect(village.categories.length).toBeGreaterThanOrEqual(7);
    expect(new Set(village.categories.map((c) => c.key)).size).toBe(village.categories.length);
    expect(new Set(village.categories.map((c) => c.color)).size).toBe(village.categories.length);
    for (const category of village.categories) {
      expect(category.color).toMatch(/^#[0-9a-f]{6}$/);
      expect(category.name.length).toBeGreaterThan(0);
      expect(category.iconFile).toMatch(/^demo-[a-z0-9-]+\.png$/);
      const icon = category.icon;
      expect([...icon.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
      expect(icon.toString('latin1', 12, 16)).toBe('IHDR');
      expect([icon.readUInt32BE(16), icon.readUInt32BE(20), icon[24], icon[25]]).toEqual([32, 32, 8, 6]);
    }
    expect(new Set(village.categories.map((c) => c.iconFile)).size).toBe(village.categories.length);
  });

  it('has at least 45 uniquely named places in known categories, a few of them inactive', () => {
    expect(village.places.length).toBeGreaterThanOrEqual(45);
    expect(new Set(village.places.map((p) => p.name)).size).toBe(village.places.length);
    const keys = new Set(village.categories.map((c) => c.key));
    for (const place of village.places) {
      expect(keys.has(place.categoryKey), place.name).toBe(true);
      expect(place.description.length, place.name).toBeGreaterThan(0);
      expect(place.address.length, place.name).toBeGreaterThan(0);
    }
    const inactive = village.places.filter((p) => p.status === 'inactive').length;
    expect(inactive).toBeGreaterThanOrEqual(2);
    expect(inactive).toBeLessThanOrEqual(4);
  });

  it('covers all four geometry types in the minimum numbers', () => {
    expect(typeCount('Point')).toBeGreaterThan(0);
    expect(typeCount('LineString')).toBeGreaterThanOrEqual(6);
    expect(typeCount('Polygon')).toBeGreaterThanOrEqual(8);
    expect(typeCount('MultiPolygon')).toBeGreaterThanOrEqual(3);
  });

  it('has realistic vertex counts and closed, counter-clockwise, simple rings', () => {
    for (const place of village.places) {
      if (place.geometry.type === 'LineString') {
        expect(place.geometry.coordinates.length, place.name).toBeGreaterThanOrEqual(5);
        expect(place.geometry.coordinates.length, place.name).toBeLessThanOrEqual(30);
      }
      for (const ring of ringsOf(place.geometry)) {
        expect(ring.length, place.name).toBeGreaterThanOrEqual(4);
        expect(ring.at(-1), place.name).toEqual(ring[0]);
        expect(ring.length - 1, place.name).toBeGreaterThanOrEqual(5);
        expect(ring.length - 1, place.name).toBeLessThanOrEqual(40);
        expect(signedArea(ring), place.name).toBeGreaterThan(0);
        expect(ringSelfIntersects(ring), place.name).toBe(false);
      }
    }
  });

  it('keeps every coordinate 6-decimal, inside the boundary box and within 3.5 km of the centre', () => {
    const lngs = boundaryRing.map((p) => p[0]!);
    const lats = boundaryRing.map((p) => p[1]!);
    const [minLng, maxLng, minLat, maxLat] = [
      Math.min(...lngs),
      Math.max(...lngs),
      Math.min(...lats),
      Math.max(...lats),
    ];
    for (const place of village.places) {
      for (const position of positionsOf(place.geometry)) {
        const [lng, lat] = position;
        expect(position, place.name).toHaveLength(2);
        expect(Math.round(lng! * 1e6) / 1e6, place.name).toBe(lng);
        expect(Math.round(lat! * 1e6) / 1e6, place.name).toBe(lat);
        expect(lng!, place.name).toBeGreaterThanOrEqual(minLng);
        expect(lng!, place.name).toBeLessThanOrEqual(maxLng);
        expect(lat!, place.name).toBeGreaterThanOrEqual(minLat);
        expect(lat!, place.name).toBeLessThanOrEqual(maxLat);
        expect(metresBetween(CENTRE, position), place.name).toBeLessThan(3500);
      }
    }
  });

  it('puts every place that is not a hamlet outline strictly inside the village boundary', () => {
    const hamletKeys = new Set(
      village.places.filter((p) => /^(Wilayah |Batas )?Dusun /.test(p.name)).map((p) => p.categoryKey),
    );
    for (const place of village.places.filter((p) => !hamletKeys.has(p.categoryKey))) {
      for (const position of positionsOf(place.geometry)) {
        expect(insideRing(position, boundaryRing), place.name).toBe(true);
      }
    }
  });

  it('self-intersection check catches a bow tie', () => {
    const bowTie: Position[] = [
      [0, 0],
      [1, 1],
      [1, 0],
      [0, 1],
      [0, 0],
    ];
    expect(ringSelfIntersects(bowTie)).toBe(true);
    expect(
      ringSelfIntersects([
        [0, 0],
        [1, 0],
        [1, 1],
        [0, 1],
        [0, 0],
      ]),
    ).toBe(false);
  });
});
