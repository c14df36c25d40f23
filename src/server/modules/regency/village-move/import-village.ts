import { createHash } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import { villageCreateInput } from '../../../../shared/schemas/regency.ts';
import {
  BackupError,
  columnTypes,
  gunzippedLines,
  INSERT_BYTES,
  INSERT_ROWS,
  type Line,
  refusedByDatabase,
  rowName,
  rowToInsert,
} from '../../../db/backup.ts';
import { violatedUniqueConstraint } from '../../../db/constraint-error.ts';
import { imageRowProblem } from '../../../db/restore-image.ts';
import { rowProblem } from '../../../db/restore-rows.ts';
import type { DB } from '../../../db/schema.ts';
import { inVillage } from '../../../db/village-context.ts';
import { applyStorageQuotaTo } from '../../storage/storage-quota.ts';
import * as repo from '../regency.repository.ts';
import { checkVillageHeader, MOVED_TABLES, type VillageFileHeader } from './village-file.ts';
import { mapRow, noteIds, SERIAL_TABLES, type SerialTable } from './village-ids.ts';

/** Tables by a name known only at run time, as a file holds them. */
type AnyTables = Kysely<Record<string, Record<string, unknown>>>;

export interface VillageImportOptions {
  /** The village's slug, name, region code, kecamatan and hosts here; each the file's unless given. */
  slug?: string;
  name?: string;
  region_code?: string | null;
  kecamatan?: string;
  hosts?: string[];
  /** This deployment's storage limit per village (STORAGE_QUOTA_MB), in bytes; null: none. */
  quotaBytes?: number | null;
}

export interface VillageImported {
  id: number;
  slug: string;
  rows: number;
  images: number;
  /** The file's shared categories: found here by name, or made the village's own. */
  sharedFound: string[];
  sharedMadeOwn: string[];
}

/** An audit value is kept apart from its entry: the fields (of which table's records) that name it. */
type ValueFields = Map<string, { table: string; field: string }[]>;

async function* readFile(file: string): AsyncGenerator<{ header: VillageFileHeader } | { line: Line }> {
  const lines = gunzippedLines(file);
  try {
    let first = true;
    for await (const text of lines) {
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        throw new BackupError(
          first
            ? 'This file is not a PetaDesa village file (it is not gzipped JSON).'
            : 'The village file is damaged or cut short; nothing was changed.',
        );
      }
      if (first) yield { header: checkVillageHeader(parsed) };
      else yield { line: parsed as Line };
      first = false;
    }
    if (first) throw new BackupError('This file is not a PetaDesa village file (it is empty).');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code?.startsWith('Z_')) {
      throw new BackupError('This file is not a PetaDesa village file (it is not gzipped JSON).');
    }
    throw error;
  }
}

/** A value that may name records (a list of roles or permissions, a category): only these are kept to walk. */
const mayNameRecords = (value: unknown) =>
  (Array.isArray(value) && value.some((item) => typeof item === 'object' && item !== null && 'id' in item)) ||
  (typeof value === 'object' && value !== null && 'id' in value);

/** What the first reading learns: the header, and every id the file names, per table. */
interface Survey {
  header: VillageFileHeader;
  ids: Map<SerialTable, Set<string>>;
  fields: ValueFields;
  ownCategoryNames: Map<string, string>;
}

/**
 * Reads the whole file once before anything is written: every line a record of a moved table, every row
 * checked as a backup's is (restore-rows.ts), the end where it should be; gathers every id it names.
 */
async function survey(file: string, columnsOf: Map<string, Record<string, string>>): Promise<Survey> {
  let header: VillageFileHeader | undefined;
  const ids = new Map<SerialTable, Set<string>>();
  const fields: ValueFields = new Map();
  const entryTables = new Map<string, string>();
  const values: { hash: string; row: Record<string, unknown> }[] = [];
  const ownCategoryNames = new Map<string, string>();
  let table: { name: string; columns: Record<string, string>; rows: number } | undefined;
  const seen = new Set<string>();
  let count = 0;
  let ended = false;
  for await (const item of readFile(file)) {
    if ('header' in item) {
      header = item.header;
      continue;
    }
    const { line } = item;
    if (ended) throw new BackupError('The village file has data after its end.');
    if (!line || typeof line !== 'object')
      throw new BackupError('The village file has a line that is not a record.');
    if ('table' in line) {
      const name = line.table;
      if (!(MOVED_TABLES as readonly string[]).includes(name) || seen.has(name)) {
        throw new BackupError(
          `The village file holds a table it should not: ${JSON.stringify(name).slice(0, 80)}`,
        );
      }
      seen.add(name);
      const { village_id: _village, ...columns } = columnsOf.get(name) ?? {};
      table = { name, columns, rows: 0 };
    } else if ('row' in line) {
      if (!table) throw new BackupError('The village file has a row outside any table.');
      table.rows += 1;
      const row = line.row;
      if (!row || typeof row !== 'object' || Array.isArray(row)) {
        throw new BackupError(`The village file's ${table.name} row ${table.rows} is not a record.`);
      }
      for (const key of Object.keys(row)) {
        if (!table.columns[key]) {
          throw new BackupError(
            `The village file holds a column this version does not have: ${table.name}.${JSON.stringify(key).slice(0, 80)}`,
          );
        }
      }
      const problem = rowProblem(table.name, row);
      if (problem) {
        throw new BackupError(
          `The village file's ${table.name} row ${table.rows} (${rowName(row)}) is refused: ${problem}`,
        );
      }
      if (table.name === 'audit_log') entryTables.set(String(row.id), String(row.table_name));
      if (table.name === 'audit_entry_values') {
        const of = entryTables.get(String(row.entry_id));
        if (of)
          fields.set(String(row.hash), [
            ...(fields.get(String(row.hash)) ?? []),
            { table: of, field: String(row.field) },
          ]);
      }
      if (table.name === 'categories') ownCategoryNames.set(String(row.name).toLowerCase(), String(row.id));
      if (table.name === 'audit_values') {
        if (mayNameRecords(row.value)) values.push({ hash: String(row.hash), row });
      } else {
        noteIds(table.name, row, ids);
      }
      count += 1;
    } else if ('end' in line) {
      if (line.rows !== count) throw new BackupError('The village file is damaged: it lacks rows.');
      ended = true;
    } else {
      throw new BackupError('The village file has a line that is not a record.');
    }
  }
  if (!header) throw new BackupError('This file is not a PetaDesa village file.');
  if (!ended) throw new BackupError('The village file is damaged or cut short; nothing was changed.');
  for (const { row } of values) noteIds('audit_values', row, ids, (hash) => fields.get(hash) ?? []);
  return { header, ids, fields, ownCategoryNames };
}

