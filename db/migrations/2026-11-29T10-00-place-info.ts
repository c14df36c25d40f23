import { type Kysely, sql } from 'kysely';

// Frozen in time: this file never imports application code.

/**
 * What a place's popup tells a resident (issue 31, decision 0031): opening hours, a phone / WhatsApp number
 * and a website, each free of the others and empty when not given; and up to four more photos after the
 * first. The first photo stays in `image` (the spec's single image, which clients that know only it keep
 * reading and writing), so `extra_photos` holds only the names after it, in order.
 * Whether a live place holds an image is asked on every image request (decision 0027): the extra photos
 * are searched by a GIN index, and a kept row in "Recently deleted" by its own.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('maps')
    .addColumn('opening_hours', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('phone', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('website', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('extra_photos', 'jsonb', (column) => column.notNull().defaultTo(sql`'[]'::jsonb`))
    .execute();
  await sql`create index maps_extra_photos_idx on maps using gin (extra_photos)`.execute(db);
  await sql`create index deleted_records_extra_photos_idx on deleted_records using gin ((row -> 'extra_photos'))`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists deleted_records_extra_photos_idx`.execute(db);
  await sql`drop index if exists maps_extra_photos_idx`.execute(db);
  await db.schema
    .alterTable('maps')
    .dropColumn('extra_photos')
    .dropColumn('website')
    .dropColumn('phone')
    .dropColumn('opening_hours')
    .execute();
}
