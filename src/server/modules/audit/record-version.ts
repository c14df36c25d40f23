import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { AppError, type VersionedThing } from '../../errors.ts';
import { lastChange, lockRecordVersion, type VersionedTable } from './audit.repository.ts';

/**
 * The first step of every update: locks the record for the rest of the transaction, so two updates made
 * from the same version cannot both pass, and refuses one made from an older version than the current:
 * 409 with the record as it now is and who changed it when (the client shows both and lets the user
 * choose, field by field). An update without a version overwrites (last writer wins, as the spec's REST
 * contract allows) and says so, for the audit log. A record that does not exist is left to the caller's
 * own 404.
 */
export async function claimVersion(
  trx: Kysely<DB>,
  options: {
    table: VersionedTable;
    id: number;
    expected: number | undefined;
    /** The record's name in messages. */
    thing: VersionedThing;
    /** The record as the API shows it. */
    current: () => Promise<unknown>;
  },
): Promise<{ lastWriterWins: boolean }> {
  const version = await lockRecordVersion(trx, options.table, options.id);
  if (options.expected === undefined) return { lastWriterWins: true };
  if (version !== undefined && version !== options.expected) {
    const last = await lastChange(trx, options.table, options.id);
    throw AppError.conflict(options.thing, {
      current: await options.current(),
      changed_by: last?.by ?? null,
      changed_at: last?.at.toISOString() ?? null,
    });
  }
  return { lastWriterWins: false };
}
