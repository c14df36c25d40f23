import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/admin/dashboard', () => {
  it('needs a session', async () => {
    const response = await t.request({ method: 'GET', url: '/api/admin/dashboard' });
    expect(response.statusCode).toBe(401);
  });

  it('counts categories and active and inactive maps from the database', async () => {
    const token = await t.login();
    const empty = await t.request({ method: 'GET', url: '/api/admin/dashboard', token });
    expect(empty.json()).toEqual({
      data: { categories_count: 0, maps_count: 0, active_maps_count: 0, inactive_maps_count: 0 },
    });

    const db = t.database.db;
    const category = await db
      .insertInto('categories')
      .values({ name: 'Sekolah' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.insertInto('categories').values({ name: 'Masjid' }).execute();
    const statuses = ['active', 'active', 'active', 'inactive'] as const;
    await db
      .insertInto('maps')
      .values(
        statuses.map((status, i) => ({
          name: `Peta ${i}`,
          slug: `peta-${i}`,
          status,
          category_id: category.id,
        })),
      )
      .execute();

    const counted = await t.request({ method: 'GET', url: '/api/admin/dashboard', token });
    expect(counted.statusCode).toBe(200);
    expect(counted.json().data).toEqual({
      categories_count: 2,
      maps_count: 4,
      active_maps_count: 3,
      inactive_maps_count: 1,
    });
  });
});
