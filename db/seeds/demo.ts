import { type Kysely, sql } from 'kysely';
import type { DB } from '../../src/server/db/schema.ts';
import { geometryColumns } from '../../src/server/modules/maps/map-geometry.ts';
import { insertWithSlug } from '../../src/server/modules/maps/maps.service.ts';
import { DatabaseImageStorage } from '../../src/server/uploads/database-image-storage.ts';
import { pointLatLng } from '../../src/shared/geo/point.ts';
import type { PetaGeometry } from '../../src/shared/geo/types.ts';
import { demoVillage } from './demo/village.ts';

/**
 * Loads the demo village into a database that has no categories and no maps yet; returns whether it did.
 * Maps go through the same slug and geometry code as the API's.
 */
export async function seedDemoVillage(db: Kysely<DB>): Promise<boolean> {
  const village = demoVillage();
  return db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectNoFrom([
        trx.selectFrom('categories').select(sql<number>`count(*)::int`.as('n')).as('categories'),
        trx.selectFrom('maps').select(sql<number>`count(*)::int`.as('n')).as('maps'),
      ])
      .executeTakeFirstOrThrow();
    if (Number(existing.categories) > 0 || Number(existing.maps) > 0) return false;

    const icons = new DatabaseImageStorage(trx);
    const categoryIds = new Map<string, number>();
    for (const category of village.categories) {
      await icons.put('categories', category.iconFile, { contentType: 'image/png', bytes: category.icon });
      const row = await trx
        .insertInto('categories')
        .values({
          name: category.name,
          description: category.description,
          color: category.color,
          image: category.iconFile,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      categoryIds.set(category.key, row.id);
    }
    for (const place of village.places) {
      const geometry = place.geometry as PetaGeometry;
      const point = pointLatLng(geometry);
      await insertWithSlug(trx, {
        name: place.name,
        description: place.description,
        address: place.address,
        category_id: categoryIds.get(place.categoryKey) ?? null,
        status: place.status,
        latitude: point?.latitude ?? null,
        longitude: point?.longitude ?? null,
        ...geometryColumns(geometry),
      });
    }
    await trx
      .updateTable('settings')
      .set({
        title: village.title,
        description: village.description,
        village_boundary: JSON.stringify(village.boundary),
      })
      .where('id', '=', 1)
      .execute();
    return true;
  });
}
