import { createHash } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.ts';

/**
 * A field whose JSON is longer than this is kept apart, once, in `audit_values` under the SHA-256 of its
 * JSON, and an entry names it by reference: a title edit of a place with a 1.4 MB shape stores no shape,
 * and a geometry save stores the new shape once (the old one is already there). Shorter fields stay inline,
 * where a reference would cost more than the value. (The migration storage-usage-and-audit-values split
 * the entries already written at the same size.)
 */
export const LARGE_FIELD_BYTES = 2048;

export type Side = 'before' | 'after';

export interface LargeField {
  side: Side;
  field: string;
  hash: string;
  json: string;
  bytes: number;
}

/** A record without its large fields, and those fields; anything but an object is kept whole. */
export function splitRecord(record: unknown, side: Side): { kept: unknown; large: LargeField[] } {
  if (!record || typeof record !== 'object' || Array.isArray(record)) return { kept: record, large: [] };
  const kept: Record<string, unknown> = {};
  const large: LargeField[] = [];
  for (const [field, value] of Object.entries(record)) {
    const json = value === undefined ? undefined : JSON.stringify(value);
    const bytes = json === undefined ? 0 : Buffer.byteLength(json);
    if (json === undefined || bytes <= LARGE_FIELD_BYTES) {
      kept[field] = value;
      continue;
    }
    large.push({ side, field, hash: createHash('sha256').update(json).digest('hex'), json, bytes });
  }
  return { kept, large };
}

/** Values sent per statement: an import can hold thousands of large shapes. */
const VALUE_BATCH = 500;

/**
 * Stores the values not yet stored and marks the others as just used (so the cleanup, which removes only
 * values unused for an hour, cannot remove one while this entry names it); returns the bytes newly stored.
 * A value already stored is named by its hash alone: its JSON is not sent again.
 */
export async function storeValues(trx: Kysely<DB>, fields: readonly LargeField[]): Promise<number> {
  const distinct = [...new Map(fields.map((field) => [field.hash, field])).values()];
  let added = 0;
  for (let start = 0; start < distinct.length; start += VALUE_BATCH) {
    added += await storeBatch(trx, distinct.slice(start, start + VALUE_BATCH));
  }
  return added;
}

async function storeBatch(trx: Kysely<DB>, fields: readonly LargeField[]): Promise<number> {
  const byHash = new Map(fields.map((field) => [field.hash, field]));
  const touched = await trx
    .updateTable('audit_values')
    .set({ used_at: sql`now()` })
    .where('hash', 'in', [...byHash.keys()])
    .returning('hash')
    .execute();
  for (const { hash } of touched) byHash.delete(hash);
  if (byHash.size === 0) return 0;
  // Another writer may store the same value meanwhile: then this one only marks it as used.
  const rows = await trx
    .insertInto('audit_values')
    .values(
      [...byHash.values()].map((field) => ({ hash: field.hash, value: field.json, bytes: field.bytes })),
    )
    .onConflict((conflict) => conflict.columns(['village_id', 'hash']).doUpdateSet({ used_at: sql`now()` }))
    .returning(['bytes', sql<boolean>`xmax = 0`.as('inserted')])
    .execute();
  return rows.reduce((sum, row) => sum + (row.inserted ? row.bytes : 0), 0);
}

/** Says which of the entries' fields are which stored values. */
export async function linkValues(
  trx: Kysely<DB>,
  fields: readonly (LargeField & { entryId: string })[],
): Promise<void> {
  for (let start = 0; start < fields.length; start += VALUE_BATCH) {
    await trx
      .insertInto('audit_entry_values')
      .values(
        fields
          .slice(start, start + VALUE_BATCH)
          .map(({ entryId, side, field, hash }) => ({ entry_id: entryId, side, field, hash })),
      )
      .execute();
  }
}

/** The large fields of one entry, as stored. */
export async function valuesOfEntry(
  db: Kysely<DB>,
  entryId: string,
): Promise<{ side: Side; field: string; value: unknown }[]> {
  const rows = await db
    .selectFrom('audit_entry_values')
    .innerJoin('audit_values', 'audit_values.hash', 'audit_entry_values.hash')
    .select(['audit_entry_values.side', 'audit_entry_values.field', 'audit_values.value'])
    .where('audit_entry_values.entry_id', '=', entryId)
    .execute();
  return rows as { side: Side; field: string; value: unknown }[];
}

/**
 * Removes up to `limit` values no entry names any more and unused since `unusedSince`; returns how many.
 * Rows a writer holds are skipped, and the foreign key of `audit_entry_values` refuses the removal of a
 * value an entry names, whatever the timing.
 */
export async function removeUnusedValues(db: Kysely<DB>, unusedSince: Date, limit: number): Promise<number> {
  const result = await sql`
    delete from audit_values where hash in (
      select v.hash from audit_values v
      where v.used_at < ${unusedSince}
        and not exists (select 1 from audit_entry_values u where u.hash = v.hash)
      limit ${limit}
      for update skip locked
    )
  `.execute(db);
  return Number(result.numAffectedRows ?? 0);
}
