import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/database.ts';
import { bboxOf } from '../../src/shared/geo/bbox.ts';
import { normalizeGeometry } from '../../src/shared/geo/normalize.ts';
import { polygonSelfIntersects } from '../../src/shared/geo/self-intersection.ts';
import type { PetaGeometry } from '../../src/shared/geo/types.ts';
import { openTestDatabase } from '../../tests/support/test-database.ts';
import { seedCore } from './core.ts';
import { demoVillage } from './demo/village.ts';
import { seedDemoVillage } from './demo.ts';

describe('the demo village data', () => {
  const village = demoVillage();

  it('is the same on every call', () => {
    expect(demoVillage()).toEqual(village);
  });

  it('has at least 6 categories with colours and PNG icons, and 40 places of all four types', () => {
    expect(village.categories.length).toBeGreaterThanOrEqual(6);
    for (const category of village.categories) {
      expect(category.color).toMatch(/^#[0-9a-f]{6}$/);
      expect(category.icon.subarray(0, 8)).toEqual(
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      );
      expect([category.icon.readUInt32BE(16), category.icon.readUInt32BE(20)]).toEqual([32, 32]);
    }
    expect(village.places.length).toBeGreaterThanOrEqual(40);
    const types = new Map<string, number>();
    for (const place of village.places)
      types.set(place.geometry.type, (types.get(place.geometry.type) ?? 0) + 1);
    expect(types.get('Point')).toBeGreaterThanOrEqual(10);
    expect(types.get('LineString')).toBeGreaterThanOrEqual(6);
    expect(types.get('Polygon')).toBeGreaterThanOrEqual(8);
    expect(types.get('MultiPolygon')).toBeGreaterThanOrEqual(3);
    expect(new Set(village.places.map((p) => p.name)).size).toBe(village.places.length);
    const keys = new Set(village.categories.map((c) => c.key));
    expect(village.places.every((p) => keys.has(p.categoryKey))).toBe(true);
  });

  it('has only valid, simple geometry inside the boundary box', () => {
    const boundary = normalizeGeometry(village.boundary);
    expect(boundary.ok).toBe(true);
    expect(polygonSelfIntersects(village.boundary)).toBe(false);
    const [minLng, minLat, maxLng, maxLat] = bboxOf(village.boundary);
    for (const place of village.places) {
      const result = normalizeGeometry(place.geometry);
      expect(result.ok, place.name).toBe(true);
      const geometry = place.geometry as PetaGeometry;
      if (geometry.type === 'Polygon' || geometry.type === 'MultiPolygon') {
        expect(polygonSelfIntersects(geometry), place.name).toBe(false);
      }
      const positions = JSON.stringify(geometry.coordinates)
        .match(/-?\d+\.?\d*/g)!
        .map(Number);
      for (let i = 0; i < positions.length; i += 2) {
        expect(positions[i]!).toBeGreaterThanOrEqual(minLng - 1e-9);
        expect(positions[i]!).toBeLessThanOrEqual(maxLng + 1e-9);
        expect(positions[i + 1]!).toBeGreaterThanOrEqual(minLat - 1e-9);
        expect(positions[i + 1]!).toBeLessThanOrEqual(maxLat + 1e-9);
      }
    }
  });
});

describe('seedDemoVillage', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
    await seedCore(database.db, {});
  });
  afterAll(() => database.close());

  it('loads once, with icons stored, points placed, and the boundary in the settings', async () => {
    expect(await seedDemoVillage(database.db)).toBe(true);
    expect(await seedDemoVillage(database.db)).toBe(false);
    const village = demoVillage();
    const maps = await database.db.selectFrom('maps').selectAll().execute();
    expect(maps).toHaveLength(village.places.length);
    expect(maps.every((m) => m.bbox_min_lng !== null && m.category_id !== null)).toBe(true);
    const point = maps.find((m) => m.name === 'Kantor Desa Sumberagung')!;
    expect(point.latitude).not.toBeNull();
    expect(point.slug).toBe('kantor-desa-sumberagung');
    const categories = await database.db.selectFrom('categories').selectAll().execute();
    expect(categories).toHaveLength(village.categories.length);
    const icons = await database.db
      .selectFrom('stored_images')
      .select(['name', 'content_type'])
      .where('folder', '=', 'categories')
      .execute();
    expect(icons.map((icon) => icon.name).sort()).toEqual(categories.map((c) => c.image).sort());
    expect(new Set(icons.map((icon) => icon.content_type))).toEqual(new Set(['image/png']));
    const settings = await database.db.selectFrom('settings').selectAll().executeTakeFirstOrThrow();
    expect(settings.title).toBe('Desa Sumberagung');
    expect(settings.village_boundary).toEqual(village.boundary);
  });
});
