import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { PassThrough } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { StringDecoder } from 'node:string_decoder';
import { createGunzip, createGzip } from 'node:zlib';
import { type Kysely, sql } from 'kysely';
import { migrations } from '../../../db/migrations/index.ts';
import { IMAGE_FOLDERS, type ImageFolder } from '../uploads/image-storage.ts';
import { CONTENT_TYPE, STORED_NAME } from '../uploads/image-store.ts';
import { detectImageType } from '../uploads/image-type.ts';
import { migrateToLatest } from './migrate.ts';
import type { DB } from './schema.ts';

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

type Line =
  | { table: string; columns: Record<string, string> }
  | { row: Record<string, unknown> }
  | { end: true; rows: number };

// The data version is bookkeeping of this database (its triggers count the restore's own writes).
const KEPT_ON_RESTORE = new Set(['kysely_migration', 'kysely_migration_lock', 'public_data_version']);
const NOT_BACKED_UP = new Set([...KEPT_ON_RESTORE, 'sessions']);

type Db = Kysely<DB>;
/** Tables by a name known only at run time, as a backup holds them. */
type AnyTables = Kysely<Record<string, Record<string, unknown>>>;

/** The app's tables, parents before children, so rows can be inserted in this order. */
async function tablesInOrder(db: Db): Promise<string[]> {
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

async function columnTypes(db: Db): Promise<Map<string, Record<string, string>>> {
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
 * Writes a backup of every table to `file` (through `file.partial`, renamed once whole, so a cut-short
 * backup never looks like a whole one).
 */
export async function writeBackup(db: Db, file: string): Promise<{ rows: number; images: number }> {
  const partial = `${file}.partial`;
  const lines = new PassThrough();
  const written = pipeline(lines, createGzip(), createWriteStream(partial));
  const put = async (value: unknown) => {
    if (!lines.write(`${JSON.stringify(value)}\n`)) {
      await new Promise<void>((resolve) => lines.once('drain', resolve));
    }
  };
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
        await put({
          format: 'petadesa-backup',
          version: 2,
          created_at: new Date().toISOString(),
          migrations: applied.rows.map((row) => row.name),
        } satisfies BackupHeader);
        const types = await columnTypes(trx);
        for (const name of await tablesInOrder(trx)) {
          if (NOT_BACKED_UP.has(name)) continue;
          await put({ table: name, columns: types.get(name) ?? {} } satisfies Line);
          // A cursor reads the table in slices within the transaction's one snapshot.
          await sql`declare backup_rows no scroll cursor for select * from ${sql.table(name)} order by 1`.execute(
            trx,
          );
          for (;;) {
            const batch = await sql<
              Record<string, unknown>
            >`fetch ${sql.raw(String(FETCH_ROWS))} from backup_rows`.execute(trx);
            for (const row of batch.rows) {
              const encoded = Object.fromEntries(
                Object.entries(row).map(([key, value]) => [
                  key,
                  value instanceof Uint8Array ? Buffer.from(value).toString('base64') : value,
                ]),
              );
              await put({ row: encoded } satisfies Line);
            }
            rows += batch.rows.length;
            if (name === 'stored_images') images += batch.rows.length;
            if (batch.rows.length < FETCH_ROWS) break;
          }
          await sql`close backup_rows`.execute(trx);
        }
        await put({ end: true, rows } satisfies Line);
      });
    lines.end();
    await written;
  } catch (error) {
    lines.destroy();
    await written.catch(() => {});
    await rm(partial, { force: true });
    throw error;
  }
  await rename(partial, file);
  return { rows, images };
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

/** The text lines of a gzipped file; a read or gunzip error is thrown by the iteration. */
async function* gunzippedLines(file: string): AsyncGenerator<string> {
  const gunzip = createGunzip();
  const source = createReadStream(file);
  source.on('error', (error) => gunzip.destroy(error));
  source.pipe(gunzip);
  const decoder = new StringDecoder('utf8');
  let rest = '';
  try {
    for await (const chunk of gunzip) {
      const lines = (rest + decoder.write(chunk as Buffer)).split('\n');
      rest = lines.pop() ?? '';
      yield* lines;
    }
    rest += decoder.end();
    if (rest) yield rest;
  } finally {
    source.destroy();
    gunzip.destroy();
  }
}

