import { type Kysely, sql } from 'kysely';

// Frozen in time: this file never imports application code.

/**
 * Vector tiles (issue 34, decision 0048). A tile is cut from the places whose stored bounding box meets it:
 * the partial index holds only the places the public sees, led by the box's west and south sides, so a
 * street-level tile reads a narrow range and the whole village's overview reads the index alone.
 *
 * `vector_tiles` is the store the instances share for the tiles that cost something to cut (the clustered
 * zooms): one row per tile, with the public data version it was cut at; a tile of another version is
 * never read, and is replaced at its next cut.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index maps_public_bbox_idx on maps (bbox_min_lng, bbox_min_lat, bbox_max_lng, bbox_max_lat)
    where status = 'active'`.execute(db);
  await db.schema
    .createTable('vector_tiles')
    .addColumn('z', 'integer', (c) => c.notNull())
    .addColumn('x', 'integer', (c) => c.notNull())
    .addColumn('y', 'integer', (c) => c.notNull())
    .addColumn('version', 'bigint', (c) => c.notNull())
    .addColumn('bytes', 'bytea', (c) => c.notNull())
    .addPrimaryKeyConstraint('vector_tiles_pkey', ['z', 'x', 'y'])
    .execute();
  await db.schema.createIndex('vector_tiles_version_idx').on('vector_tiles').column('version').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('vector_tiles').ifExists().execute();
  await sql`drop index if exists maps_public_bbox_idx`.execute(db);
}
