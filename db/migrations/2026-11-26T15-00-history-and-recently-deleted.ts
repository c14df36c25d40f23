import { type Kysely, sql } from 'kysely';

// Frozen in time: this file never imports application code.

/**
 * History and undo (decision 0022):
 * - A deleted map, category, user or role moves, whole, into `deleted_records` (its row as JSON, and the
 *   links that went with it), so every list, public answer, export and OGC collection stops seeing it
 *   without a filter to forget; restoring puts the same row back under the same id. Rows older than 30
 *   days are purged, and only then their images.
 * - The audit log says when a record was brought back ('restore'), and which entry an update restored.
 * - The activity screen has a permission of its own, which the Super Admin role holds.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('deleted_records')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('table_name', 'text', (c) => c.notNull())
    .addColumn('record_id', 'integer', (c) => c.notNull())
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('row', 'jsonb', (c) => c.notNull())
    .addColumn('links', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('deleted_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('deleted_by', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('deleted_records_table_idx')
    .on('deleted_records')
    .columns(['table_name', 'deleted_at'])
    .execute();
  await db.schema
    .createIndex('deleted_records_record_idx')
    .on('deleted_records')
    .columns(['table_name', 'record_id'])
    .execute();

  await sql`alter table audit_log drop constraint if exists audit_log_action_check`.execute(db);
  await sql`
    alter table audit_log add constraint audit_log_action_check
    check (action in ('create', 'update', 'delete', 'restore'))
  `.execute(db);
  await db.schema.alterTable('audit_log').addColumn('restored_from', 'bigint').execute();
  // Which fields an update changed, written with the entry, so a history lists them without reading every
  // version's record (a boundary can be megabytes). Filled here once for the entries already written.
  await db.schema
    .alterTable('audit_log')
    .addColumn('changed', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .execute();
  await sql`
    update audit_log set changed = coalesce((
      select jsonb_agg(field.key order by field.key) from jsonb_each(audit_log.after) field
      where field.key not in ('created_at', 'updated_at', 'version')
        and (audit_log.before -> field.key) is distinct from field.value
    ), '[]'::jsonb)
    where action = 'update' and jsonb_typeof(after) = 'object' and jsonb_typeof(before) = 'object'
  `.execute(db);
  // The record's name and version beside each entry, so lists never read the records themselves.
  await db.schema
    .alterTable('audit_log')
    .addColumn('record_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('record_version', 'integer')
    .execute();
  await sql`
    update audit_log set
      record_name = coalesce(after ->> 'name', before ->> 'name', after ->> 'title', before ->> 'title', ''),
      record_version = case when (coalesce(after, before) ->> 'version') ~ '^[0-9]{1,9}$'
        then (coalesce(after, before) ->> 'version')::int end
  `.execute(db);
  // Records and the village boundary as json (checked text), not jsonb: jsonb turns every coordinate
  // into a numeric, and on PGlite that runs on the server's event loop (a 1.4 MB boundary held it
  // 225 to 315 ms on its first save; as json, under 150). Nothing queries inside them.
  await sql`
    alter table audit_log
      alter column before type json using before::json,
      alter column after type json using after::json
  `.execute(db);
  await sql`alter table settings alter column village_boundary type json using village_boundary::json`.execute(
    db,
  );
  await db.schema.createIndex('audit_log_action_idx').on('audit_log').columns(['action', 'id']).execute();

  await sql`insert into permissions (name) values ('activity-view') on conflict do nothing`.execute(db);
  // To Super Admin, and to any role that held every system permission until now: a village whose full
  // admin holds a role of its own keeps a user holding them all, or no access could be changed any more.
  const held = ['permissions', 'roles', 'users', 'categories', 'maps']
    .flatMap((group) => ['create', 'edit', 'delete'].map((action) => `${group}-${action}`))
    .concat('settings-edit');
  await sql`
    insert into role_permissions (role_id, permission_id)
    select roles.id, permissions.id from roles, permissions
    where permissions.name = 'activity-view' and (
      roles.name = 'Super Admin' or roles.id in (
        select role_permissions.role_id from role_permissions
        join permissions held on held.id = role_permissions.permission_id
        where held.name in (${sql.join(held)})
        group by role_permissions.role_id
        having count(distinct held.name) = ${held.length}
      )
    )
    on conflict do nothing
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`delete from permissions where name = 'activity-view'`.execute(db);
  await db.schema.dropIndex('audit_log_action_idx').ifExists().execute();
  await db.schema.alterTable('audit_log').dropColumn('restored_from').execute();
  await db.schema.alterTable('audit_log').dropColumn('changed').execute();
  await db.schema.alterTable('audit_log').dropColumn('record_name').dropColumn('record_version').execute();
  await sql`alter table settings alter column village_boundary type jsonb using village_boundary::jsonb`.execute(
    db,
  );
  await sql`
    alter table audit_log
      alter column before type jsonb using before::jsonb,
      alter column after type jsonb using after::jsonb
  `.execute(db);
  await sql`delete from audit_log where action = 'restore'`.execute(db);
  await sql`alter table audit_log drop constraint if exists audit_log_action_check`.execute(db);
  await sql`
    alter table audit_log add constraint audit_log_action_check
    check (action in ('create', 'update', 'delete'))
  `.execute(db);
  await db.schema.dropTable('deleted_records').ifExists().execute();
}
