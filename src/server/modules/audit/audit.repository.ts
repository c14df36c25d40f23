import { type ColumnType, type Insertable, type Kysely, sql } from 'kysely';
import type { AuditAction, AuditLogTable, DB } from '../../db/schema.ts';
import { valuesOfEntry } from './audit-values.repository.ts';

export type NewAuditEntry = Insertable<AuditLogTable>;

/** Writes entries in one statement; returns their ids in the order given (a multi-row RETURNING keeps it). */
export async function insertEntries(trx: Kysely<DB>, entries: readonly NewAuditEntry[]): Promise<string[]> {
  const rows = await trx.insertInto('audit_log').values(entries).returning('id').execute();
  return rows.map((row) => row.id);
}

/** The tables whose rows have a version (the migration record-versions gives one a trigger that grows it). */
export type VersionedTable = {
  [T in keyof DB]: DB[T] extends { id: unknown; version: ColumnType<number, never, never> } ? T : never;
}[keyof DB];

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
