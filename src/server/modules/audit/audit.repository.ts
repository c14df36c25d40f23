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
    })
    .execute();
}
