import type { Kysely } from 'kysely';

// Frozen in time: this file never imports application code.

/**
 * What one anonymous client may cost (issue 30): requests that make the server draw, export or page through
 * the data anew (not those served from what is kept) are counted per client in the database, so every
 * server process shares one count, as sign-in attempts are (login_attempts). A key names the client and the
 * kind of work; a row counts the requests of its current window.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('request_counts')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('window_start', 'timestamptz', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('request_counts_window_start_idx')
    .on('request_counts')
    .column('window_start')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('request_counts').ifExists().execute();
}
