import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { PassThrough } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { StringDecoder } from 'node:string_decoder';
import { createGunzip, createGzip } from 'node:zlib';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import { migrations } from '../../../db/migrations/index.ts';
import { IMAGE_FOLDERS, type ImageFolder } from '../uploads/image-storage.ts';
import { CONTENT_TYPE, STORED_NAME } from '../uploads/image-store.ts';
import { detectImageType } from '../uploads/image-type.ts';
import { migrateToLatest } from './migrate.ts';
import { imageRowProblem } from './restore-image.ts';
import { idsInRecord, rowProblem } from './restore-rows.ts';
import type { DB } from './schema.ts';
import { raiseSerials } from './serial-floor.ts';

/**
 * One archive file for both databases: every table (read in one repeatable-read transaction, so it is
 * consistent while the server runs on PostgreSQL), uploaded images included since they are rows
 * (`stored_images`). Sessions are left out: after a restore everyone signs in again.
 *
 * Version 2 is gzipped JSON lines, written and read as a stream, so a village's images (hundreds of MB) never
 * sit in memory as one string: a header line, then per table a `{table, columns}` line followed by one
 * `{row}` line per row, then an `{end}` line that proves the file is whole. Version 1 (one JSON object with
 * the uploads folder's files beside the tables) is still read, its files becoming stored images.
 */
interface BackupHeader {
  format: 'petadesa-backup';
  version: 1 | 2;
  created_at: string;
  migrations: string[];
}

interface ArchiveV1 extends BackupHeader {
  version: 1;
  tables: { name: string; rows: Record<string, unknown>[] }[];
  /** Paths relative to the old uploads folder (`categories/x.png`); contents in base64. */
  uploads: { path: string; data: string }[];
}

export type Line =
  | { table: string; columns: Record<string, string> }
  | { row: Record<string, unknown> }
  | { end: true; rows: number };

// The data versions and the storage usage are bookkeeping of this database (their triggers count the
// restore's own writes). The villages are the deployment's own directory (decision 0052): a backup holds
// the villages' records, and a restore puts them back into the villages the deployment has. The key that
// signs report challenges is a secret no backup should carry; kept, the instances running go on agreeing
// on it.
const KEPT_ON_RESTORE = new Set([
  'kysely_migration',
  'kysely_migration_lock',
  'villages',
  'village_hosts',
  'public_data_version',
  'regency_data_version',
  'storage_usage',
  'report_secrets',
]);
// Sessions end with a restore (everyone signs in again); request counts are a minute's bookkeeping;
// vector tiles are cut again from the records; spent report challenges expire within half an hour.
export const NOT_BACKED_UP: ReadonlySet<string> = new Set([
  ...KEPT_ON_RESTORE,
  'sessions',
  'request_counts',
  'vector_tiles',
  'report_challenges',
]);

type Db = Kysely<DB>;
/** Tables by a name known only at run time, as a backup holds them. */
type AnyTables = Kysely<Record<string, Record<string, unknown>>>;

