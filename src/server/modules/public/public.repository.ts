import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

export function categoriesForMap(db: Kysely<DB>) {
  return db
    .selectFrom('categories')
    .select(['id', 'name', 'description', 'color', 'image'])
    .orderBy('name')
    .orderBy('id')
    .execute();
}

export function activeMaps(db: Kysely<DB>) {
  return db
    .selectFrom('maps')
    .select(['id', 'name', 'address', 'description', 'slug', 'image', 'geometry', 'category_id'])
    .where('status', '=', 'active')
    .orderBy('name')
    .orderBy('id')
    .execute();
}
