import type { Kysely } from 'kysely';
import type { ImportInput, ImportPreview } from '../../../shared/schemas/transfer.ts';
import { nextFreeSlug, slugify } from '../../../shared/slug.ts';
import type { DB } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { runInWorker, WorkerLimitError } from '../../workers/run-in-worker.ts';
import { findCategory } from '../categories/categories.repository.ts';
import { geometryColumns, place } from '../maps/map-geometry.ts';
import { insertMaps, lockSlugs, type NewMapRow, slugsLike } from '../maps/maps.repository.ts';
import type { PlannedFeature } from './import-plan.ts';
import { badFile } from './read/source.ts';
import type { ReadPlan, ReadTask } from './read-and-plan.ts';

const count = (n: number) => n.toLocaleString('en-US');

/**
 * How long reading a file may take, queueing for a worker included. A hostile upload must end within
 * 10 s with a clear answer; 8 s leaves room for receiving it and answering. Real village files are read
 * in well under a second.
 */
export const READ_DEADLINE_MS = 8_000;

const READ_WORKER = new URL('./read-worker.ts', import.meta.url);

/** Whoever holds the readers lets go within one deadline. */
const BUSY_RETRY_AFTER_SECONDS = Math.ceil(READ_DEADLINE_MS / 1000);

/**
 * Reading, unzipping, parsing, reprojecting and checking every geometry run in a worker thread, so that
 * no file, however built, holds the event loop that answers everyone else.
 */
async function readInWorker(task: ReadTask): Promise<ReadPlan> {
  try {
    return await runInWorker<ReadPlan>(READ_WORKER, task, {
      deadlineMs: READ_DEADLINE_MS,
      transfer: [task.bytes.buffer],
    });
  } catch (error) {
    if (!(error instanceof WorkerLimitError)) throw error;
    switch (error.limit) {
      case 'deadline':
        throw badFile(
          `Reading the file took longer than ${READ_DEADLINE_MS / 1000} s; it may be damaged or too complex. Split it into smaller files.`,
        );
      case 'memory':
        throw badFile(
          'Reading the file needed more memory than the server allows; it may be damaged or too complex. Split it into smaller files.',
        );
      case 'queue':
        // The file was never looked at: calling it too complex would blame it for other people's uploads.
        throw new AppError(
          'UNAVAILABLE',
          'The server is busy reading other files. Please try again in a moment.',
          undefined,
          BUSY_RETRY_AFTER_SECONDS,
        );
    }
  }
}

interface Plan {
  preview: ImportPreview;
  features: PlannedFeature[];
}

/** Reads the upload and decides each feature's fate; nothing is written. */
async function plan(deps: Deps, input: ImportInput, keepStored: boolean): Promise<Plan> {
  const limit = deps.config.maxUploadBytes;
  if (input.file.size > limit) {
    throw new AppError(
      'PAYLOAD_TOO_LARGE',
      `The file may not be larger than ${Math.round(limit / 1024 / 1024)} MB.`,
      { File: `The file may not be larger than ${Math.round(limit / 1024 / 1024)} MB.` },
    );
  }
  const category = await findCategory(deps.db, input.category_id);
  if (!category) throw AppError.validation({ CategoryId: 'The selected category does not exist.' });
  const { format, sourceCrs, fields, mapping, features } = await readInWorker({
    fileName: input.file.name,
    bytes: new Uint8Array(await input.file.arrayBuffer()),
    chosen: { name: input.name_field, description: input.description_field, address: input.address_field },
    fallbackName: input.file.name.replace(/\.[^.]*$/, '').trim() || category.name,
    keepStored,
  });
  const importable = features.filter((feature) => feature.action === 'import').length;
  return {
    features,
    preview: {
      format,
      file_name: input.file.name,
      source_crs: sourceCrs,
      category: { id: category.id, name: category.name },
      fields,
      mapping,
      total: features.length,
      importable,
      skipped: features.length - importable,
      features,
    },
  };
}

export async function preview(deps: Deps, input: ImportInput): Promise<ImportPreview> {
  return (await plan(deps, input, false)).preview;
}

/**
 * Slugs chosen inside one import: each base is looked up once, then tracked in memory. The slug lock (see
 * insertWithSlug) is held until the import commits, so a map saved meanwhile cannot take one of them.
 */
async function slugPicker(db: Kysely<DB>) {
  await lockSlugs(db);
  const taken = new Map<string, Set<string>>();
  return async (name: string) => {
    const base = slugify(name);
    let used = taken.get(base);
    if (!used) {
      used = new Set(await slugsLike(db, base));
      taken.set(base, used);
    }
    const slug = nextFreeSlug(name, used);
    used.add(slug);
    return slug;
  };
}

/**
 * Every importable feature becomes a map in one transaction: a failure on any row leaves nothing behind.
 * Skipped features are the ones the preview showed as skipped.
 */
export async function commit(deps: Deps, input: ImportInput) {
  const { features, preview: shown } = await plan(deps, input, true);
  const chosen = features.filter((feature) => feature.action === 'import' && feature.stored);
  if (chosen.length === 0) {
    throw badFile('None of the features can be imported; see the preview for the reasons.');
  }
  const ids = await deps.db.transaction().execute(async (trx) => {
    const slugFor = await slugPicker(trx);
    const rows: NewMapRow[] = [];
    for (const feature of chosen) {
      const placed = place(feature.stored, undefined, undefined);
      rows.push({
        name: feature.name,
        slug: await slugFor(feature.name),
        description: feature.description,
        address: feature.address,
        category_id: shown.category.id,
        status: input.status,
        image: null,
        latitude: placed.latitude,
        longitude: placed.longitude,
        ...geometryColumns(placed.geometry),
      });
    }
    return insertMaps(trx, rows);
  });
  return {
    message: `${count(ids.length)} maps imported into ${shown.category.name}${shown.skipped ? `; ${count(shown.skipped)} skipped` : ''}.`,
    created: ids.length,
    skipped: shown.skipped,
    ids,
  };
}
