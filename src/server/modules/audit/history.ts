import type { Kysely } from 'kysely';
import { msg } from '../../../shared/i18n/message.ts';
import type { HistoryEntry, HistoryVersion } from '../../../shared/schemas/history.ts';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { type HistoryRow, historyEntryOf, historyOf } from './audit.repository.ts';

/** A history shows this many of a record's latest changes; the activity screen pages through all of them. */
const HISTORY_LIMIT = 200;

/** An audit row as a history entry: the history's and the activity screen's one reading of it. */
export function toEntry(row: HistoryRow): HistoryEntry {
  return {
    id: String(row.id),
    at: row.at.toISOString(),
    by: row.actor_username,
    action: row.action,
    changed: row.changed,
    version: row.version,
    restored_from: row.restored_from === null ? null : String(row.restored_from),
    last_writer_wins: row.last_writer_wins,
  };
}

/** A record's changes, newest first. */
export async function historyOfRecord(
  db: Kysely<DB>,
  table: string,
  id: number,
): Promise<{ data: HistoryEntry[] }> {
  return { data: (await historyOf(db, table, id, HISTORY_LIMIT)).map(toEntry) };
}

/** One version of a record, with the record before and after the change. */
export async function versionOfRecord(
  db: Kysely<DB>,
  table: string,
  id: number,
  entry: string,
): Promise<HistoryVersion> {
  const row = await historyEntryOf(db, table, id, entry);
  if (!row) throw AppError.notFound('api_version_not_found');
  return { ...toEntry(row), before: row.before, after: row.after };
}

/**
 * The record as a version left it, for "Restore this version": the service writes it back as a new update,
 * so history only grows. A delete left nothing to restore (that is "Recently deleted").
 */
export async function recordToRestore(
  db: Kysely<DB>,
  table: string,
  id: number,
  entry: string,
): Promise<Record<string, unknown>> {
  const version = await versionOfRecord(db, table, id, entry);
  if (!version.after || typeof version.after !== 'object') {
    throw new AppError('VALIDATION', msg('api_version_nothing_to_restore'));
  }
  return version.after as Record<string, unknown>;
}
