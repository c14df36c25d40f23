import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { type CountedKey, countInWindow } from '../../db/window-counter.ts';

export type { CountedKey } from '../../db/window-counter.ts';

/** Adds one attempt to each key (db/window-counter.ts). */
export function addAttempt(
  db: Kysely<DB>,
  keys: readonly string[],
  now: Date,
  windowStart: Date,
): Promise<CountedKey[]> {
  return countInWindow(db, 'login_attempts', keys, now, windowStart);
}

/** Takes back one attempt (a successful sign-in is not a guess). */
export async function takeBackAttempt(db: Kysely<DB>, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  await db
    .updateTable('login_attempts')
    .set({ attempts: sql<number>`greatest(attempts - 1, 0)` })
    .where('key', 'in', [...keys])
    .execute();
}

export async function clearAttempts(db: Kysely<DB>, key: string): Promise<void> {
  await db.deleteFrom('login_attempts').where('key', '=', key).execute();
}

export async function isTrustedAddress(
  db: Kysely<DB>,
  account: string,
  address: string,
  since: Date,
): Promise<boolean> {
  const row = await db
    .selectFrom('login_trusted_addresses')
    .select('account')
    .where('account', '=', account)
    .where('address', '=', address)
    .where('last_success_at', '>', since)
    .executeTakeFirst();
  return row !== undefined;
}

export async function trustAddress(db: Kysely<DB>, account: string, address: string, now: Date) {
  await db
    .insertInto('login_trusted_addresses')
    .values({ account, address, last_success_at: now })
    .onConflict((oc) =>
      oc.columns(['village_id', 'account', 'address']).doUpdateSet({ last_success_at: now }),
    )
    .execute();
}

/** Windows that have passed and addresses not used for a long time. */
export async function deleteStaleAttempts(db: Kysely<DB>, windowStart: Date, trustedSince: Date) {
  await db.deleteFrom('login_attempts').where('window_start', '<=', windowStart).execute();
  await db.deleteFrom('login_trusted_addresses').where('last_success_at', '<=', trustedSince).execute();
}
