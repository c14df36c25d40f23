import type { Kysely } from 'kysely';
import { errorKeyForField } from '../../../shared/errors.ts';
import type { AuditAction, DB } from '../../db/schema.ts';
import { assertWithinGrace, assertWithinQuota } from '../storage/storage-quota.ts';
import { insertEntries } from './audit.repository.ts';
import { linkValues, splitRecord, storeValues } from './audit-values.repository.ts';

/** Who made a change: the signed-in user, by id and (kept if the user is deleted later) by name. */
export interface Actor {
  id: number;
  username: string;
}

export interface AuditChange {
  table: string;
  /** Null for a change of many records at once (an import, whose records each have their own entry). */
  recordId: number | null;
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
  /** What lists call the entry when its record has no name or title of its own (an import: its file). */
  label?: string;
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
export function recordChange(trx: Kysely<DB>, actor: Actor, change: AuditChange): Promise<void> {
  return recordChanges(trx, actor, [change]);
}

/**
 * Entries written per statement: an import records thousands of places, and one statement per entry cost
 * a round trip each (on PGlite, work on the server's own event loop for each).
 */
const ENTRY_BATCH = 200;

/**
 * Several changes made by one write (an import's places, and the import itself), recorded as recordChange
 * records one, in batches, and checked against the storage limit once, after all of them. `refusedUnder`
 * names the field a refusal is said under when the request has no field of its own for each value (an
 * import: its File).
 */
export async function recordChanges(
  trx: Kysely<DB>,
  actor: Actor,
  changes: readonly AuditChange[],
  refusedUnder?: string,
): Promise<void> {
  const entries = changes.map((change) => {
    const changed = change.action === 'update' ? changedFields(change.before, change.after) : [];
    const before = splitRecord(change.before == null ? null : beforeOf(change, changed), 'before');
    const after = splitRecord(change.after, 'after');
    return { change, changed, before, after, large: [...before.large, ...after.large] };
  });
  const large = entries.flatMap((entry) => entry.large);
  const added = await storeValues(trx, large);
  for (let start = 0; start < entries.length; start += ENTRY_BATCH) {
    const batch = entries.slice(start, start + ENTRY_BATCH);
    const ids = await insertEntries(
      trx,
      batch.map(({ change, changed, before, after }) => ({
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
        ...(change.label === undefined ? {} : { record_name: change.label }),
      })),
    );
    await linkValues(
      trx,
      batch.flatMap((entry, i) => entry.large.map((field) => ({ entryId: ids[i]!, ...field }))),
    );
  }
  if (changes.every((change) => change.action === 'delete')) return;
  if (added > 0) {
    const largest = large.reduce((a, b) => (b.bytes > a.bytes ? b : a));
    await assertWithinQuota(trx, added, refusedUnder ?? errorKeyForField(largest.field));
  } else if (changes.some((change) => change.action !== 'restore' && change.action !== 'delete')) {
    // Small entries pass a full village, so it can still mend a name; not without end (issue 30's review:
    // 300 saves of long names took a 50 KB limit to 2.2 MB).
    const firstChanged = entries.find((entry) => entry.changed.length > 0)?.changed[0];
    await assertWithinGrace(trx, refusedUnder ?? errorKeyForField(firstChanged ?? 'name'));
  }
}
