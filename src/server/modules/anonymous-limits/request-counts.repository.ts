import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { type CountedKey, countInWindow } from '../../db/window-counter.ts';

/** Counts one request of a key in its current window (db/window-counter.ts). */
export async function countRequest(
  db: Kysely<DB>,
  key: string,
  now: Date,
  windowStart: Date,
): Promise<CountedKey> {
  const [counted] = await countInWindow(db, 'request_counts', [key], now, windowStart);
  return counted!;
}

/** Windows that have passed. */
export async function deleteStaleCounts(db: Kysely<DB>, windowStart: Date): Promise<void> {
  await db.deleteFrom('request_counts').where('window_start', '<=', windowStart).execute();
}
