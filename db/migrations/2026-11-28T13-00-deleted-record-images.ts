import { type Kysely, sql } from 'kysely';

// Frozen in time: this file never imports application code.

/**
 * Which record in "Recently deleted" holds an image is asked on every staff request for a withdrawn image
 * (decision 0027): by its kept row's `image`, indexed, so the question never unpacks every kept row (a
 * place's geometry included: 200 ms on PGlite with 400 deleted places of 20,000 positions).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index deleted_records_image_idx on deleted_records (table_name, (row ->> 'image'))`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists deleted_records_image_idx`.execute(db);
}
