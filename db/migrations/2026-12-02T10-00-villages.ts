import { type Kysely, sql } from 'kysely';

// Frozen in time: this file never imports application code.

/**
 * Villages as the unit of data (issue 35, decision 0052). A deployment holds villages; every village's
 * record belongs to one village by `village_id`, which the database fills from the transaction's setting
 * `app.village_id` (the server sets it on every connection it hands out, src/server/db/database.ts), so no
 * insert names it. The database as it was becomes the first village, id 1, slug `desa`: nothing moves.
 *
 * What was unique in the deployment is now unique in its village (a username, a place's slug, the settings
 * row, a sign-in key...), under the same constraint names, which the error mapping reads. A row that names
 * another record names it with its village (a composite foreign key), so no id can link two villages.
 * The counters the triggers keep (the public data version, the storage usage) are kept per village.
 */

/** Every table that holds a village's record, parents before children. */
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

/** Tables another one points into by id: their id is unique with the village, for composite references. */
const REFERENCED = ['users', 'permissions', 'roles', 'categories', 'audit_log'];

/** The references by id, remade with the village: [table, column, parent, on delete]. */
const REFERENCES: [string, string, string, string][] = [
  ['sessions', 'user_id', 'users', 'cascade'],
  ['role_permissions', 'role_id', 'roles', 'cascade'],
  ['role_permissions', 'permission_id', 'permissions', 'cascade'],
  ['user_roles', 'user_id', 'users', 'cascade'],
  ['user_roles', 'role_id', 'roles', 'cascade'],
  // Only the column is emptied: the row stays in its village.
  ['maps', 'category_id', 'categories', 'set null (category_id)'],
  ['audit_log', 'actor_id', 'users', 'set null (actor_id)'],
  ['audit_entry_values', 'entry_id', 'audit_log', 'cascade'],
];

/** Keys that were unique in the deployment: [table, constraint, columns after the village]. */
const PRIMARY_KEYS: [string, string][] = [
  ['settings', 'id'],
  ['public_data_version', 'id'],
  ['storage_usage', 'id'],
  ['login_attempts', 'key'],
  ['request_counts', 'key'],
  ['login_trusted_addresses', 'account, address'],
  ['vector_tiles', 'z, x, y'],
  ['stored_images', 'folder, name'],
  ['audit_values', 'hash'],
];

/** The storage usage's counted tables, and what a row counts (as the migration storage-usage-and-audit-values). */
const COUNTED = [
  { table: 'stored_images', column: 'image_bytes', bytes: 'size' },
  {
    table: 'audit_log',
    column: 'audit_entry_bytes',
    bytes: `coalesce(octet_length(before::text), 0) + coalesce(octet_length(after::text), 0)
   + octet_length(changed::text) + octet_length(record_name) + octet_length(actor_username) + 64`,
  },
  { table: 'audit_values', column: 'audit_value_bytes', bytes: 'bytes' },
];

