import { type Kysely, sql } from 'kysely';

// Frozen in time: this file never imports application code.

/**
 * Every editable record carries a version, so an edit made from a stale form is refused (409) instead of
 * silently undoing someone else's change. The version starts at 1 and a row trigger adds one on every
 * update, whoever makes it (the API, an import, SQL typed by hand), so it cannot be forgotten. The audit log
 * says which updates came without a version (last writer wins, as the spec's REST contract allows).
 */
const TABLES = ['maps', 'categories', 'settings', 'users', 'roles', 'permissions'];

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create function bump_record_version() returns trigger language plpgsql as $$
    begin
      new.version := old.version + 1;
      return new;
    end
    $$
  `.execute(db);
  for (const table of TABLES) {
    await db.schema
      .alterTable(table)
      .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
    await sql`
      create trigger ${sql.id(`${table}_record_version`)}
      before update on ${sql.table(table)}
      for each row execute function bump_record_version()
    `.execute(db);
  }
  await db.schema
    .alterTable('audit_log')
    .addColumn('last_writer_wins', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('audit_log').dropColumn('last_writer_wins').execute();
  for (const table of TABLES) {
    await sql`drop trigger if exists ${sql.id(`${table}_record_version`)} on ${sql.table(table)}`.execute(db);
    await db.schema.alterTable(table).dropColumn('version').execute();
  }
  await sql`drop function if exists bump_record_version()`.execute(db);
}
