import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { type Kysely, sql } from 'kysely';
import { migrations } from '../../../db/migrations/index.ts';
import { uploadsDir } from '../paths.ts';
import { migrateToLatest } from './migrate.ts';
import type { DB } from './schema.ts';

/**
 * One archive file for both databases: a logical dump of every table (read in one repeatable-read
 * transaction, so it is consistent while the server runs on PostgreSQL) and the uploaded images,
 * as gzipped JSON. Sessions are left out: after a restore everyone signs in again.
 */
export interface BackupArchive {
  format: 'petadesa-backup';
  version: 1;
  created_at: string;
  migrations: string[];
  tables: { name: string; columns: Record<string, string>; rows: Record<string, unknown>[] }[];
  /** Paths relative to the uploads folder, with `/`; contents in base64. */
  uploads: { path: string; data: string }[];
}

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

async function filesUnder(root: string, prefix = ''): Promise<string[]> {
  const entries = await readdir(path.join(root, prefix), { withFileTypes: true }).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    },
  );
  const files: string[] = [];
  for (const entry of entries) {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) files.push(...(await filesUnder(root, relative)));
    else if (entry.isFile() && !entry.name.endsWith('.tmp')) files.push(relative);
  }
  return files;
}

export async function createBackup(db: Kysely<DB>, dataDir: string): Promise<Buffer> {
  const archive = await db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      const types = await columnTypes(trx);
      const tables: BackupArchive['tables'] = [];
      for (const name of await tablesInOrder(trx)) {
        if (NOT_BACKED_UP.has(name)) continue;
        const columns = types.get(name) ?? {};
        const result = await sql<
          Record<string, unknown>
        >`select * from ${sql.table(name)} order by 1`.execute(trx);
        const rows = result.rows.map((row) =>
          Object.fromEntries(
            Object.entries(row).map(([key, value]) => [
              key,
              value instanceof Uint8Array ? Buffer.from(value).toString('base64') : value,
            ]),
          ),
        );
        tables.push({ name, columns, rows });
      }
      const applied = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(
        trx,
      );
      return {
        format: 'petadesa-backup',
        version: 1,
        created_at: new Date().toISOString(),
        migrations: applied.rows.map((row) => row.name),
        tables,
        uploads: [],
      } satisfies BackupArchive as BackupArchive;
    });
  const uploads = uploadsDir(dataDir);
  for (const file of await filesUnder(uploads)) {
    archive.uploads.push({ path: file, data: (await readFile(path.join(uploads, file))).toString('base64') });
  }
  return gzipSync(JSON.stringify(archive));
}

export class BackupError extends Error {}

function readArchive(bytes: Buffer): BackupArchive {
  let archive: BackupArchive;
  try {
    archive = JSON.parse(gunzipSync(bytes).toString('utf8')) as BackupArchive;
  } catch {
    throw new BackupError('This file is not a PetaDesa backup (it is not gzipped JSON).');
  }
  if (archive?.format !== 'petadesa-backup' || archive.version !== 1) {
    throw new BackupError('This file is not a PetaDesa backup of a known version.');
  }
  const known = new Set(Object.keys(migrations));
  const unknown = archive.migrations.filter((name) => !known.has(name));
  if (unknown.length > 0) {
    throw new BackupError(
      `The backup comes from a newer PetaDesa (migrations ${unknown.join(', ')}); update first.`,
    );
  }
  for (const file of archive.uploads) {
    if (!/^[a-z0-9-]+(\/[a-z0-9][a-z0-9.-]*)+$/i.test(file.path) || file.path.includes('..')) {
      throw new BackupError(`The backup holds an unexpected file name: ${file.path}`);
    }
  }
  return archive;
}

const INSERT_CHUNK = 200;

/**
 * Replaces every table's rows and the uploads folder with the backup's, in one transaction: a restore that
 * fails leaves the database as it was. The schema is first brought up to date, so an older backup fits.
 */
export async function restoreBackup(
  db: Kysely<DB>,
  dataDir: string,
  bytes: Buffer,
): Promise<{ rows: number; files: number }> {
  const archive = readArchive(bytes);
  await migrateToLatest(db);
  let count = 0;
  await db.transaction().execute(async (trx) => {
    const current = (await tablesInOrder(trx)).filter((name) => !KEPT_ON_RESTORE.has(name));
    await sql`truncate table ${sql.join(current.map((name) => sql.table(name)))} restart identity cascade`.execute(
      trx,
    );
    const types = await columnTypes(trx);
    for (const table of archive.tables) {
      const columns = types.get(table.name);
      if (!columns)
        throw new BackupError(`The backup holds a table this version does not have: ${table.name}`);
      const rows = table.rows.map((row) =>
        Object.fromEntries(
          Object.entries(row).map(([key, value]) => {
            const type = columns[key];
            if (!type)
              throw new BackupError(
                `The backup holds a column this version does not have: ${table.name}.${key}`,
              );
            if (value === null) return [key, null];
            if (type === 'jsonb' || type === 'json') return [key, JSON.stringify(value)];
            if (type === 'bytea') return [key, Buffer.from(String(value), 'base64')];
            return [key, value];
          }),
        ),
      );
      for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
        await (trx as unknown as AnyTables)
          .insertInto(table.name)
          .values(rows.slice(i, i + INSERT_CHUNK))
          .execute();
      }
      count += rows.length;
    }
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

  // The files follow once the rows are in: a new folder is written, then swapped in for the old one.
  const uploads = uploadsDir(dataDir);
  const incoming = `${uploads}.restoring`;
  const outgoing = `${uploads}.replaced`;
  await rm(incoming, { recursive: true, force: true });
  for (const file of archive.uploads) {
    const target = path.join(incoming, ...file.path.split('/'));
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, Buffer.from(file.data, 'base64'));
  }
  await mkdir(incoming, { recursive: true });
  await rm(outgoing, { recursive: true, force: true });
  await rename(uploads, outgoing).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error;
  });
  await rename(incoming, uploads);
  await rm(outgoing, { recursive: true, force: true });
  return { rows: count, files: archive.uploads.length };
}
