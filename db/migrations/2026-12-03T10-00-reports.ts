import { type Kysely, sql } from 'kysely';

// Frozen in time: this file never imports application code.

/**
 * Resident reports (issue 36, decision 0054). Anyone may send a report from the public map; staff move it
 * along baru -> diverifikasi -> ditindaklanjuti -> selesai (or ditolak, duplikat). `report_events` is what
 * the reporter's tracking page and the staff's history list; the audit log has every change too.
 *
 * `report_challenges` holds each proof-of-work challenge that has been spent (its nonce, until it expires),
 * so a solved challenge is good once on every instance; `report_secrets` holds the key that signs them,
 * made on first use and shared by the instances (neither is backed up: a new key after a restore only
 * makes the challenges in flight fail once).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('report_kinds')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull().unique())
    // Days staff have to verify a report of this kind; LAPOR! uses 3 working days.
    .addColumn('due_days', 'integer', (c) => c.notNull().defaultTo(3).check(sql`due_days between 1 and 365`))
    // A verified report of this kind may become a place ("Tempat baru", "Data salah").
    .addColumn('makes_place', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db
    .insertInto('report_kinds')
    .values([
      { name: 'Jalan rusak', due_days: 3, makes_place: false, position: 1 },
      { name: 'Tempat baru', due_days: 3, makes_place: true, position: 2 },
      { name: 'Data salah', due_days: 3, makes_place: true, position: 3 },
      { name: 'Lainnya', due_days: 7, makes_place: false, position: 4 },
    ])
    .execute();

  await db.schema
    .createTable('reports')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('tracking_code', 'text', (c) => c.notNull().unique())
    .addColumn('kind_id', 'integer', (c) => c.notNull().references('report_kinds.id'))
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('latitude', 'double precision', (c) => c.notNull())
    .addColumn('longitude', 'double precision', (c) => c.notNull())
    .addColumn('privacy', 'text', (c) => c.notNull().check(sql`privacy in ('publik', 'anonim', 'rahasia')`))
    .addColumn('reporter_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('reporter_phone', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('photos', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    // Photos are staff's to look at (and blur) before the public sees any of them.
    .addColumn('photos_public', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('baru')
        .check(sql`status in ('baru', 'diverifikasi', 'ditindaklanjuti', 'selesai', 'ditolak', 'duplikat')`),
    )
    .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('duplicate_of', 'integer', (c) => c.references('reports.id').onDelete('set null'))
    // The place made from it (no foreign key: a place moves to "Recently deleted" and back).
    .addColumn('place_id', 'integer')
    .addColumn('idempotency_key', 'text', (c) => c.unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.createIndex('reports_status_idx').on('reports').columns(['status', 'created_at']).execute();

  await db.schema
    .createTable('report_events')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('report_id', 'integer', (c) => c.notNull().references('reports.id').onDelete('cascade'))
    .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('actor_id', 'integer')
    .addColumn('actor_username', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('privacy', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .createIndex('report_events_report_idx')
    .on('report_events')
    .columns(['report_id', 'id'])
    .execute();

  await db.schema
    .createTable('report_challenges')
    .addColumn('nonce', 'text', (c) => c.primaryKey())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('report_challenges_expires_idx')
    .on('report_challenges')
    .column('expires_at')
    .execute();
  await db.schema
    .createTable('report_secrets')
    .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('secret', 'text', (c) => c.notNull())
    .execute();

  await sql`insert into permissions (name) values ('reports-view'), ('reports-moderate') on conflict do nothing`.execute(
    db,
  );
  await sql`
    insert into role_permissions (role_id, permission_id)
    select roles.id, permissions.id from roles, permissions
    where permissions.name in ('reports-view', 'reports-moderate') and roles.name = 'Super Admin'
    on conflict do nothing
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`delete from permissions where name in ('reports-view', 'reports-moderate')`.execute(db);
  await db.schema.dropTable('report_secrets').ifExists().execute();
  await db.schema.dropTable('report_challenges').ifExists().execute();
  await db.schema.dropTable('report_events').ifExists().execute();
  await db.schema.dropTable('reports').ifExists().execute();
  await db.schema.dropTable('report_kinds').ifExists().execute();
}
