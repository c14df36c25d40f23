import { type Kysely, sql } from 'kysely';

// Frozen in time: this file never imports application code.

/**
 * An import is history (issue 32, decision 0039): besides each imported place's own "create" entry, the
 * import itself gets one entry, action 'import', naming the file and the counts. It is about many places
 * and no one record, so its `record_id` is null (a record's history, which asks for an id, never lists it).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table audit_log drop constraint if exists audit_log_action_check`.execute(db);
  await sql`
    alter table audit_log add constraint audit_log_action_check
    check (action in ('create', 'update', 'delete', 'restore', 'import'))
  `.execute(db);
  await sql`alter table audit_log alter column record_id drop not null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  // The places an import created keep their own entries; only the entries about the imports go.
  await sql`delete from audit_log where action = 'import' or record_id is null`.execute(db);
  await sql`alter table audit_log alter column record_id set not null`.execute(db);
  await sql`alter table audit_log drop constraint if exists audit_log_action_check`.execute(db);
  await sql`
    alter table audit_log add constraint audit_log_action_check
    check (action in ('create', 'update', 'delete', 'restore'))
  `.execute(db);
}