export async function up(db: Kysely<any>): Promise<void> {
  // Null when no village is set: a default then breaks the NOT NULL, and (with row-level security) a
  // policy matches nothing.
  await sql`
    create function current_village_id() returns integer language sql stable as $$
      select nullif(current_setting('app.village_id', true), '')::integer
    $$
  `.execute(db);

  await db.schema
    .createTable('villages')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('slug', 'text', (c) => c.notNull().unique().check(sql`slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`))
    .addColumn('name', 'text', (c) => c.notNull())
    // The kode wilayah desa (Kemendagri): province.regency.district.village, for example 35.07.12.2001.
    // Unknown for a village that was a deployment of its own, until the regency writes it.
    .addColumn('region_code', 'text', (c) =>
      c.unique().check(sql`region_code ~ '^[0-9]{2}\.[0-9]{2}\.[0-9]{2}\.[0-9]{4}$'`),
    )
    .addColumn('kecamatan', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // A closed village is read-only, then purged (issue 35).
    .addColumn('closed_at', 'timestamptz')
    .execute();
  // A child table, so that one host name can never reach two villages.
  await db.schema
    .createTable('village_hosts')
    .addColumn('host', 'text', (c) => c.primaryKey().check(sql`host = lower(host) and host <> ''`))
    .addColumn('village_id', 'integer', (c) => c.notNull().references('villages.id').onDelete('cascade'))
    .execute();
  await db.schema
    .createIndex('village_hosts_village_id_idx')
    .on('village_hosts')
    .column('village_id')
    .execute();

  // The deployment as it was: its village's name is the title it shows.
  await sql`
    insert into villages (id, slug, name)
    values (1, 'desa', coalesce((select nullif(title, '') from settings where id = 1), 'Desa'))
  `.execute(db);
  await sql`select setval(pg_get_serial_sequence('villages', 'id'), 1)`.execute(db);

  for (const table of VILLAGE_TABLES) {
    // A constant default fills the existing rows without rewriting the table; then the setting's.
    await sql`alter table ${sql.table(table)} add column village_id integer not null default 1
      constraint ${sql.id(`${table}_village_id_fkey`)} references villages (id)`.execute(db);
    await sql`alter table ${sql.table(table)} alter column village_id set default current_village_id()`.execute(
      db,
    );
  }

  for (const table of REFERENCED) {
    await sql`alter table ${sql.table(table)} add constraint ${sql.id(`${table}_village_id_id_key`)}
      unique (village_id, id)`.execute(db);
  }
  await sql`alter table audit_entry_values drop constraint audit_entry_values_hash_fkey`.execute(db);
  for (const [table, key] of PRIMARY_KEYS) {
    await sql`alter table ${sql.table(table)} drop constraint ${sql.id(`${table}_pkey`)}`.execute(db);
    await sql`alter table ${sql.table(table)} add constraint ${sql.id(`${table}_pkey`)}
      primary key (village_id, ${sql.raw(key)})`.execute(db);
  }
  for (const [table, column, parent, onDelete] of REFERENCES) {
    const name = sql.id(`${table}_${column}_fkey`);
    await sql`alter table ${sql.table(table)} drop constraint ${name}`.execute(db);
    await sql`alter table ${sql.table(table)} add constraint ${name}
      foreign key (village_id, ${sql.id(column)}) references ${sql.table(parent)} (village_id, id)
      on delete ${sql.raw(onDelete)}`.execute(db);
  }
  await sql`alter table audit_entry_values add constraint audit_entry_values_hash_fkey
    foreign key (village_id, hash) references audit_values (village_id, hash)`.execute(db);

  // Unique within the village, under the same names.
  for (const [table, index, expression] of [
    ['users', 'users_username_lower_key', 'lower(username)'],
    ['users', 'users_email_lower_key', 'lower(email)'],
    ['permissions', 'permissions_name_lower_key', 'lower(name)'],
    ['roles', 'roles_name_lower_key', 'lower(name)'],
  ] as const) {
    await sql`drop index ${sql.id(index)}`.execute(db);
    await sql`create unique index ${sql.id(index)} on ${sql.table(table)} (village_id, ${sql.raw(expression)})`.execute(
      db,
    );
  }
  await sql`alter table maps drop constraint maps_slug_key`.execute(db);
  await sql`alter table maps add constraint maps_slug_key unique (village_id, slug)`.execute(db);

  // What a village's list reads first is its own rows: the lists' indexes lead with the village.
  for (const [table, columns] of [
    ['maps', 'created_at, id'],
    ['categories', 'created_at, id'],
    ['users', 'created_at, id'],
    ['roles', 'created_at, id'],
    ['permissions', 'created_at, id'],
    ['audit_log', 'at, id'],
    ['deleted_records', 'table_name, deleted_at'],
    ['sessions', 'user_id'],
  ] as const) {
    await sql`create index ${sql.id(`${table}_village_idx`)} on ${sql.table(table)} (village_id, ${sql.raw(columns)})`.execute(
      db,
    );
  }

  // The public data version, per village: the writer's village (a statement touches one village's rows).
  await sql`
    create or replace function bump_public_data_version() returns trigger language plpgsql as $$
    begin
      insert into public_data_version (village_id, id, version) values (current_village_id(), 1, 1)
      on conflict (village_id, id) do update set version = public_data_version.version + 1;
      return null;
    end
    $$
  `.execute(db);

  // The storage usage, per village: each statement's rows are added to (or taken from) their own village.
  await sql`
    create or replace function recount_storage_usage() returns void language sql as $$
      insert into storage_usage (village_id, id, image_bytes, audit_entry_bytes, audit_value_bytes)
      values (
        current_village_id(),
        1,
        (select coalesce(sum(size), 0) from stored_images where village_id = current_village_id()),
        (select coalesce(sum(${sql.raw(COUNTED[1]?.bytes ?? '')}), 0) from audit_log
          where village_id = current_village_id()),
        (select coalesce(sum(bytes), 0) from audit_values where village_id = current_village_id())
      )
      on conflict (village_id, id) do update set
        image_bytes = excluded.image_bytes,
        audit_entry_bytes = excluded.audit_entry_bytes,
        audit_value_bytes = excluded.audit_value_bytes
    $$
  `.execute(db);
  for (const { table, column, bytes } of COUNTED) {
    const col = sql.id(column);
    const sum = (rows: string) =>
      sql.raw(`(select village_id, sum(${bytes}) as bytes from ${rows} group by village_id)`);
    await sql`
      create or replace function ${sql.id(`count_${table}_bytes`)}() returns trigger language plpgsql as $$
      begin
        if tg_op = 'TRUNCATE' then
          update storage_usage set ${col} = 0;
        elsif tg_op = 'INSERT' then
          update storage_usage u set ${col} = u.${col} + n.bytes from ${sum('new_rows')} n
          where u.village_id = n.village_id and u.id = 1;
        elsif tg_op = 'DELETE' then
          update storage_usage u set ${col} = u.${col} - o.bytes from ${sum('old_rows')} o
          where u.village_id = o.village_id and u.id = 1;
        else
          update storage_usage u set ${col} = u.${col} + coalesce(n.bytes, 0) - coalesce(o.bytes, 0)
          from ${sum('new_rows')} n full join ${sum('old_rows')} o using (village_id)
          where u.village_id = coalesce(n.village_id, o.village_id) and u.id = 1;
        end if;
        return null;
      end
      $$
    `.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  // Only a deployment of one village goes back: a second village's rows would break the keys made global.
  const others = await sql<{ n: number }>`select count(*)::int as n from villages where id <> 1`.execute(db);
  if ((others.rows[0]?.n ?? 0) > 0)
    throw new Error('A deployment of several villages cannot go back to one.');

  await sql`
    create or replace function bump_public_data_version() returns trigger language plpgsql as $$
    begin
      insert into public_data_version (id, version) values (1, 1)
      on conflict (id) do update set version = public_data_version.version + 1;
      return null;
    end
    $$
  `.execute(db);
  await sql`
    create or replace function recount_storage_usage() returns void language sql as $$
      insert into storage_usage (id, image_bytes, audit_entry_bytes, audit_value_bytes)
      values (
        1,
        (select coalesce(sum(size), 0) from stored_images),
        (select coalesce(sum(${sql.raw(COUNTED[1]?.bytes ?? '')}), 0) from audit_log),
        (select coalesce(sum(bytes), 0) from audit_values)
      )
      on conflict (id) do update set
        image_bytes = excluded.image_bytes,
        audit_entry_bytes = excluded.audit_entry_bytes,
        audit_value_bytes = excluded.audit_value_bytes
    $$
  `.execute(db);
  for (const { table, column, bytes } of COUNTED) {
    const col = sql.id(column);
    const sum = (rows: string) => sql.raw(`(select coalesce(sum(${bytes}), 0) from ${rows})`);
    await sql`
      create or replace function ${sql.id(`count_${table}_bytes`)}() returns trigger language plpgsql as $$
      begin
        if tg_op = 'TRUNCATE' then
          update storage_usage set ${col} = 0 where id = 1;
        elsif tg_op = 'INSERT' then
          update storage_usage set ${col} = ${col} + ${sum('new_rows')} where id = 1;
        elsif tg_op = 'DELETE' then
          update storage_usage set ${col} = ${col} - ${sum('old_rows')} where id = 1;
        else
          update storage_usage set ${col} = ${col} + ${sum('new_rows')} - ${sum('old_rows')} where id = 1;
        end if;
        return null;
      end
      $$
    `.execute(db);
  }

  await sql`alter table maps drop constraint maps_slug_key`.execute(db);
  await sql`alter table maps add constraint maps_slug_key unique (slug)`.execute(db);
  for (const [table, index, expression] of [
    ['users', 'users_username_lower_key', 'lower(username)'],
    ['users', 'users_email_lower_key', 'lower(email)'],
    ['permissions', 'permissions_name_lower_key', 'lower(name)'],
    ['roles', 'roles_name_lower_key', 'lower(name)'],
  ] as const) {
    await sql`drop index ${sql.id(index)}`.execute(db);
    await sql`create unique index ${sql.id(index)} on ${sql.table(table)} (${sql.raw(expression)})`.execute(
      db,
    );
  }
  await sql`alter table audit_entry_values drop constraint audit_entry_values_hash_fkey`.execute(db);
  for (const [table, column, parent, onDelete] of REFERENCES) {
    const name = sql.id(`${table}_${column}_fkey`);
    await sql`alter table ${sql.table(table)} drop constraint ${name}`.execute(db);
    await sql`alter table ${sql.table(table)} add constraint ${name}
      foreign key (${sql.id(column)}) references ${sql.table(parent)} (id)
      on delete ${sql.raw(onDelete.replace(/ \(.*\)$/, ''))}`.execute(db);
  }
  for (const [table, key] of PRIMARY_KEYS) {
    await sql`alter table ${sql.table(table)} drop constraint ${sql.id(`${table}_pkey`)}`.execute(db);
    await sql`alter table ${sql.table(table)} add constraint ${sql.id(`${table}_pkey`)}
      primary key (${sql.raw(key)})`.execute(db);
  }
  await sql`alter table audit_entry_values add constraint audit_entry_values_hash_fkey
    foreign key (hash) references audit_values (hash)`.execute(db);
  for (const table of REFERENCED) {
    await sql`alter table ${sql.table(table)} drop constraint ${sql.id(`${table}_village_id_id_key`)}`.execute(
      db,
    );
  }
  // Its indexes go with the column.
  for (const table of VILLAGE_TABLES) {
    await sql`alter table ${sql.table(table)} drop column village_id`.execute(db);
  }
  await db.schema.dropTable('village_hosts').execute();
  await db.schema.dropTable('villages').execute();
  await sql`drop function current_village_id()`.execute(db);
}