/** The village's name in this deployment, checked as the regency's form checks it. */
function identity(header: VillageFileHeader, options: VillageImportOptions) {
  const parsed = villageCreateInput.omit({ admin: true }).safeParse({
    slug: options.slug ?? header.village.slug,
    name: options.name ?? header.village.name,
    region_code: options.region_code === undefined ? header.village.region_code : options.region_code,
    kecamatan: options.kecamatan ?? header.village.kecamatan,
    hosts: options.hosts ?? header.village.hosts,
  });
  if (!parsed.success) {
    const fields = [...new Set(parsed.error.issues.map((issue) => String(issue.path[0])))];
    throw new BackupError(`The village's ${fields.join(', ')} is not valid here; give another.`);
  }
  return parsed.data;
}

/** The unique names of the directory, as what to change. */
function taken(error: unknown): never {
  const constraint = violatedUniqueConstraint(error);
  if (constraint === 'villages_slug_key') {
    throw new BackupError('A village here already has this slug; give another (--slug).');
  }
  if (constraint === 'villages_region_code_key') {
    throw new BackupError('A village here already has this region code; give another (--region-code).');
  }
  if (constraint === 'village_hosts_pkey') {
    throw new BackupError('A village here already has one of these host names; give others (--hosts).');
  }
  throw error;
}

/**
 * Adds the village of `file` to this deployment as a new village (decision 0065), in one transaction that
 * runs as the app in the new village, as its requests will: the database fills every row's village, and
 * row-level security holds them there. Every id the file names is given out again by this deployment's
 * serials, in the same order, and rewritten wherever it is kept (village-ids.ts). The regency's shared
 * categories are found here by name; one not found becomes the village's own.
 */
export async function importVillage(
  db: Kysely<DB>,
  file: string,
  options: VillageImportOptions = {},
): Promise<VillageImported> {
  const columnsOf = await columnTypes(db);
  const found = await survey(file, columnsOf);
  const { header } = found;
  const village = identity(header, options);
  const id = await repo.nextVillageId(db);
  let result: VillageImported;
  try {
    result = await inVillage(id, () =>
      db.transaction().execute(async (trx) => {
        await repo.insertVillageWithHosts(trx, id, village);
        const shared = await sharedCategoriesHere(trx, found);
        const newIds = await allocate(
          trx,
          found.ids,
          new Set([...shared.found.keys(), ...shared.ownAs.keys()]),
        );
        const map = (target: SerialTable, old: number | string) => {
          const key = String(old);
          if (target === 'categories' && shared.found.has(key)) return shared.found.get(key);
          return newIds.get(target)?.get(target === 'categories' ? (shared.ownAs.get(key) ?? key) : key);
        };
        for (const category of shared.madeOwn) {
          await trx
            .insertInto('categories')
            .values({
              id: Number(map('categories', category.id)),
              name: category.name,
              description: category.description,
              color: category.color,
              map_marker: category.map_marker as 'circle' | 'icon',
            })
            .execute();
        }
        const written = await writeRows(trx, file, columnsOf, map, found.fields);
        await applyStorageQuotaTo(trx, id, options.quotaBytes ?? null);
        return {
          id,
          slug: village.slug,
          ...written,
          sharedFound: header.shared_categories
            .filter((category) => shared.found.has(String(category.id)))
            .map((category) => category.name),
          sharedMadeOwn: shared.madeOwn.map((category) => category.name),
        };
      }),
    );
  } catch (error) {
    taken(error);
  }
  return result;
}

