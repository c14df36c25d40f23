import { type Kysely, sql } from 'kysely';

// Frozen in time: this file never imports application code.

/**
 * Each village sealed from the others by the database (issue 35, decision 0052), not by a `where` written
 * in every query: row-level security, forced, on every table with a village column. A row is seen, written
 * and counted only when its `village_id` is the one the connection carries (`app.village_id`, set by the
 * server at every checkout); a connection that carries none sees nothing and writes nothing.
 *
 * The app works as `petadesa_app`: no login, no BYPASSRLS, owning nothing, with the rows' rights only
 * (no TRUNCATE, which row-level security does not cover). The server switches to it from the connecting
 * user (`SET ROLE`), so the connecting user must be a member; PGlite's user and a superuser are. The
 * connecting user owns the tables and runs migrations, backup and restore: a superuser bypasses the
 * policies; a plain owner sees every village through a policy of its own.
 *
 * A role is the server's, not the database's: several databases on one server share it (and a test run
 * creates it from parallel migrations, hence the tolerated duplicates). New tables get no rights by default:
 * the migration that adds one grants them, and a village table gets its policy there too (a test fails on
 * any village table without one).
 */
const APP_ROLE = 'petadesa_app';

const VILLAGE_TABLES = [
  'users',
  'sessions',
  'permissions',
  'roles',
  'role_permissions',
  'user_roles',
  'categories',
  'maps',
  'settings',
  'audit_log',
  'audit_values',
  'audit_entry_values',
  'deleted_records',
  'stored_images',
  'public_data_version',
  'storage_usage',
  'login_attempts',
  'login_trusted_addresses',
  'request_counts',
  'vector_tiles',
];

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    do $$ begin
      create role petadesa_app nologin nosuperuser nobypassrls noinherit;
    exception when duplicate_object or unique_violation then null;
    end $$
  `.execute(db);
  await sql`
    do $$ begin
      if not pg_has_role(current_user, 'petadesa_app', 'member') then
        execute format('grant petadesa_app to %I', current_user);
      end if;
    exception when duplicate_object or unique_violation then null;
    end $$
  `.execute(db);
  const app = sql.id(APP_ROLE);
  const owner = (await sql<{ name: string }>`select current_user as name`.execute(db)).rows[0]?.name ?? '';
  await sql`grant usage on schema public to ${app}`.execute(db);
  // The directory of villages: read to find a request's village.
  await sql`grant select on villages, village_hosts to ${app}`.execute(db);
  for (const table of VILLAGE_TABLES) {
    const name = sql.table(table);
    await sql`grant select, insert, update, delete on ${name} to ${app}`.execute(db);
    await sql`alter table ${name} enable row level security`.execute(db);
    await sql`alter table ${name} force row level security`.execute(db);
    // The village as a subquery: evaluated once per statement, not once per row it filters.
    await sql`create policy village on ${name}
      using (village_id = (select current_village_id())) with check (village_id = (select current_village_id()))`.execute(
      db,
    );
    await sql`create policy deployment on ${name} to ${sql.id(owner)} using (true) with check (true)`.execute(
      db,
    );
  }
  const sequences = await sql<{ name: string }>`
    select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where c.relkind = 'S' and n.nspname = 'public' and c.relname <> 'villages_id_seq'`.execute(db);
  for (const { name } of sequences.rows) {
    await sql`grant usage, select on sequence ${sql.table(name)} to ${app}`.execute(db);
  }

  // A record deleted before villages comes back into its village: its kept row names it, as new ones do.
  await sql`update deleted_records set row = row || jsonb_build_object('village_id', village_id)
    where not row ? 'village_id'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  const app = sql.id(APP_ROLE);
  for (const table of VILLAGE_TABLES) {
    const name = sql.table(table);
    await sql`drop policy if exists deployment on ${name}`.execute(db);
    await sql`drop policy if exists village on ${name}`.execute(db);
    await sql`alter table ${name} no force row level security`.execute(db);
    await sql`alter table ${name} disable row level security`.execute(db);
  }
  // The role stays: other databases on the server may use it. Its rights here go.
  await sql`revoke all on all tables in schema public from ${app}`.execute(db);
  await sql`revoke all on all sequences in schema public from ${app}`.execute(db);
  await sql`revoke usage on schema public from ${app}`.execute(db);
}
