import { type Kysely, sql } from 'kysely';

// Frozen in time: this file never imports application code.

/**
 * One number that grows with every committed change to what the public pages show (maps, categories,
 * settings), by whatever wrote it: another server process, a restore, SQL typed by hand. The public answer
 * cache compares it every few seconds instead of recomputing a large answer to find out (src/server/cache).
 * The row is written by a statement-level trigger in the writer's own transaction, so a reader sees the
 * new number no sooner than the new rows.
 */
const TABLES = ['maps', 'categories', 'settings'];

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('public_data_version')
    .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('version', 'bigint', (c) => c.notNull())
    .execute();
  await sql`insert into public_data_version (id, version) values (1, 1)`.execute(db);
  // An upsert, so a truncated version table heals on the next change.
  await sql`
    create function bump_public_data_version() returns trigger language plpgsql as $$
    begin
      insert into public_data_version (id, version) values (1, 1)
      on conflict (id) do update set version = public_data_version.version + 1;
      return null;
    end
    $$
  `.execute(db);
  for (const table of TABLES)
    await sql`
      create trigger ${sql.id(`${table}_public_data_version`)}
      after insert or update or delete or truncate on ${sql.table(table)}
      for each statement execute function bump_public_data_version()
    `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of TABLES)
    await sql`drop trigger if exists ${sql.id(`${table}_public_data_version`)} on ${sql.table(table)}`.execute(
      db,
    );
  await sql`drop function if exists bump_public_data_version()`.execute(db);
  await db.schema.dropTable('public_data_version').ifExists().execute();
}
