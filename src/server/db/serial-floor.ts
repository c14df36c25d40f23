import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { DB } from './schema.ts';

/**
 * Ids are never given twice (issue 30, decision 0026): a record's id is also kept where the record itself
 * no longer is, and a second record under it would inherit what those places say about the first (its
 * history, a deleted role's grants, a deleted category's places). So every serial stays above every id
 * that appears anywhere, not only above the live rows.
 */

/** Where an id of `table` is kept besides the table's own rows. Each is an indexed maximum, or reads the
 * small `deleted_records` table (30 days of deletions). */
function keptElsewhere(table: string): RawBuilder<unknown>[] {
  const sources = [
    sql`(select max(record_id) from audit_log where table_name = ${table})`,
    sql`(select max(record_id) from deleted_records where table_name = ${table})`,
    // A deleted record's links are named by the table they point into, as bare ids (before issue 30) or as
    // {id, created_at}.
    sql`(select max(case jsonb_typeof(link) when 'number' then (link #>> '{}')::numeric
                                            when 'object' then (link ->> 'id')::numeric end)
         from deleted_records
         cross join lateral jsonb_array_elements(
           case jsonb_typeof(links -> ${table}) when 'array' then links -> ${table} else '[]'::jsonb end) link
         where jsonb_typeof(link) = 'number' or jsonb_typeof(link -> 'id') = 'number')`,
  ];
  if (table === 'users') sources.push(sql`(select max(actor_id) from audit_log)`);
  if (table === 'categories') {
    sources.push(sql`(select max((row ->> 'category_id')::numeric) from deleted_records
      where table_name = 'maps' and jsonb_typeof(row -> 'category_id') = 'number')`);
  }
  return sources;
}

interface Serial {
  table_name: string;
  column_name: string;
  sequence: string;
}

/**
 * Raises each serial, never lowers it, to at least the highest id of its table found anywhere (and
 * `known`, per table, for ids the caller found in places SQL does not read cheaply: a restore's audit
 * records). Run by every restore, in its transaction, and at every start after the migrations, so that a
 * database copied by other means (rows without their sequences) is mended before the first insert. On a
 * healthy database it reads a few indexed maxima and writes nothing.
 */
export async function raiseSerials(
  db: Kysely<DB>,
  known: ReadonlyMap<string, bigint> = new Map(),
): Promise<void> {
  const serials = await sql<Serial>`
    select table_name, column_name, pg_get_serial_sequence(quote_ident(table_name), column_name) as sequence
    from information_schema.columns
    where table_schema = 'public' and column_default like 'nextval(%'
    order by table_name
  `.execute(db);
  for (const { table_name, column_name, sequence } of serials.rows) {
    const name = /^(\w+)\.(\w+)$/.exec(sequence ?? '');
    if (!name) continue;
    const found = await sql<{ floor: string | null; max: string }>`
      select floor(greatest(
        (select max(${sql.ref(column_name)}) from ${sql.table(table_name)}),
        ${sql.join(keptElsewhere(table_name))}
      ))::text as floor,
      (select seqmax::text from pg_sequence where seqrelid = ${sequence}::regclass) as max
    `.execute(db);
    const now = await sql<{ last_value: string; is_called: boolean }>`
      select last_value::text as last_value, is_called from ${sql.id(name[1]!, name[2]!)}
    `.execute(db);
    const row = found.rows[0]!;
    const current = now.rows[0]!;
    const highest = [row.floor === null ? 0n : BigInt(row.floor), known.get(table_name) ?? 0n].reduce(
      (a, b) => (a > b ? a : b),
    );
    const floor = highest < BigInt(row.max) ? highest : BigInt(row.max);
    const given = BigInt(current.last_value) - (current.is_called ? 0n : 1n);
    if (floor > given)
      await sql`select setval(${sequence}::regclass, ${String(floor)}::bigint, true)`.execute(db);
  }
}
