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
    updated_at: Date;
  },
): Promise<void> {
  // The row normally exists (seeded); an upsert keeps the update working on a database emptied by hand.
  await db
    .insertInto('settings')
    .values({ id: 1, ...values, village_boundary: values.village_boundary ?? null })
    .onConflict((oc) => oc.column('id').doUpdateSet(values))
    .execute();
}
