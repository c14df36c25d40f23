import { setImmediate as turn } from 'node:timers/promises';
import type { Deps } from '../../deps.ts';
import { removeEntriesBefore } from './audit.repository.ts';
import { removeUnusedValues } from './audit-values.repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A value no entry names is kept this long after its last use, so one a writer is naming now stays. */
const VALUE_GRACE_MS = 60 * 60 * 1000;
/**
 * Rows removed per statement: an old entry can hold a whole boundary, and on PGlite the database works on
 * the server's own event loop, so the work comes in small statements with a turn of the loop between them.
 */
const BATCH = 100;

/**
 * The scheduled cleanup's part for the audit log (AUDIT_KEEP_DAYS): entries older than the setting go, with
 * the stored values no remaining entry names. Unset, nothing is removed. Every instance may run it at once
 * (each row is removed by one of them). Returns how many entries and values went.
 */
export async function pruneAuditLog(deps: Deps): Promise<{ entries: number; values: number }> {
  let entries = 0;
  const days = deps.config.auditKeepDays;
  if (days !== undefined) {
    const before = new Date(deps.now().getTime() - days * DAY_MS);
    for (let removed = BATCH; removed === BATCH; await turn()) {
      removed = await removeEntriesBefore(deps.db, before, BATCH);
      entries += removed;
    }
  }
  let values = 0;
  const unusedSince = new Date(deps.now().getTime() - VALUE_GRACE_MS);
  for (let removed = BATCH; removed === BATCH; await turn()) {
    removed = await removeUnusedValues(deps.db, unusedSince, BATCH);
    values += removed;
  }
  return { entries, values };
}
