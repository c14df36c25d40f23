import { type Kysely, sql } from 'kysely';
import { errorKeyForField } from '../../../shared/errors.ts';
import type { AuditAction, DB } from '../../db/schema.ts';
import { assertWithinGrace, assertWithinQuota } from '../storage/storage-quota.ts';
import { linkValues, splitRecord, storeValues, valuesOfEntry } from './audit-values.repository.ts';

/** Who made a change: the signed-in user, by id and (kept if the user is deleted later) by name. */
export interface Actor {
  id: number;
  username: string;
}

export interface AuditChange {
  table: string;
  recordId: number;
  action: AuditAction;
  /** The record as the API shows it (never a password hash); null for a create. An update's entry keeps
   * only the fields that changed (see beforeOf). */
  before: unknown;
  /** Null for a delete. */
  after: unknown;
  /** An update sent without the version it was made from (it overwrote whatever was there). */
  lastWriterWins?: boolean;
  /** The entry whose version this update brought back. */
  restoredFrom?: string;
}

/** Bookkeeping that changes with every write; a history lists the fields a person changed. */
const NOT_FIELDS = new Set(['created_at', 'updated_at', 'version']);

/** The top-level fields whose values differ between two versions of a record, sorted. */
export function changedFields(before: unknown, after: unknown): string[] {
  if (!before || !after || typeof before !== 'object' || typeof after !== 'object') return [];
  const was = before as Record<string, unknown>;
  const is = after as Record<string, unknown>;
  return [...new Set([...Object.keys(was), ...Object.keys(is)])]
    .filter(
      (key) =>
        !NOT_FIELDS.has(key) && was[key] !== is[key] && JSON.stringify(was[key]) !== JSON.stringify(is[key]),
    )
    .sort();
}

/**
 * What an update's entry keeps of the record before it: the fields it changed, and the version it changed.
 * The rest is in the entry before it. A village boundary is megabytes of JSON, and on PGlite the database
 * parses what it stores on our event loop: storing it twice for every edit of the title held /api/health.
 */
function beforeOf(change: AuditChange, changed: readonly string[]): unknown {
  if (change.action !== 'update' || !change.before || typeof change.before !== 'object') return change.before;
  const before = change.before as Record<string, unknown>;
  return Object.fromEntries(
    [...changed, 'version'].filter((key) => key in before).map((key) => [key, before[key]]),
  );
}

/** The record's name (or the settings' title) and version, kept beside the entry for lists. */
function recordLabel(record: unknown): { record_name: string; record_version: number | null } {
  const fields = (record && typeof record === 'object' ? record : {}) as Record<string, unknown>;
  const name = [fields.name, fields.title].find((value) => typeof value === 'string');
  const version = fields.version;
  return {
    record_name: (name as string | undefined) ?? '',
    record_version: typeof version === 'number' && Number.isInteger(version) ? version : null,
  };
}

/**
 * The one way to record an admin write. Call it with the transaction that made the change, so the record
 * and the change commit or roll back together. Fields over LARGE_FIELD_BYTES of JSON are stored once, apart
 * (audit-values.repository.ts): an entry that stores a value not stored before counts against the village's
 * storage limit and is refused past it (422 under that field), except a delete's, which must never be
 * blocked. A smaller entry passes the limit by a margin at most (`assertWithinGrace`), a restore's always.
 */