/** The app's tables, parents before children, so rows can be inserted in this order. */
export async function tablesInOrder(db: Db): Promise<string[]> {
  const tables = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name
  `.execute(db);
  const links = await sql<{ child: string; parent: string }>`
    select c.relname as child, p.relname as parent from pg_constraint k
    join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid
    join pg_namespace n on n.oid = c.relnamespace
    where k.contype = 'f' and n.nspname = 'public'
  `.execute(db);
  const names = tables.rows.map((row) => row.name);
  const ordered: string[] = [];
  const visit = (name: string, path: Set<string>) => {
    if (ordered.includes(name) || path.has(name)) return;
    path.add(name);
    for (const link of links.rows) if (link.child === name && link.parent !== name) visit(link.parent, path);
    ordered.push(name);
  };
  for (const name of names) visit(name, new Set());
  return ordered;
}

export async function columnTypes(db: Db): Promise<Map<string, Record<string, string>>> {
  const rows = await sql<{ table_name: string; column_name: string; data_type: string }>`
    select table_name, column_name, data_type from information_schema.columns where table_schema = 'public'
  `.execute(db);
  const byTable = new Map<string, Record<string, string>>();
  for (const row of rows.rows) {
    byTable.set(row.table_name, { ...byTable.get(row.table_name), [row.column_name]: row.data_type });
  }
  return byTable;
}

/** Rows read per round trip: a hundred 300 KB images is 30 MB in memory at most. */
const FETCH_ROWS = 100;

/**
 * Writes a backup of every table to `file` (through `file.partial`, so a cut-short backup never looks like a
 * whole one).
 */
export async function writeBackup(db: Db, file: string): Promise<{ rows: number; images: number }> {
  const out = archiveWriter(file);
  let rows = 0;
  let images = 0;
  try {
    await db
      .transaction()
      .setIsolationLevel('repeatable read')
      .execute(async (trx) => {
        const applied = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(
          trx,
        );
        await out.put({
          format: 'petadesa-backup',
          version: 2,
          created_at: new Date().toISOString(),
          migrations: applied.rows.map((row) => row.name),
        } satisfies BackupHeader);
        const types = await columnTypes(trx);
        for (const name of await tablesInOrder(trx)) {
          if (NOT_BACKED_UP.has(name)) continue;
          await out.put({ table: name, columns: types.get(name) ?? {} } satisfies Line);
          const read = await putRows(trx, out, sql`select * from ${sql.table(name)} order by 1`);
          rows += read;
          if (name === 'stored_images') images += read;
        }
        await out.put({ end: true, rows } satisfies Line);
      });
    await out.finish();
  } catch (error) {
    await out.abort();
    throw error;
  }
  return { rows, images };
}

/**
 * A gzipped file of JSON lines written as a stream, through `file.partial`, renamed once whole, so a cut-short
 * file never looks like a whole one.
 */
export function archiveWriter(file: string) {
  const partial = `${file}.partial`;
  const lines = new PassThrough();
  const written = pipeline(lines, createGzip(), createWriteStream(partial));
  return {
    async put(value: unknown): Promise<void> {
      if (!lines.write(`${JSON.stringify(value)}\n`)) {
        await new Promise<void>((resolve) => lines.once('drain', resolve));
      }
    },
    async finish(): Promise<void> {
      lines.end();
      await written;
      await rename(partial, file);
    },
    async abort(): Promise<void> {
      lines.destroy();
      await written.catch(() => {});
      await rm(partial, { force: true });
    },
  };
}

/**
 * Writes the rows of `query` as `{row}` lines, read by a cursor in slices within the transaction's one
 * snapshot; bytes as base64, and `omit`'s columns left out. Returns how many.
 */
export async function putRows(
  trx: Kysely<DB>,
  out: ReturnType<typeof archiveWriter>,
  query: RawBuilder<unknown>,
  omit: readonly string[] = [],
): Promise<number> {
  let rows = 0;
  await sql`declare archive_rows no scroll cursor for ${query}`.execute(trx);
  for (;;) {
    const batch = await sql<
      Record<string, unknown>
    >`fetch ${sql.raw(String(FETCH_ROWS))} from archive_rows`.execute(trx);
    for (const row of batch.rows) {
      const encoded = Object.fromEntries(
        Object.entries(row)
          .filter(([key]) => !omit.includes(key))
          .map(([key, value]) => [
            key,
            value instanceof Uint8Array ? Buffer.from(value).toString('base64') : value,
          ]),
      );
      await out.put({ row: encoded } satisfies Line);
    }
    rows += batch.rows.length;
    if (batch.rows.length < FETCH_ROWS) break;
  }
  await sql`close archive_rows`.execute(trx);
  return rows;
}

export class BackupError extends Error {}

function checkHeader(header: BackupHeader): void {
  if (header?.format !== 'petadesa-backup' || (header.version !== 1 && header.version !== 2)) {
    throw new BackupError('This file is not a PetaDesa backup of a known version.');
  }
  const known = new Set(Object.keys(migrations));
  const unknown = (header.migrations ?? []).filter((name) => !known.has(name));
  if (unknown.length > 0) {
    throw new BackupError(
      `The backup comes from a newer PetaDesa (migrations ${unknown.join(', ')}); update first.`,
    );
  }
}

/** A version 1 archive as version 2's lines; its uploads folder's files become stored images. */
function* linesOfV1(archive: ArchiveV1): Generator<Line> {
  let rows = 0;
  for (const table of archive.tables ?? []) {
    yield { table: table.name, columns: {} };
    for (const row of table.rows) yield { row };
    rows += table.rows.length;
  }
  yield { table: 'stored_images', columns: {} };
  for (const file of archive.uploads ?? []) {
    const [folder, name, ...rest] = file.path.split('/');
    if (rest.length > 0 || !IMAGE_FOLDERS.includes(folder as ImageFolder) || !STORED_NAME.test(name ?? '')) {
      throw new BackupError(`The backup holds an unexpected file name: ${file.path}`);
    }
    const bytes = Buffer.from(file.data, 'base64');
    const type = detectImageType(bytes);
    if (!type) throw new BackupError(`The backup's file ${file.path} is not an image.`);
    yield {
      row: {
        folder,
        name,
        content_type: CONTENT_TYPE[type],
        size: bytes.length,
        sha256: createHash('sha256').update(bytes).digest('hex'),
        bytes: file.data,
      },
    };
    rows += 1;
  }
  yield { end: true, rows };
}

