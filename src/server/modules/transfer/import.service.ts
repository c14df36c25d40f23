import { type Message, msg } from '../../../shared/i18n/message.ts';
import type { ImportRecord } from '../../../shared/schemas/history.ts';
import type { ImportInput, ImportPreview } from '../../../shared/schemas/transfer.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import type { Actor } from '../audit/record-change.ts';
import { findCategory } from '../categories/categories.service.ts';
import { geometryColumns, place } from '../maps/map-geometry.ts';
import { createMany, type NewMapRow, slugPicker } from '../maps/maps.service.ts';
import type { PlannedFeature } from './import-plan.ts';
import { badFile } from './read/source.ts';
import type { ReadPlan, ReadTask } from './read-and-plan.ts';
import { assertUploadSize, readInWorker } from './read-in-worker.ts';

const READ_WORKER = new URL('./read-worker.ts', import.meta.url);

/** A preview whose problems and outcomes are by key, said in a language where it is answered. */
export interface PreviewByKey extends Omit<ImportPreview, 'features'> {
  features: PlannedFeature[];
}

/** An import's result, its message by key. */
export interface ResultByKey {
  message: Message;
  created: number;
  skipped: number;
  ids: number[];
}

interface Plan {
  preview: PreviewByKey;
  features: PlannedFeature[];
}

/** Reads the upload and decides each feature's fate; nothing is written. */
async function plan(deps: Deps, input: ImportInput, keepStored: boolean): Promise<Plan> {
  assertUploadSize(input.file, deps.config.maxUploadBytes);
  const category = await findCategory(deps.db, input.category_id);
  if (!category) throw AppError.validation({ CategoryId: msg('api_category_missing') });
  const task: ReadTask = {
    fileName: input.file.name,
    bytes: new Uint8Array(await input.file.arrayBuffer()),
    chosen: {
      name: input.name_field,
      description: input.description_field,
      address: input.address_field,
      opening_hours: input.opening_hours_field,
      phone: input.phone_field,
      website: input.website_field,
    },
    fallbackName: input.file.name.replace(/\.[^.]*$/, '').trim() || category.name,
    keepStored,
  };
  const { format, sourceCrs, fields, mapping, features } = await readInWorker<ReadPlan>(READ_WORKER, task);
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

export async function preview(deps: Deps, input: ImportInput): Promise<PreviewByKey> {
  return (await plan(deps, input, false)).preview;
}

/**
 * Every importable feature becomes a map in one transaction: a failure on any row leaves nothing behind.
 * Skipped features are the ones the preview showed as skipped. Each place gets its "created" entry in the
 * audit log, and the import one of its own naming the file and the counts, in the same transaction.
 */
export async function commit(deps: Deps, actor: Actor, input: ImportInput): Promise<ResultByKey> {
  const { features, preview: shown } = await plan(deps, input, true);
  const chosen = features.filter((feature) => feature.action === 'import' && feature.stored);
  if (chosen.length === 0) {
    throw badFile(msg('api_import_nothing'));
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
        opening_hours: feature.opening_hours,
        phone: feature.phone,
        website: feature.website,
        category_id: shown.category.id,
        status: input.status,
        image: null,
        latitude: placed.latitude,
        longitude: placed.longitude,
        ...geometryColumns(placed.geometry),
      });
    }
    return createMany(trx, actor, rows, {
      also: {
        table: 'maps',
        recordId: null,
        action: 'import',
        before: null,
        after: {
          file_name: shown.file_name,
          format: shown.format,
          category: shown.category,
          status: input.status,
          total: shown.total,
          created: rows.length,
          skipped: shown.skipped,
        } satisfies ImportRecord,
        label: shown.file_name,
      },
      refusedUnder: 'File',
    });
  });
  return {
    message: shown.skipped
      ? msg('api_import_done_skipped', {
          count: ids.length,
          category: shown.category.name,
          skipped: shown.skipped,
        })
      : msg('api_import_done', { count: ids.length, category: shown.category.name }),
    created: ids.length,
    skipped: shown.skipped,
    ids,
  };
}
