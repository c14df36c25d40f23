import type { Kysely } from 'kysely';
import type { DB, SettingsRow } from '../../db/schema.ts';

export function findSettings(db: Kysely<DB>): Promise<SettingsRow | undefined> {
  return db.selectFrom('settings').selectAll().where('id', '=', 1).executeTakeFirst();
}

export async function updateSettings(
  db: Kysely<DB>,
  values: {
    title: string;
    description: string;
    map_center_lat: number;
    map_center_lng: number;
    map_zoom: number;
    village_boundary?: string | null;
    language?: string;
    updated_at: Date;
  },
): Promise<void> {
  // One statement that sends the boundary once: on PGlite the database runs on the event loop, and a
  // boundary of 50,000 vertices is 1.4 MB of JSON to parse (an upsert sent it twice). The row normally
  // exists (seeded); the insert keeps the update working on a database emptied by hand.
  const updated = await db.updateTable('settings').set(values).where('id', '=', 1).executeTakeFirst();
  if (updated.numUpdatedRows > 0n) return;
  await db
    .insertInto('settings')
    .values({ id: 1, ...values, village_boundary: values.village_boundary ?? null })
    .onConflict((oc) => oc.columns(['village_id', 'id']).doUpdateSet(values))
    .execute();
}
