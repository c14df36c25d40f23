import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.ts';

/** The tables whose deleted rows can come back ("Recently deleted"). */
export type RecoverableTable = 'maps' | 'categories' | 'users' | 'roles';

/** How long a deleted record can be restored; after that the cleanup purges it. */
export const KEEP_DELETED_DAYS = 30;

export interface DeletedRecordRow {
  id: string;
  record_id: number;
  label: string;
  row: Record<string, unknown>;
  links: Record<string, unknown>;
  deleted_at: Date;
  deleted_by: string;
}

/** The tables a deleted record's links point into (a link list is named by its table), and its row's. */
export type LinkedTable = 'users' | 'roles' | 'permissions' | 'maps' | 'categories';

/** The ids of the records that went with a deleted one, per table (a role's holders, a user's roles...). */
export type KeptLinks = Partial<Record<Exclude<LinkedTable, 'categories'>, readonly number[]>>;

/** One kept link: the linked record's id and, for links kept since issue 30, its creation time. */
export interface KeptLink {
  id: number;
  created_at: string | null;
}

/**
 * Copies the row, whole (as `to_jsonb` sees it: every column, the password hash and geometry included), with
 * the links the caller gathered, before the caller deletes it. Same transaction, so both or neither happen.
 * Each link keeps its record's creation time beside its id, so that it can only ever be given back to that
 * record (decision 0026), whatever else may come to hold the id.
 */
export async function keepDeletedRow(
  trx: Kysely<DB>,
  entry: { table: RecoverableTable; id: number; label: string; links: KeptLinks; deletedBy: string },
): Promise<void> {
  const lists = Object.entries(entry.links).map(([table, ids]) =>
    ids && ids.length > 0
      ? sql`${table}::text, (
          select coalesce(jsonb_agg(jsonb_build_object('id', x.id, 'created_at', x.created_at) order by x.id), '[]')
          from ${sql.table(table)} x where x.id in (${sql.join(ids)})
        )`
      : sql`${table}::text, '[]'::jsonb`,
  );
  const links = lists.length > 0 ? sql`jsonb_build_object(${sql.join(lists)})` : sql`'{}'::jsonb`;
  await sql`
    insert into deleted_records (table_name, record_id, label, row, links, deleted_by)
    select ${entry.table}, t.id, ${entry.label}, to_jsonb(t), ${links}, ${entry.deletedBy}
    from ${sql.table(entry.table)} t where t.id = ${entry.id}
  `.execute(trx);
}

/**
 * Of the kept links, the ids whose record is still the one that was linked: one created no later than the
 * deletion, and at the creation time the link kept when it kept one. A record created since under the same
 * id is someone else (a database whose ids were reused before issue 30) and gets nothing.
 */
export async function stillLinked(
  db: Kysely<DB>,
  table: LinkedTable,
  links: readonly KeptLink[],
  deletedAt: Date,
): Promise<number[]> {
  if (links.length === 0) return [];
  // Timestamps pass through JavaScript's milliseconds in a backup, so the creation time matches to 1 ms.
  const rows = await sql<{ id: number }>`
    select x.id from ${sql.table(table)} x
    join jsonb_to_recordset(${JSON.stringify(links)}::jsonb) as link(id int, created_at timestamptz)
      on link.id = x.id
    where x.created_at < ${deletedAt}::timestamptz + interval '1 millisecond'
      and (link.created_at is null
        or x.created_at between link.created_at - interval '1 millisecond' and link.created_at + interval '1 millisecond')
    order by x.id
  `.execute(db);
  return rows.rows.map((row) => row.id);
}

/** Newest first, within the keeping window. */
export async function listDeletedRows(
  db: Kysely<DB>,
  table: RecoverableTable,
  since: Date,
): Promise<DeletedRecordRow[]> {
  const rows = await db
    .selectFrom('deleted_records')
    .select(['id', 'record_id', 'label', 'row', 'links', 'deleted_at', 'deleted_by'])
    .where('table_name', '=', table)
    .where('deleted_at', '>', since)
    .orderBy('deleted_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows as DeletedRecordRow[];
}

/** Takes the newest deleted copy of a record out of the list (locked, then removed), or undefined. */
export async function takeDeletedRow(
  trx: Kysely<DB>,
  table: RecoverableTable,
  recordId: number,
  since: Date,
): Promise<DeletedRecordRow | undefined> {
  const row = await trx
    .selectFrom('deleted_records')
    .select(['id', 'record_id', 'label', 'row', 'links', 'deleted_at', 'deleted_by'])
    .where('table_name', '=', table)
    .where('record_id', '=', recordId)
    .where('deleted_at', '>', since)
    .orderBy('id', 'desc')
    .limit(1)
    .forUpdate()
    .executeTakeFirst();
  if (!row) return undefined;
  await trx.deleteFrom('deleted_records').where('id', '=', row.id).execute();
  return row as DeletedRecordRow;
}

/**
 * Puts a kept row back as it was, under its own id. `jsonb_populate_record` reads it with the table's own
 * column types, so one statement serves every recoverable table; `overrides` changes columns on the way
 * back (a slug taken meanwhile). A unique clash (a name taken meanwhile) throws for the caller to explain.
 */
export async function reinsertRow(
  trx: Kysely<DB>,
  table: RecoverableTable,
  row: Record<string, unknown>,
): Promise<void> {
  await sql`
    insert into ${sql.table(table)}
    select * from jsonb_populate_record(null::${sql.table(table)}, ${JSON.stringify(row)}::jsonb)
  `.execute(trx);
}

/** Deletes the row once keepDeletedRow has kept it; false when there was none. */
export async function deleteRow(trx: Kysely<DB>, table: RecoverableTable, id: number): Promise<boolean> {
  // One query shape for the four tables, as in lockRecordVersion: each has an integer id.
  const result = await (trx as unknown as Kysely<Pick<DB, 'maps'>>)
    .deleteFrom(table as 'maps')
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Removes what was deleted before `before` for good, and says which images went with it. */
export async function purgeDeletedRows(
  db: Kysely<DB>,
  before: Date,
): Promise<{ table: string; images: string[] }[]> {
  const rows = await db
    .deleteFrom('deleted_records')
    .where('deleted_at', '<=', before)
    .returning([
      'table_name',
      sql<string | null>`row->>'image'`.as('image'),
      // A place's photos after the first (decision 0031).
      sql<unknown>`row->'extra_photos'`.as('extra_photos'),
    ])
    .execute();
  return rows.map((row) => ({
    table: row.table_name,
    images: [
      ...(row.image ? [row.image] : []),
      ...(Array.isArray(row.extra_photos) ? row.extra_photos.filter((name) => typeof name === 'string') : []),
    ],
  }));
}
