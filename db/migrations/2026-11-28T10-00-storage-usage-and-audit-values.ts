import { type Kysely, sql } from 'kysely';

// Frozen in time: this file never imports application code.

/**
 * Storage quotas and an audit log that stores a large value once (decision 0029):
 * - `audit_values`: a field's value over 2 KB of JSON (a geometry, a village boundary, a long description),
 *   stored once under the SHA-256 of its JSON text, however many entries name it; `audit_entry_values` says
 *   which entry's `before` or `after` holds which field by reference. The entries already written are split
 *   the same way here, so a boundary saved ten times is kept once per shape.
 * - `storage_usage`: one row counting what a village stores (images, audit entries, audit values), kept
 *   exact by statement triggers in the writer's own transaction whatever wrote the rows (the server, a
 *   restore, a seed, SQL typed by hand), and the limit the server was started with. A truncate zeroes its
 *   part, so a restore (which truncates, then inserts) counts again from nothing.
 */
const LARGE = 2048;

/** What an audit entry's row is counted as: its records and the texts beside them, and 64 bytes for the rest. */
const ENTRY_BYTES = sql.raw(
  `coalesce(octet_length(before::text), 0) + coalesce(octet_length(after::text), 0)
   + octet_length(changed::text) + octet_length(record_name) + octet_length(actor_username) + 64`,
);

const hashOf = (value: string) => sql.raw(`encode(sha256(convert_to(${value}::text, 'UTF8')), 'hex')`);

