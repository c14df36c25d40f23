import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.ts';

export function categoriesForMap(db: Kysely<DB>) {
  return db
    .selectFrom('categories')
    .select(['id', 'name', 'description', 'color', 'image', 'map_marker'])
    .orderBy('name')
    .orderBy('id')
    .execute();
}

export function activeMaps(db: Kysely<DB>) {
  return db
    .selectFrom('maps')
    .select([
      'id',
      'name',
      'address',
      'description',
      'slug',
      'image',
      'extra_photos',
      'opening_hours',
      'phone',
      'website',
      'geometry',
      'category_id',
    ])
    .where('status', '=', 'active')
    .orderBy('name')
    .orderBy('id')
    .execute();
}

/** Grows with every committed change to maps, categories or settings (triggers; see the migration). */
export async function publicDataVersion(db: Kysely<DB>): Promise<string | null> {
  const row = await db
    .selectFrom('public_data_version')
    .select(sql<string>`version::text`.as('version'))
    .where('id', '=', 1)
    .executeTakeFirst();
  return row?.version ?? null;
}
