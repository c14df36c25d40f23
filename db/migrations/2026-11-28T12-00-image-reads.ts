import { type Kysely, sql } from 'kysely';

// Frozen in time: this file never imports application code.

/**
 * Serving an image cheaply (issue 30, decision 0027):
 * - Its bytes are read in slices with substring(). PostgreSQL fetches only the chunks a slice covers when
 *   the value is stored uncompressed, so the column is EXTERNAL (never compressed: PNG, JPEG, WebP and GIF
 *   are compressed already). Rows written before keep how they were stored; an image's bytes are mostly
 *   incompressible, so pglz gave up on them and they are uncompressed already.
 * - Whether a live place or category holds an image is asked on every image request: indexes on `image`.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table stored_images alter column bytes set storage external`.execute(db);
  await db.schema
    .createIndex('maps_image_idx')
    .on('maps')
    .column('image')
    .where(sql.ref('image'), 'is not', null)
    .execute();
  await db.schema
    .createIndex('categories_image_idx')
    .on('categories')
    .column('image')
    .where(sql.ref('image'), 'is not', null)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('categories_image_idx').ifExists().execute();
  await db.schema.dropIndex('maps_image_idx').ifExists().execute();
  await sql`alter table stored_images alter column bytes set storage extended`.execute(db);
}
