import type { Kysely } from 'kysely';
import {
  type ImportInput,
  type ImportPreview,
  MAX_IMPORT_FEATURES,
} from '../../../shared/schemas/transfer.ts';
import { nextFreeSlug, slugify } from '../../../shared/slug.ts';
import type { DB } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { findCategory } from '../categories/categories.repository.ts';
import { geometryColumns, place } from '../maps/map-geometry.ts';
import { insertMaps, type NewMapRow, slugsLike } from '../maps/maps.repository.ts';
import { attributeNames, resolveMapping } from './import-mapping.ts';
import { type PlannedFeature, planImport } from './import-plan.ts';
import { readImportFile } from './read/read-file.ts';
import { badFile } from './read/source.ts';

const count = (n: number) => n.toLocaleString('en-US');

interface Plan {
  preview: ImportPreview;
  features: PlannedFeature[];
}

/** Reads the upload and decides each feature's fate; nothing is written. */
async function plan(deps: Deps, input: ImportInput): Promise<Plan> {
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
  const read = await readImportFile(input.file.name, new Uint8Array(await input.file.arrayBuffer()));
  if (read.features.length === 0) throw badFile('The file holds no features.');
  if (read.features.length > MAX_IMPORT_FEATURES) {
    throw badFile(
      `The file holds ${count(read.features.length)} features; at most ${count(MAX_IMPORT_FEATURES)} can be imported at once. Split it into smaller files.`,
    );
  }
  const fields = attributeNames(read.features);
  const mapping = resolveMapping(fields, {
    name: input.name_field,
    description: input.description_field,
    address: input.address_field,
  });
  const fallback = input.file.name.replace(/\.[^.]*$/, '').trim() || category.name;
  const features = planImport(read.features, mapping, fallback);
  const importable = features.filter((feature) => feature.action === 'import').length;
  return {
    features,
    preview: {
      format: read.format,
      file_name: input.file.name,
      source_crs: read.crs,
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
  return (await plan(deps, input)).preview;
}

/** Slugs chosen inside one import: each base is looked up once, then tracked in memory. */
async function slugPicker(db: Kysely<DB>) {
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
  const { features, preview: shown } = await plan(deps, input);
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