/**
 * The file's shared categories its records name: each found here by its name (a shared category of this
 * deployment, else one of the village's own of that name), or to be made the village's own.
 */
async function sharedCategoriesHere(trx: Kysely<DB>, found: Survey) {
  const named = found.ids.get('categories') ?? new Set<string>();
  const here = await trx
    .selectFrom('categories')
    .select(['id', 'name'])
    .where('village_id', 'is', null)
    .execute();
  const hereByName = new Map(here.map((row) => [row.name.toLowerCase(), row.id]));
  const result = {
    /** A shared category of the file's: this deployment's of the same name. */
    found: new Map<string, number>(),
    /** A shared category of the file's: the village's own category of the same name (its old id). */
    ownAs: new Map<string, string>(),
    madeOwn: [] as VillageFileHeader['shared_categories'],
  };
  for (const category of found.header.shared_categories) {
    const old = String(category.id);
    if (!named.has(old)) continue;
    const name = category.name.toLowerCase();
    const sameHere = hereByName.get(name);
    const sameOwn = found.ownCategoryNames.get(name);
    if (sameHere !== undefined) result.found.set(old, sameHere);
    else if (sameOwn !== undefined && sameOwn !== old) result.ownAs.set(old, sameOwn);
    else result.madeOwn.push(category);
  }
  return result;
}

/** New ids from this deployment's serials for every id the file names, old and new in the same order. */
async function allocate(
  trx: Kysely<DB>,
  ids: Map<SerialTable, Set<string>>,
  redirected: ReadonlySet<string>,
): Promise<Map<SerialTable, Map<string, string>>> {
  const result = new Map<SerialTable, Map<string, string>>();
  for (const table of SERIAL_TABLES) {
    const old = [...(ids.get(table) ?? [])]
      .filter((value) => !(table === 'categories' && redirected.has(value)))
      .sort((a, b) => (BigInt(a) < BigInt(b) ? -1 : BigInt(a) > BigInt(b) ? 1 : 0));
    if (old.length === 0) continue;
    const { rows } = await sql<{ id: string }>`
      select nextval(pg_get_serial_sequence(${table}, 'id'))::text as id from generate_series(1, ${old.length})
    `.execute(trx);
    const fresh = rows.map((row) => row.id).sort((a, b) => (BigInt(a) < BigInt(b) ? -1 : 1));
    result.set(table, new Map(old.map((value, index) => [value, fresh[index]!])));
  }
  return result;
}

/** The second reading: every row, its ids rewritten, inserted in slices. */
async function writeRows(
  trx: Kysely<DB>,
  file: string,
  columnsOf: Map<string, Record<string, string>>,
  map: (target: SerialTable, old: number | string) => number | string | undefined,
  fields: ValueFields,
): Promise<{ rows: number; images: number }> {
  let rows = 0;
  let images = 0;
  let table: string | undefined;
  let pending: Record<string, unknown>[] = [];
  let pendingBytes = 0;
  const hashes = new Map<string, string>();
  const duplicates: [unknown, unknown][] = [];
  const flush = async () => {
    if (!table || pending.length === 0) return;
    try {
      await (trx as unknown as AnyTables).insertInto(table).values(pending).execute();
    } catch (error) {
      throw refusedByDatabase(table, error) ?? error;
    }
    rows += pending.length;
    if (table === 'stored_images') images += pending.length;
    pending = [];
    pendingBytes = 0;
  };
  for await (const item of readFile(file)) {
    if (!('line' in item)) continue;
    const { line } = item;
    if ('table' in line) {
      await flush();
      table = line.table;
    } else if ('row' in line && table) {
      const raw = line.row;
      if (table === 'stored_images') {
        const problem = await imageRowProblem(raw);
        if (problem) throw new BackupError(`The village file's image ${rowName(raw)} is refused: ${problem}`);
      }
      const row = mapRow(table, raw, map, (hash) => fields.get(hash) ?? []);
      if (table === 'audit_values') {
        const text = JSON.stringify(row.value);
        const hash = createHash('sha256').update(text).digest('hex');
        hashes.set(String(raw.hash), hash);
        row.hash = hash;
        row.bytes = Buffer.byteLength(text);
      }
      if (table === 'audit_entry_values') row.hash = hashes.get(String(raw.hash)) ?? raw.hash;
      // A report may be a duplicate of one written after it: its link is set once both are there.
      if (table === 'reports' && row.duplicate_of != null) {
        duplicates.push([row.id, row.duplicate_of]);
        row.duplicate_of = null;
      }
      const { row: inserted, bytes } = rowToInsert(row, columnsOf.get(table) ?? {});
      pending.push(inserted);
      pendingBytes += Math.max(bytes, 256);
      if (pending.length >= INSERT_ROWS || pendingBytes >= INSERT_BYTES) await flush();
    }
  }
  await flush();
  for (const [report, original] of duplicates) {
    try {
      await trx
        .updateTable('reports')
        .set({ duplicate_of: Number(original) })
        .where('id', '=', Number(report))
        .execute();
    } catch (error) {
      throw refusedByDatabase('reports', error) ?? error;
    }
  }
  return { rows, images };
}
