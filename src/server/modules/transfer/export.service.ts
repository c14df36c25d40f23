import type { ExportFormat } from '../../../shared/export-formats.ts';
import { roundCoordinates } from '../../../shared/geo/round.ts';
import type { PetaGeometry } from '../../../shared/geo/types.ts';
import type { AdminExportInput, FileOutput } from '../../../shared/schemas/transfer.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { runInWorker } from '../../workers/run-in-worker.ts';
import { rememberCharged } from '../anonymous-limits/anonymous-limits.ts';
import { findCategory } from '../categories/categories.service.ts';
import { publicAnswer } from '../public/public.service.ts';
import { type ExportFilter, mapsForExport } from './transfer.repository.ts';
import { exportFile, type PublicExportTask } from './write/export-file.ts';

/** Six decimals, about 11 cm: the same precision as the public map. */
export const EXPORT_DECIMALS = 6;

const EXPORT_WORKER = new URL('./export-worker.ts', import.meta.url);
/** Writing 5,000 places' file takes under half a second; a worker waits for a free slot first. */
const EXPORT_DEADLINE_MS = 30_000;

/**
 * What the public may download: active maps only. Made once per version of the data and kind of file
 * (kept beside the public answers), from the public map's own answer, in a worker thread: an export of
 * 5,000 places cost the event loop 356 to 436 ms. A client that asks for a file not kept yet is counted
 * against its limit first (anonymous-limits).
 */
export async function publicExport(
  deps: Deps,
  input: { format: ExportFormat; category_id?: number | undefined },
  address: string,
): Promise<FileOutput> {
  const categories = await publicAnswer(deps, 'public.categories');
  if (input.category_id !== undefined && !categories.value.data.some(({ id }) => id === input.category_id))
    throw AppError.notFound('api_category_not_found');
  const key = `public.export:${input.format}:${input.category_id ?? ''}`;
  return rememberCharged(deps, address, 'export', key, async () => {
    const task: PublicExportTask = {
      categoriesJson: categories.json,
      format: input.format,
      categoryId: input.category_id,
    };
    const file = await runInWorker<FileOutput | null>(EXPORT_WORKER, task, {
      deadlineMs: EXPORT_DEADLINE_MS,
    });
    // The data changed between the check and the worker's reading.
    if (!file) throw AppError.notFound('api_category_not_found');
    return file;
  });
}

/** The back office's download: inactive maps too, with the status as an attribute. */
export async function adminExport(deps: Deps, input: AdminExportInput): Promise<FileOutput> {
  const status = input.status === 'all' ? undefined : input.status;
  const filter: ExportFilter = { categoryId: input.category_id, status };
  let category: string | undefined;
  if (filter.categoryId !== undefined) {
    const found = await findCategory(deps.db, filter.categoryId);
    if (!found) throw AppError.notFound('api_category_not_found');
    category = found.name;
  }
  const rows = await mapsForExport(deps.db, filter);
  const features = rows.map((row) => ({
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    address: row.address,
    opening_hours: row.opening_hours,
    phone: row.phone,
    website: row.website,
    category: row.category_name,
    status: row.status,
    geometry: row.geometry ? roundCoordinates(row.geometry as PetaGeometry, EXPORT_DECIMALS) : null,
  }));
  return exportFile(input.format, features, category);
}