/**
 * Longer than any line the server writes (an image of MAX_STORED_IMAGE_BYTES is 43 MB of base64): a longer
 * one is refused before it fills the memory, so a crafted file cannot make a restore hold gigabytes. The
 * first line is exempt: a version 1 archive is one line holding everything, and was always read whole.
 */
const MAX_LINE_CHARS = 64 * 1024 * 1024;

const lineTooLong = () =>
  new BackupError(
    `The backup holds a line longer than ${MAX_LINE_CHARS / 1024 / 1024} MB; nothing was changed.`,
  );

/**
 * The text lines of a gzipped file; a read or gunzip error is thrown by the iteration. A long line is
 * gathered in pieces and joined once, so its cost grows with its length, not with its length squared.
 */
export async function* gunzippedLines(file: string): AsyncGenerator<string> {
  const gunzip = createGunzip();
  const source = createReadStream(file);
  source.on('error', (error) => gunzip.destroy(error));
  source.pipe(gunzip);
  const decoder = new StringDecoder('utf8');
  let pieces: string[] = [];
  let gathered = 0;
  let limit = Number.POSITIVE_INFINITY;
  try {
    for await (const chunk of gunzip) {
      const text = decoder.write(chunk as Buffer);
      let start = 0;
      for (let end = text.indexOf('\n'); end !== -1; end = text.indexOf('\n', start)) {
        if (gathered + end - start > limit) throw lineTooLong();
        pieces.push(text.slice(start, end));
        yield pieces.join('');
        pieces = [];
        gathered = 0;
        limit = MAX_LINE_CHARS;
        start = end + 1;
      }
      gathered += text.length - start;
      if (gathered > limit) throw lineTooLong();
      if (start < text.length) pieces.push(text.slice(start));
    }
    pieces.push(decoder.end());
    const last = pieces.join('');
    if (last) yield last;
  } finally {
    source.destroy();
    gunzip.destroy();
  }
}

/** The file's lines after its header, which is read and checked before anything is changed. */
/** A line of the archive, and how many characters it took (what holding its row costs). */
interface Item {
  line: Line;
  size: number;
}

async function openArchive(file: string): Promise<Iterator<Item> | AsyncIterator<Item>> {
  const lines = gunzippedLines(file);
  let header: BackupHeader;
  try {
    const first = await lines.next();
    header = JSON.parse(first.done ? '' : first.value) as BackupHeader;
    checkHeader(header);
  } catch (error) {
    await lines.return(undefined);
    if (error instanceof BackupError) throw error;
    throw new BackupError('This file is not a PetaDesa backup (it is not gzipped JSON).');
  }
  if (header.version === 1) {
    await lines.return(undefined);
    return (function* () {
      for (const line of linesOfV1(header as ArchiveV1)) yield { line, size: 0 };
    })();
  }
  return (async function* () {
    try {
      for await (const text of lines) yield { line: JSON.parse(text) as Line, size: text.length };
    } catch (error) {
      if (error instanceof SyntaxError || (error as NodeJS.ErrnoException).code?.startsWith('Z_')) {
        throw new BackupError('The backup file is damaged or cut short; nothing was changed.');
      }
      throw error;
    }
  })();
}

/** A row as a file holds it, as it is inserted: JSON as text, bytes from base64; and how many bytes. */
export function rowToInsert(
  raw: Record<string, unknown>,
  columns: Record<string, string>,
): { row: Record<string, unknown>; bytes: number } {
  let bytes = 0;
  const row = Object.fromEntries(
    Object.entries(raw).map(([key, value]) => {
      const type = columns[key];
      if (value === null) return [key, null];
      if (type === 'jsonb' || type === 'json') return [key, JSON.stringify(value)];
      if (type === 'bytea') {
        const decoded = Buffer.from(String(value), 'base64');
        bytes += decoded.length;
        return [key, decoded];
      }
      return [key, value];
    }),
  );
  return { row, bytes };
}

/** Rows inserted per statement, fewer when they are large (images). */
export const INSERT_ROWS = 200;
export const INSERT_BYTES = 8 * 1024 * 1024;

/** A row named in a message: its id, an image's address, or its first values (quoted, so no character of
 * a crafted backup reaches the terminal as it is). */
export function rowName(row: Record<string, unknown>): string {
  if (typeof row.id === 'number' || typeof row.id === 'string') return `id ${JSON.stringify(row.id)}`;
  if (typeof row.folder === 'string' && typeof row.name === 'string') {
    return JSON.stringify(`${row.folder}/${row.name}`.slice(0, 120));
  }
  return JSON.stringify(row).slice(0, 120);
}

