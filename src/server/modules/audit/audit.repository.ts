import type { Kysely } from 'kysely';
import type { AuditAction, DB } from '../../db/schema.ts';

/** Who made a change: the signed-in user, by id and (kept if the user is deleted later) by name. */
export interface Actor {
  id: number;
  username: string;
}

export interface AuditChange {
  table: string;
  recordId: number;
  action: AuditAction;
  /** The record as the API shows it (never a password hash); null for a create. */
  before: unknown;
  /** Null for a delete. */
  after: unknown;
  /** An update sent without the version it was made from (it overwrote whatever was there). */
  lastWriterWins?: boolean;
}

/**
 * The one way to record an admin write. Call it with the transaction that made the change, so the record
 * and the change commit or roll back together.
 */
export async function recordChange(trx: Kysely<DB>, actor: Actor, change: AuditChange): Promise<void> {
  await trx
    .insertInto('audit_log')
    .values({
      actor_id: actor.id,
      actor_username: actor.username,
      table_name: change.table,
      record_id: change.recordId,
      action: change.action,
      before: change.before == null ? null : JSON.stringify(change.before),
      after: change.after == null ? null : JSON.stringify(change.after),
      last_writer_wins: change.lastWriterWins ?? false,
    })
    .execute();
}

export type VersionedTable = 'maps' | 'categories' | 'settings' | 'users' | 'roles' | 'permissions';

/** The record's version, its row locked until the transaction ends; undefined when there is no such row. */
export async function lockRecordVersion(
  trx: Kysely<DB>,
  table: VersionedTable,
  id: number,
): Promise<number | undefined> {
  // One query shape for the six tables; each has an integer id and version.
  const row = await (trx as unknown as Kysely<Pick<DB, 'maps'>>)
    .selectFrom(table as 'maps')
    .select('version')
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  return row?.version;
}

/** Who changed a record last, and when, from the audit log. */
export async function lastChange(
  db: Kysely<DB>,
  table: VersionedTable,
  id: number,
): Promise<{ by: string; at: Date } | undefined> {
  const row = await db
    .selectFrom('audit_log')
    .select(['actor_username', 'at'])
    .where('table_name', '=', table)
    .where('record_id', '=', id)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row && { by: row.actor_username, at: row.at };
}