/** The file's lines after its header, which is read and checked before anything is changed. */
async function openArchive(file: string): Promise<Iterator<Line> | AsyncIterator<Line>> {
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
    return linesOfV1(header as ArchiveV1);
  }
  return (async function* () {
    try {
      for await (const line of lines) yield JSON.parse(line) as Line;
    } catch (error) {
      if (error instanceof SyntaxError || (error as NodeJS.ErrnoException).code?.startsWith('Z_')) {
        throw new BackupError('The backup file is damaged or cut short; nothing was changed.');
      }
      throw error;
    }
  })();
}

/** Rows inserted per statement, fewer when they are large (images). */
const INSERT_ROWS = 200;
const INSERT_BYTES = 8 * 1024 * 1024;

/**
 * Replaces every table's rows (images included) with the backup's, in one transaction: a restore that fails,
 * or a file that ends early, leaves the database as it was. The schema is first brought up to date, so an
 * older backup fits.
 */
export async function restoreBackup(db: Db, file: string): Promise<{ rows: number; images: number }> {
  const lines = await openArchive(file);
  await migrateToLatest(db);
  let count = 0;
  let images = 0;
  await db.transaction().execute(async (trx) => {
    const current = (await tablesInOrder(trx)).filter((name) => !KEPT_ON_RESTORE.has(name));
    await sql`truncate table ${sql.join(current.map((name) => sql.table(name)))} restart identity cascade`.execute(
      trx,
    );
    const types = await columnTypes(trx);
    let table: { name: string; columns: Record<string, string> } | undefined;
    let pending: Record<string, unknown>[] = [];
    let pendingBytes = 0;
    let ended = false;
    const flush = async () => {
      if (!table || pending.length === 0) return;
      await (trx as unknown as AnyTables).insertInto(table.name).values(pending).execute();
      count += pending.length;
      if (table.name === 'stored_images') images += pending.length;
      pending = [];
      pendingBytes = 0;
    };
    for (let next = await lines.next(); !next.done; next = await lines.next()) {
      const line = next.value;
      if (ended) throw new BackupError('The backup file has data after its end.');
      if ('table' in line) {
        await flush();
        const columns = types.get(line.table);
        if (!columns || KEPT_ON_RESTORE.has(line.table) || line.table === 'sessions') {
          throw new BackupError(`The backup holds a table this version does not have: ${line.table}`);
        }
        table = { name: line.table, columns };
      } else if ('row' in line) {
        if (!table) throw new BackupError('The backup file has a row outside any table.');
        const { name, columns } = table;
        let size = 0;
        const row = Object.fromEntries(
          Object.entries(line.row).map(([key, value]) => {
            const type = columns[key];
            if (!type) {
              throw new BackupError(`The backup holds a column this version does not have: ${name}.${key}`);
            }
            if (value === null) return [key, null];
            if (type === 'jsonb' || type === 'json') return [key, JSON.stringify(value)];
            if (type === 'bytea') {
              const bytes = Buffer.from(String(value), 'base64');
              size += bytes.length;
              return [key, bytes];
            }
            return [key, value];
          }),
        );
        pending.push(row);
        pendingBytes += size;
        if (pending.length >= INSERT_ROWS || pendingBytes >= INSERT_BYTES) await flush();
      } else if ('end' in line) {
        await flush();
        if (line.rows !== count) throw new BackupError('The backup file is damaged: it lacks rows.');
        ended = true;
      }
    }
    if (!ended) throw new BackupError('The backup file is damaged or cut short; nothing was changed.');
    // Serial ids continue after the restored rows.
    const serials = await sql<{ table_name: string; column_name: string }>`
      select table_name, column_name from information_schema.columns
      where table_schema = 'public' and column_default like 'nextval(%'
    `.execute(trx);
    for (const { table_name, column_name } of serials.rows) {
      if (KEPT_ON_RESTORE.has(table_name)) continue;
      await sql`select setval(pg_get_serial_sequence(${table_name}, ${column_name}),
        coalesce((select max(${sql.ref(column_name)}) from ${sql.table(table_name)}), 0) + 1, false)`.execute(
        trx,
      );
    }
  });
  return { rows: count, images };
}
