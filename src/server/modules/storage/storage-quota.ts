import type { Kysely } from 'kysely';
import { decimal, msg } from '../../../shared/i18n/message.ts';
import type { DB } from '../../db/schema.ts';
import { inVillage } from '../../db/village-context.ts';
import { AppError } from '../../errors.ts';
import { readUsage, type StorageUsage, writeQuota, writeQuotaEverywhere } from './storage.repository.ts';

const MB = 1024 * 1024;
const megabytes = (bytes: number) => decimal(bytes / MB, 1);

/** The 422 a write past the limit gets, under the field that would have stored the bytes. */
export function storageFull(key: string, usage: StorageUsage & { quota: number }): AppError {
  return AppError.validation({
    [key]: msg('api_storage_full', { size: megabytes(usage.used), limit: megabytes(usage.quota) }),
  });
}

/**
 * At start: the limit of this server's configuration (every instance is given the same one), for each
 * village of the deployment; the limit is per village (issue 35), as each village's count is. One statement
 * for every village (storage_quota_everywhere), not a transaction per village: a start beside 300 villages
 * took a quarter of a second for it. A village whose count row is missing is counted afresh in itself.
 */
export async function applyStorageQuota(db: Kysely<DB>, quotaBytes: number | null): Promise<void> {
  for (const id of await writeQuotaEverywhere(db, quotaBytes)) await applyStorageQuotaTo(db, id, quotaBytes);
}

/** The limit for one village: at start, and when a village is added or moved in (in its transaction). */
export function applyStorageQuotaTo(
  db: Kysely<DB>,
  villageId: number,
  quotaBytes: number | null,
): Promise<void> {
  return inVillage(villageId, () => writeQuota(db, quotaBytes));
}

/**
 * Before the costly part of a write (re-encoding an image): refused at once when `bytes` more would not fit.
 * Not the guard against a race (two requests may both pass here); `assertWithinQuota` after the write is.
 */
export async function assertRoomFor(db: Kysely<DB>, bytes: number, key: string): Promise<void> {
  const usage = await readUsage(db);
  if (usage?.quota != null && usage.used + bytes > usage.quota) {
    throw storageFull(key, { used: usage.used, quota: usage.quota });
  }
}

/**
 * After a write that stored `added` new bytes, in its own transaction (the triggers have counted them, and
 * hold the count until commit, so a concurrent writer waits here and then counts on top): past the limit,
 * the write is refused and rolls back.
 */
export async function assertWithinQuota(trx: Kysely<DB>, added: number, key: string): Promise<void> {
  const usage = await readUsage(trx);
  if (usage?.quota != null && usage.used > usage.quota) {
    throw storageFull(key, { used: usage.used - added, quota: usage.quota });
  }
}

/** What small writes may add past the limit: 1 MB, or a hundredth of the limit if that is more. */
export const GRACE_BYTES = (quota: number) => Math.max(MB, quota / 100);

/**
 * After a write that stored nothing large (an audit entry of small fields), in its own transaction: a full
 * village may still mend names and addresses, up to GRACE_BYTES past the limit, then not even that.
 */
export async function assertWithinGrace(trx: Kysely<DB>, key: string): Promise<void> {
  const usage = await readUsage(trx);
  if (usage?.quota != null && usage.used > usage.quota + GRACE_BYTES(usage.quota)) {
    throw storageFull(key, { used: usage.used, quota: usage.quota });
  }
}
