import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.ts';

export interface StorageUsage {
  /** Images, audit entries and audit values, in bytes. */
  used: number;
  /** Null: no limit. */
  quota: number | null;
}

/**
 * The village's counted storage (kept exact by triggers; see the migration storage-usage-and-audit-values).
 * Read after a write in the same transaction, it waits for any other writer that counted bytes first (the
 * triggers' update holds the row until commit), so two writers never both see room for the last bytes.
 */
export async function readUsage(db: Kysely<DB>): Promise<StorageUsage | undefined> {
  const row = await db
    .selectFrom('storage_usage')
    .select([sql<string>`image_bytes + audit_entry_bytes + audit_value_bytes`.as('used'), 'quota_bytes'])
    .where('id', '=', 1)
    .executeTakeFirst();
  return row && { used: Number(row.used), quota: row.quota_bytes === null ? null : Number(row.quota_bytes) };
}

/** Writes the limit the server was started with; a missing row (deleted by hand) is counted afresh first. */
export async function writeQuota(db: Kysely<DB>, quota: number | null): Promise<void> {
  const update = () =>
    db.updateTable('storage_usage').set({ quota_bytes: quota }).where('id', '=', 1).executeTakeFirst();
  if ((await update()).numUpdatedRows > 0n) return;
  await sql`select recount_storage_usage()`.execute(db);
  await update();
}

/** The limit for every village in one statement, where it differs; the villages with no count row. */
export async function writeQuotaEverywhere(db: Kysely<DB>, quota: number | null): Promise<number[]> {
  const { rows } = await sql<{ id: number }>`
    select storage_quota_everywhere(${quota}::bigint) as id
  `.execute(db);
  return rows.map((row) => row.id);
}
