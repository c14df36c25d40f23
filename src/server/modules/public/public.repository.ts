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

/**
 * The places the public sees: the active ones (a deleted place has left the table), whatever their
 * category (an uncategorized place is shown under its own heading). Every public reading starts here.
 */
export function publicPlaces(db: Kysely<DB>) {
  return db.selectFrom('maps').where('maps.status', '=', 'active');
}

export function activeMaps(db: Kysely<DB>) {
  return publicPlaces(db)
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
    .orderBy('name')
    .orderBy('id')
    .execute();
}

/**
 * Grows with every committed change to maps, categories or settings (triggers; see the migration), and with
 * every change of the regency's shared categories: the village's own number plus the regency's (migration
 * regency-data-version), so a village that has changed nothing yet still sees the regency's changes.
 */
export async function publicDataVersion(db: Kysely<DB>): Promise<string | null> {
  const row = await db
    .selectFrom('regency_data_version')
    .select(
      sql<string>`(coalesce((select p.version from public_data_version p where p.id = 1), 0)
        + regency_data_version.version)::text`.as('version'),
    )
    .where('regency_data_version.id', '=', 1)
    .executeTakeFirst();
  return row?.version ?? null;
}

/** How many places the public sees and their extent (from the stored bounding boxes): one cheap statement. */
export async function publicPlaceStats(db: Kysely<DB>) {
  return publicPlaces(db)
    .select([
      sql<number>`count(*)::int`.as('count'),
      sql<number | null>`min(bbox_min_lng)`.as('west'),
      sql<number | null>`min(bbox_min_lat)`.as('south'),
      sql<number | null>`max(bbox_max_lng)`.as('east'),
      sql<number | null>`max(bbox_max_lat)`.as('north'),
    ])
    .executeTakeFirstOrThrow();
}