export async function recordChange(trx: Kysely<DB>, actor: Actor, change: AuditChange): Promise<void> {
  const changed = change.action === 'update' ? changedFields(change.before, change.after) : [];
  const before = splitRecord(change.before == null ? null : beforeOf(change, changed), 'before');
  const after = splitRecord(change.after, 'after');
  const large = [...before.large, ...after.large];
  const added = await storeValues(trx, large);
  const entry = await trx
    .insertInto('audit_log')
    .values({
      actor_id: actor.id,
      actor_username: actor.username,
      table_name: change.table,
      record_id: change.recordId,
      action: change.action,
      before: before.kept == null ? null : JSON.stringify(before.kept),
      after: after.kept == null ? null : JSON.stringify(after.kept),
      last_writer_wins: change.lastWriterWins ?? false,
      restored_from: change.restoredFrom ?? null,
      changed: JSON.stringify(changed),
      ...recordLabel(change.after ?? change.before),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await linkValues(trx, entry.id, large);
  if (change.action === 'delete') return;
  if (added > 0) {
    const largest = large.reduce((a, b) => (b.bytes > a.bytes ? b : a));
    await assertWithinQuota(trx, added, errorKeyForField(largest.field));
  } else if (change.action !== 'restore') {
    // Small entries pass a full village, so it can still mend a name; not without end (issue 30's review:
    // 300 saves of long names took a 50 KB limit to 2.2 MB).
    await assertWithinGrace(trx, errorKeyForField(changed[0] ?? 'name'));
  }
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

/** What a history lists of each entry: not the records themselves, which can be large. */
const ENTRY_COLUMNS = [
  'id',
  'at',
  'actor_username',
  'action',
  'changed',
  'restored_from',
  'last_writer_wins',
] as const;

export interface HistoryRow {
  id: string;
  at: Date;
  actor_username: string;
  action: AuditAction;
  changed: string[];
  restored_from: string | null;
  last_writer_wins: boolean;
  version: number | null;
}

/**
 * When the record now under this id was created (1 ms early: a backup keeps JavaScript's milliseconds). An
 * entry written before it belongs to an earlier record that had the id, in a database whose ids were reused
 * before issue 30 (decision 0026), and is not this record's history nor a version of it. The settings are
 * one record forever, without a creation time.
 */
const createdAt = (table: string, id: number) =>
  sql<Date>`(select created_at - interval '1 millisecond' from ${sql.table(table)} where id = ${id})`;

/** A record's history, newest first (at most `limit` entries). */
export async function historyOf(
  db: Kysely<DB>,
  table: string,
  id: number,
  limit: number,
): Promise<HistoryRow[]> {
  const rows = await db
    .selectFrom('audit_log')
    .select(ENTRY_COLUMNS)
    .select('record_version as version')
    .where('table_name', '=', table)
    .where('record_id', '=', id)
    .$if(table !== 'settings', (query) => query.where('at', '>=', createdAt(table, id)))
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows as HistoryRow[];
}

/** One entry of a record's history, with the record before and after it; undefined if it is not the record's. */
export async function historyEntryOf(db: Kysely<DB>, table: string, id: number, entryId: string) {
  const row = (await db
    .selectFrom('audit_log')
    .select(ENTRY_COLUMNS)
    .select(['before', 'after'])
    .select('record_version as version')
    .where('id', '=', entryId)
    .where('table_name', '=', table)
    .where('record_id', '=', id)
    .$if(table !== 'settings', (query) => query.where('at', '>=', createdAt(table, id)))
    .executeTakeFirst()) as (HistoryRow & { before: unknown; after: unknown }) | undefined;
  if (!row) return undefined;
  // The entry as it was written: its large fields put back where they were named.
  for (const { side, field, value } of await valuesOfEntry(db, row.id)) {
    row[side] = { ...(row[side] as Record<string, unknown>), [field]: value };
  }
  return row;
}

/**
 * Removes up to `limit` entries written before `before`, oldest first, with their links to stored values
 * (the values themselves go once no entry names them: removeUnusedValues); returns how many. Rows another
 * instance is removing are skipped, so every instance may run it at once.
 */
export async function removeEntriesBefore(db: Kysely<DB>, before: Date, limit: number): Promise<number> {
  const result = await sql`
    delete from audit_log where id in (
      select id from audit_log where at < ${before} order by id limit ${limit} for update skip locked
    )
  `.execute(db);
  return Number(result.numAffectedRows ?? 0);
}
