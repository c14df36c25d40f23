import { type Kysely, sql } from 'kysely';
import type { DB } from './schema.ts';

/** The tables that count something per key in fixed windows (sign-in attempts, costly anonymous requests). */
export type WindowCountTable = 'login_attempts' | 'request_counts';

export interface CountedKey {
  key: string;
  attempts: number;
  window_start: Date;
}

/**
 * Adds one to each key in one statement: a key whose window began at or before `windowStart` starts a new
 * one. Each row is updated under its own row lock, so concurrent requests are all counted and each sees a
 * distinct count. Keys are sorted so two statements always lock shared rows in the same order (no deadlock).
 */
export function countInWindow(
  db: Kysely<DB>,
  table: WindowCountTable,
  keys: readonly string[],
  now: Date,
  windowStart: Date,
): Promise<CountedKey[]> {
  const sorted = [...new Set(keys)].sort();
  // The two tables have the same columns; one statement serves both.
  return (db as unknown as Kysely<Pick<DB, 'login_attempts'>>)
    .insertInto(table as 'login_attempts')
    .values(sorted.map((key) => ({ key, window_start: now, attempts: 1 })))
    .onConflict((oc) =>
      oc.columns(['village_id', 'key']).doUpdateSet({
        attempts: sql<number>`case when ${sql.ref(`${table}.window_start`)} <= ${windowStart} then 1 else ${sql.ref(`${table}.attempts`)} + 1 end`,
        window_start: sql<Date>`case when ${sql.ref(`${table}.window_start`)} <= ${windowStart} then excluded.window_start else ${sql.ref(`${table}.window_start`)} end`,
      }),
    )
    .returning(['key', 'attempts', 'window_start'])
    .execute();
}
