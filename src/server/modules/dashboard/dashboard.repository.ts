import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.ts';

export async function countStats(db: Kysely<DB>) {
  const row = await db
    .selectNoFrom([
      db.selectFrom('categories').select(sql<number>`count(*)::int`.as('n')).as('categories_count'),
      db.selectFrom('maps').select(sql<number>`count(*)::int`.as('n')).as('maps_count'),
      db
        .selectFrom('maps')
        .where('status', '=', 'active')
        .select(sql<number>`count(*)::int`.as('n'))
        .as('active_maps_count'),
    ])
    .executeTakeFirstOrThrow();
  return {
    categories_count: Number(row.categories_count),
    maps_count: Number(row.maps_count),
    active_maps_count: Number(row.active_maps_count),
  };
}
