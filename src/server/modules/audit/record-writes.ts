import type { Kysely } from 'kysely';
import type { MessageKey } from '../../../shared/i18n/message.ts';
import type { DB } from '../../db/schema.ts';
import { AppError, type VersionedThing } from '../../errors.ts';
import {
  type DeletedRecordRow,
  deleteRow,
  type KeptLinks,
  keepDeletedRow,
  type RecoverableTable,
  reinsertRow,
} from './deleted-records.repository.ts';
import { takeRecentlyDeleted } from './recently-deleted.ts';
import { type Actor, recordChange } from './record-change.ts';
import { claimVersion } from './record-version.ts';

type DeletedName<K> = K extends `api_deleted_${infer Name}_not_found` ? Name : never;

/** A record that can be brought back: one with the message `api_deleted_{thing}_not_found`. */
export type RecoverableThing = Extract<VersionedThing, Capitalize<DeletedName<MessageKey>>>;

/**
 * What the writes of a record with history need to know of it (decision 0046), stated once by its
 * resource: the lifecycle of each write (the version check, the audit entry, "Recently deleted") is here,
 * the record's own fields and rules stay with it.
 */
export interface RecordStatement<Name extends RecoverableTable, R> {
  /** Its table, which is also its name in the API and its REST path. */
  name: Name;
  /**
   * Its name in messages: `api_{thing}_not_found` (404), `api_conflict_{thing}` (409) and
   * `api_deleted_{thing}_not_found` (404 for a restore).
   */
  thing: RecoverableThing;
  /** The record as the API shows it, or undefined when there is none. */
  read(db: Kysely<DB>, id: number): Promise<R | undefined>;
  /** What "Recently deleted" calls it. */
  label(record: R): string;
  /** The rows that go with it into "Recently deleted", by table, to be given back if it comes back. */
  links?(trx: Kysely<DB>, record: R): Promise<KeptLinks>;
}

type Statement<R> = RecordStatement<RecoverableTable, R>;

const lower = (thing: RecoverableThing) => thing.toLowerCase() as Lowercase<RecoverableThing>;
const notFound = (record: Statement<unknown>) => AppError.notFound(`api_${lower(record.thing)}_not_found`);

/** The record as the API shows it; 404 when there is none. */
export async function load<R>(db: Kysely<DB>, record: Statement<R>, id: number): Promise<R> {
  const found = await record.read(db, id);
  if (found === undefined) throw notFound(record);
  return found;
}

/** A created record's entry, with the record read back as the API shows it (the caller inserted it). */
export async function created<R>(
  trx: Kysely<DB>,
  actor: Actor,
  record: Statement<R>,
  id: number,
): Promise<R> {
  const after = await load(trx, record, id);
  await recordChange(trx, actor, { table: record.name, recordId: id, action: 'create', before: null, after });
  return after;
}

/**
 * An update, in the caller's transaction: first claimVersion (the row locked, 409 with the record as it now
 * is when the version sent is not the current one), then the record before, the resource's own `write`
 * (false when the row was not there), the record after and their entry. `before` is the record when the
 * caller read it first (under its own lock, to check who may act on it); otherwise it is read once the row
 * is locked, so that what another save just committed is built on, not lost.
 */
export async function update<R>(
  trx: Kysely<DB>,
  actor: Actor,
  record: Statement<R>,
  change: {
    id: number;
    version: number | undefined;
    before?: R;
    /** The history entry whose version this update brings back. */
    restoredFrom?: string | undefined;
    /** What the entry keeps as the record after, when not the record itself. */
    logged?: (after: R) => unknown;
  },
  write: (before: R) => Promise<unknown>,
): Promise<R> {
  const { id } = change;
  const { lastWriterWins } = await claimVersion(trx, {
    table: record.name,
    id,
    expected: change.version,
    thing: record.thing,
    current: () => load(trx, record, id),
  });
  const before = change.before ?? (await record.read(trx, id));
  if (before === undefined || (await write(before)) === false) throw notFound(record);
  const after = await load(trx, record, id);
  await recordChange(trx, actor, {
    table: record.name,
    recordId: id,
    action: 'update',
    before,
    after: change.logged ? change.logged(after) : after,
    lastWriterWins,
    restoredFrom: change.restoredFrom,
  });
  return after;
}

/**
 * Moves a record to "Recently deleted" (decision 0022), in the caller's transaction: the row kept whole with
 * its links and label, then deleted, then `deleted` (what must still hold without it), then the entry.
 */
export async function remove<R>(
  trx: Kysely<DB>,
  actor: Actor,
  record: Statement<R>,
  id: number,
  options: { before?: R; deleted?: () => Promise<void> } = {},
): Promise<void> {
  const before = options.before ?? (await load(trx, record, id));
  await keepDeletedRow(trx, {
    table: record.name,
    id,
    label: record.label(before),
    links: (await record.links?.(trx, before)) ?? {},
    deletedBy: actor.username,
  });
  if (!(await deleteRow(trx, record.name, id))) throw notFound(record);
  await options.deleted?.();
  await recordChange(trx, actor, { table: record.name, recordId: id, action: 'delete', before, after: null });
}

/**
 * Brings a record back from "Recently deleted", in the caller's transaction: taken out of the list (locked,
 * so two restores cannot both succeed; 404 when it is not there any more), put back by `bringBack` (the
 * resource's rules: which links still hold, no escalation, a slug taken meanwhile) through `reinsert`, then
 * read back and recorded.
 */
export async function undelete<R>(
  trx: Kysely<DB>,
  now: Date,
  actor: Actor,
  record: Statement<R>,
  id: number,
  bringBack: (
    kept: DeletedRecordRow,
    reinsert: (row: Record<string, unknown>) => Promise<void>,
  ) => Promise<void>,
): Promise<R> {
  const kept = await takeRecentlyDeleted(
    trx,
    now,
    record.name,
    id,
    `api_deleted_${lower(record.thing)}_not_found`,
  );
  await bringBack(kept, (row) => reinsertRow(trx, record.name, row));
  const after = await load(trx, record, id);
  await recordChange(trx, actor, {
    table: record.name,
    recordId: id,
    action: 'restore',
    before: null,
    after,
  });
  return after;
}