/** What a database error during the inserts means, without the database's own words. */
const DATABASE_REFUSALS: Record<string, string> = {
  '23505': 'two rows have the same key',
  '23503': 'a row refers to a record the backup does not hold (or holds later)',
  '23514': "a row breaks one of the table's rules",
  '23502': 'a row lacks a value the table requires',
};

export function refusedByDatabase(table: string, error: unknown): BackupError | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== 'string' || !/^2[23]/.test(code)) return undefined;
  const constraint = (error as { constraint?: unknown }).constraint;
  const what = DATABASE_REFUSALS[code] ?? 'a value does not fit its column';
  return new BackupError(
    `The backup's ${table} rows do not fit together: ${what}${typeof constraint === 'string' ? ` (${constraint})` : ''}.`,
  );
}

/**
 * Replaces every table's rows (images included) with the backup's, in one transaction: a restore that fails,
 * or a file that ends early, leaves the database as it was. The schema is first brought up to date, so an
 * older backup fits. Every row is checked as the API would have checked it (restore-rows.ts, restore-image.ts)
 * before it is written, and no serial is lowered: each ends above every id the restored data names anywhere
 * (serial-floor.ts), so no later record takes a deleted one's id.
 */
export async function restoreBackup(db: Db, file: string): Promise<{ rows: number; images: number }> {
  const lines = await openArchive(file);
  await migrateToLatest(db);
  let count = 0;
  let images = 0;
  await db.transaction().execute(async (trx) => {
    const current = (await tablesInOrder(trx)).filter((name) => !KEPT_ON_RESTORE.has(name));
    // The sequences go on from where they are: an id given out since the backup is not given out again.
    await sql`truncate table ${sql.join(current.map((name) => sql.table(name)))} cascade`.execute(trx);
    const types = await columnTypes(trx);
    const idsInRecords = new Map<string, bigint>();
    let table: { name: string; columns: Record<string, string>; rows: number } | undefined;
    let pending: Record<string, unknown>[] = [];
    let pendingBytes = 0;
    let ended = false;
    const flush = async () => {
      if (!table || pending.length === 0) return;
      try {
        await (trx as unknown as AnyTables).insertInto(table.name).values(pending).execute();
      } catch (error) {
        throw refusedByDatabase(table.name, error) ?? error;
      }
      count += pending.length;
      if (table.name === 'stored_images') images += pending.length;
      pending = [];
      pendingBytes = 0;
    };
    for (let next = await lines.next(); !next.done; next = await lines.next()) {
      const { line, size } = next.value;
      if (ended) throw new BackupError('The backup file has data after its end.');
      if (!line || typeof line !== 'object')
        throw new BackupError('The backup file has a line that is not a record.');
      if ('table' in line) {
        await flush();
        const columns = typeof line.table === 'string' ? types.get(line.table) : undefined;
        if (!columns || NOT_BACKED_UP.has(line.table)) {
          throw new BackupError(
            `The backup holds a table this version does not have: ${JSON.stringify(line.table)}`,
          );
        }
        table = { name: line.table, columns, rows: 0 };
      } else if ('row' in line) {
        if (!table) throw new BackupError('The backup file has a row outside any table.');
        const { name, columns } = table;
        table.rows += 1;
        const raw = line.row;
        if (!raw || typeof raw !== 'object' || Array.isArray(raw)) {
          throw new BackupError(`The backup's ${name} row ${table.rows} is not a record.`);
        }
        for (const key of Object.keys(raw)) {
          if (!columns[key]) {
            throw new BackupError(
              `The backup holds a column this version does not have: ${name}.${JSON.stringify(key)}`,
            );
          }
        }
        const problem =
          rowProblem(name, raw) ?? (name === 'stored_images' ? await imageRowProblem(raw) : null);
        if (problem) {
          throw new BackupError(
            `The backup's ${name} row ${table.rows} (${rowName(raw)}) is refused: ${problem}`,
          );
        }
        idsInRecord(name, raw, idsInRecords);
        const { row, bytes } = rowToInsert(raw, columns);
        pending.push(row);
        pendingBytes += Math.max(bytes, size);
        if (pending.length >= INSERT_ROWS || pendingBytes >= INSERT_BYTES) await flush();
      } else if ('end' in line) {
        await flush();
        if (line.rows !== count) throw new BackupError('The backup file is damaged: it lacks rows.');
        ended = true;
      }
    }
    if (!ended) throw new BackupError('The backup file is damaged or cut short; nothing was changed.');
    await raiseSerials(trx, idsInRecords);
  });
  return { rows: count, images };
}
