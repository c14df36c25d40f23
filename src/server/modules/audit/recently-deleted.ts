import type { Kysely } from 'kysely';
import type { MessageKey } from '../../../shared/i18n/message.ts';
import type { DeletedRecord } from '../../../shared/schemas/history.ts';
import type { DB } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { IMAGE_FOLDERS, type ImageFolder } from '../../uploads/image-storage.ts';
import { removeImage } from '../../uploads/image-store.ts';
import {
  type DeletedRecordRow,
  KEEP_DELETED_DAYS,
  type KeptLink,
  type LinkedTable,
  listDeletedRows,
  purgeDeletedRows,
  type RecoverableTable,
  stillLinked,
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
  notFound: Extract<MessageKey, `api_deleted_${string}`>,
): Promise<DeletedRecordRow> {
  const kept = await takeDeletedRow(trx, table, id, windowStart(now));
  if (!kept) throw AppError.notFound(notFound);
  return kept;
}

/** A kept record's links into one table, as bare ids (kept before issue 30) or with their creation time. */
function keptLinks(links: Record<string, unknown>, table: LinkedTable): KeptLink[] {
  const list = links[table];
  if (!Array.isArray(list)) return [];
  return list.flatMap((link): KeptLink[] => {
    const bare: Record<string, unknown> = link !== null && typeof link === 'object' ? link : { id: link };
    if (!Number.isInteger(bare.id)) return [];
    const created = typeof bare.created_at === 'string' ? bare.created_at : null;
    return [{ id: bare.id as number, created_at: created }];
  });
}

/**
 * The ids of a deleted record's links into `table` that still name the records they named (decision 0026):
 * a record created after the deletion under one of those ids is refused, so a deleted role's grants never
 * reach a user other than those who held it.
 */
export function linkedStill(trx: Kysely<DB>, kept: DeletedRecordRow, table: LinkedTable): Promise<number[]> {
  return stillLinked(trx, table, keptLinks(kept.links, table), kept.deleted_at);
}

/** Whether the record a deleted row names by id (a place's category) is still the one it named. */
export async function rowLinkStill(
  trx: Kysely<DB>,
  kept: DeletedRecordRow,
  table: LinkedTable,
  id: number,
): Promise<boolean> {
  return (await stillLinked(trx, table, [{ id, created_at: null }], kept.deleted_at)).length > 0;
}

/**
 * The scheduled cleanup: records deleted more than 30 days ago go for good, and their images with them
 * (kept until then, so a restored place has its photo). Safe to run on every instance at once: each row is
 * deleted by one of them, which then removes its image.
 */
export async function purgeExpiredDeletions(deps: Deps): Promise<number> {
  const purged = await purgeDeletedRows(deps.db, windowStart(deps.now()));
  for (const { table, images } of purged) {
    if ((IMAGE_FOLDERS as readonly string[]).includes(table)) {
      for (const image of images) await removeImage(deps.images, table as ImageFolder, image);
    }
  }
  return purged.length;
}