/** A record's top-level fields, or none when the side holds no object (a create's before, a delete's after). */
const fieldsOf = (side: 'before' | 'after') =>
  sql.raw(`json_each(case when json_typeof(a.${side}) = 'object' then a.${side} else '{}'::json end)`);

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('audit_values')
    .addColumn('hash', 'text', (c) => c.primaryKey())
    .addColumn('value', 'json', (c) => c.notNull())
    .addColumn('bytes', 'integer', (c) => c.notNull())
    // Touched by every entry that names the value, so the cleanup never removes one a new entry is naming.
    .addColumn('used_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('audit_values_bytes_check', sql`bytes = octet_length(value::text)`)
    .execute();
  await db.schema
    .createTable('audit_entry_values')
    .addColumn('entry_id', 'bigint', (c) => c.notNull().references('audit_log.id').onDelete('cascade'))
    .addColumn('side', 'text', (c) => c.notNull().check(sql`side in ('before', 'after')`))
    .addColumn('field', 'text', (c) => c.notNull())
    .addColumn('hash', 'text', (c) => c.notNull().references('audit_values.hash'))
    .addPrimaryKeyConstraint('audit_entry_values_pkey', ['entry_id', 'side', 'field'])
    .execute();
  await db.schema
    .createIndex('audit_entry_values_hash_idx')
    .on('audit_entry_values')
    .column('hash')
    .execute();

  // The entries already written: their large fields become values, named by reference.
  for (const side of ['before', 'after'] as const) {
    await sql`
      insert into audit_values (hash, value, bytes)
      select distinct on (hash) hash, value, octet_length(value::text) from (
        select ${hashOf('f.value')} as hash, f.value
        from audit_log a cross join lateral ${fieldsOf(side)} f
        where octet_length(f.value::text) > ${LARGE}
      ) large
      on conflict (hash) do nothing
    `.execute(db);
    await sql`
      insert into audit_entry_values (entry_id, side, field, hash)
      select a.id, ${side}, f.key, ${hashOf('f.value')}
      from audit_log a cross join lateral ${fieldsOf(side)} f
      where octet_length(f.value::text) > ${LARGE}
    `.execute(db);
    await sql`
      update audit_log a set ${sql.raw(side)} = (
        select coalesce(json_object_agg(f.key, f.value), '{}'::json) from ${fieldsOf(side)} f
        where octet_length(f.value::text) <= ${LARGE}
      )
      where exists (select 1 from audit_entry_values u where u.entry_id = a.id and u.side = ${side})
    `.execute(db);
  }

  await db.schema
    .createTable('storage_usage')
    .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('image_bytes', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('audit_entry_bytes', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('audit_value_bytes', 'bigint', (c) => c.notNull().defaultTo(0))
    // Null: no limit. Written by the server at start (STORAGE_QUOTA_MB).
    .addColumn('quota_bytes', 'bigint')
    .execute();
  // Also what the server calls when it finds the row missing (SQL typed by hand).
  await sql`
    create function recount_storage_usage() returns void language sql as $$
      insert into storage_usage (id, image_bytes, audit_entry_bytes, audit_value_bytes)
      values (
        1,
        (select coalesce(sum(size), 0) from stored_images),
        (select coalesce(sum(${ENTRY_BYTES}), 0) from audit_log),
        (select coalesce(sum(bytes), 0) from audit_values)
      )
      on conflict (id) do update set
        image_bytes = excluded.image_bytes,
        audit_entry_bytes = excluded.audit_entry_bytes,
        audit_value_bytes = excluded.audit_value_bytes
    $$
  `.execute(db);

  // One function per counted table; each statement adds what it inserted and takes off what it deleted.
  const counted = [
    { table: 'stored_images', column: 'image_bytes', bytes: sql.raw('size') },
    { table: 'audit_log', column: 'audit_entry_bytes', bytes: ENTRY_BYTES },
    { table: 'audit_values', column: 'audit_value_bytes', bytes: sql.raw('bytes') },
  ];
  for (const { table, column, bytes } of counted) {
    const fn = sql.id(`count_${table}_bytes`);
    const col = sql.id(column);
    await sql`
      create function ${fn}() returns trigger language plpgsql as $$
      begin
        if tg_op = 'TRUNCATE' then
          update storage_usage set ${col} = 0 where id = 1;
        elsif tg_op = 'INSERT' then
          update storage_usage set ${col} = ${col} + (select coalesce(sum(${bytes}), 0) from new_rows) where id = 1;
        elsif tg_op = 'DELETE' then
          update storage_usage set ${col} = ${col} - (select coalesce(sum(${bytes}), 0) from old_rows) where id = 1;
        else
          update storage_usage set ${col} = ${col} + (select coalesce(sum(${bytes}), 0) from new_rows)
            - (select coalesce(sum(${bytes}), 0) from old_rows) where id = 1;
        end if;
        return null;
      end
      $$
    `.execute(db);
    await sql`
      create trigger ${sql.id(`${table}_count_insert`)} after insert on ${sql.table(table)}
      referencing new table as new_rows for each statement execute function ${fn}()
    `.execute(db);
    await sql`
      create trigger ${sql.id(`${table}_count_delete`)} after delete on ${sql.table(table)}
      referencing old table as old_rows for each statement execute function ${fn}()
    `.execute(db);
    await sql`
      create trigger ${sql.id(`${table}_count_truncate`)} after truncate on ${sql.table(table)}
      for each statement execute function ${fn}()
    `.execute(db);
    // A stored image and an audit value never change (a name is never reused; a value is its hash), so only
    // the audit log is counted on update: touching a value's used_at costs no transition table.
    if (table === 'audit_log') {
      await sql`
        create trigger ${sql.id(`${table}_count_update`)} after update on ${sql.table(table)}
        referencing old table as old_rows new table as new_rows for each statement execute function ${fn}()
      `.execute(db);
    }
  }
  await sql`select recount_storage_usage()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['stored_images', 'audit_log', 'audit_values']) {
    for (const event of ['insert', 'delete', 'truncate', 'update']) {
      await sql`drop trigger if exists ${sql.id(`${table}_count_${event}`)} on ${sql.table(table)}`.execute(
        db,
      );
    }
    await sql`drop function if exists ${sql.id(`count_${table}_bytes`)}()`.execute(db);
  }
  await sql`drop function if exists recount_storage_usage()`.execute(db);
  await db.schema.dropTable('storage_usage').ifExists().execute();
  // Entries hold their large fields again.
  for (const side of ['before', 'after'] as const) {
    await sql`
      update audit_log a set ${sql.raw(side)} = (
        select json_object_agg(field.key, field.value) from (
          select f.key, f.value from ${fieldsOf(side)} f
          union all
          select u.field, v.value from audit_entry_values u join audit_values v on v.hash = u.hash
          where u.entry_id = a.id and u.side = ${side}
        ) field
      )
      where exists (select 1 from audit_entry_values u where u.entry_id = a.id and u.side = ${side})
    `.execute(db);
  }
  await db.schema.dropTable('audit_entry_values').ifExists().execute();
  await db.schema.dropTable('audit_values').ifExists().execute();
}
