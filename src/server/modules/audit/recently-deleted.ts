import type { Kysely } from 'kysely';
import type { DeletedRecord } from '../../../shared/schemas/history.ts';
import type { DB } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { IMAGE_FOLDERS, type ImageFolder } from '../../uploads/image-storage.ts';
import { removeImage } from '../../uploads/image-store.ts';
import {
  type DeletedRecordRow,
  KEEP_DELETED_DAYS,
  listDeletedRows,
  purgeDeletedRows,
  type RecoverableTable,
  takeDeletedRow,
} from './deleted-records.repository.ts';

export { keepDeletedRow, type RecoverableTable, reinsertRow } from './deleted-records.repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The oldest deletion that can still be restored. */
const windowStart = (now: Date) => new Date(now.getTime() - KEEP_DELETED_DAYS * DAY_MS);

/** "Recently deleted": what can still come back, newest first. */
export async function listRecentlyDeleted(
  deps: Deps,
  table: RecoverableTable,
): Promise<{ data: DeletedRecord[] }> {
  const rows = await listDeletedRows(deps.db, table, windowStart(deps.now()));
  return {
    data: rows.map((row) => ({
      id: row.record_id,
      name: row.label,
      deleted_at: row.deleted_at.toISOString(),
      deleted_by: row.deleted_by,
      purge_after: new Date(row.deleted_at.getTime() + KEEP_DELETED_DAYS * DAY_MS).toISOString(),
    })),
  };
}

/** Takes a deleted record out of "Recently deleted" to restore it; 404 when it is not there (any more). */
export async function takeRecentlyDeleted(
  trx: Kysely<DB>,
  now: Date,
  table: RecoverableTable,
  id: number,
  thing: string,
): Promise<DeletedRecordRow> {
  const kept = await takeDeletedRow(trx, table, id, windowStart(now));
  if (!kept) throw AppError.notFound(`Deleted ${thing.toLowerCase()}`);
  return kept;
}

/** Ids from a kept record's links, whatever JSON put there. */
export function linkedIds(links: Record<string, unknown>, key: string): number[] {
  const ids = links[key];
  return Array.isArray(ids) ? ids.filter((id): id is number => Number.isInteger(id)) : [];
}

/**
 * The scheduled cleanup: records deleted more than 30 days ago go for good, and their images with them
 * (kept until then, so a restored place has its photo). Safe to run on every instance at once: each row is
 * deleted by one of them, which then removes its image.
 */
export async function purgeExpiredDeletions(deps: Deps): Promise<number> {
  const purged = await purgeDeletedRows(deps.db, windowStart(deps.now()));
  for (const { table, image } of purged) {
    if ((IMAGE_FOLDERS as readonly string[]).includes(table)) {
      await removeImage(deps.images, table as ImageFolder, image);
    }
  }
  return purged.length;
}
