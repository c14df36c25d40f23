import { type Kysely, sql } from 'kysely';

// Frozen in time: this file never imports application code.

/**
 * Uploaded images live in the database instead of one instance's disk, so every instance behind a load
 * balancer serves the same images and a village's whole state is one database (one backup). A row is one
 * stored image: its folder and server-chosen name (the `/uploads/{folder}/{name}` address), its type, its
 * size and SHA-256 (the strong ETag) and its bytes. Files already in `DATA_DIR/uploads` are moved in by
 * the server at start (src/server/uploads/move-disk-uploads.ts), not here: a migration only shapes tables.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('stored_images')
    .addColumn('folder', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('bytes', 'bytea', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('stored_images_pkey', ['folder', 'name'])
    .addCheckConstraint('stored_images_size_check', sql`size = octet_length(bytes)`)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('stored_images').ifExists().execute();
}
