import { msg } from '../../../shared/i18n/message.ts';
import {
  type ImportFormat,
  type ImportMapping,
  MAX_IMPORT_FEATURES,
} from '../../../shared/schemas/transfer.ts';
import { attributeNames, resolveMapping } from './import-mapping.ts';
import { type PlannedFeature, planImport } from './import-plan.ts';
import { readImportFile } from './read/read-file.ts';
import { badFile, tooManyFeatures } from './read/source.ts';

/** Everything the reading needs, as plain data: it runs in a worker thread (read-worker.ts). */
export interface ReadTask {
  fileName: string;
  bytes: Uint8Array<ArrayBuffer>;
  /** The caller's attribute choices: absent means "guess", '' means "none". */
  chosen: Partial<Record<keyof ImportMapping, string | undefined>>;
  /** The name of a feature whose own name is empty, before its number. */
  fallbackName: string;
  /**
   * Whether the answer keeps each feature's full-precision geometry (`stored`), which only an import
   * writes. A preview leaves it here: the answer crosses to the server's thread object by object, and
   * thousands of parcels twice over held that thread past the health budget.
   */
  keepStored: boolean;
}

export interface ReadPlan {
  format: ImportFormat;
  sourceCrs: string;
  fields: string[];
  mapping: ImportMapping;
  features: PlannedFeature[];
}

/** Reads the file and decides each feature's fate: all the work on the file's content, none on the database. */
export async function readAndPlan(task: ReadTask): Promise<ReadPlan> {
  const read = await readImportFile(task.fileName, task.bytes);
  if (read.features.length === 0) throw badFile(msg('api_import_no_features'));
  if (read.features.length > MAX_IMPORT_FEATURES) throw tooManyFeatures(read.features.length);
  const fields = attributeNames(read.features);
  const mapping = resolveMapping(fields, task.chosen);
  const planned = planImport(read.features, mapping, task.fallbackName);
  const features = task.keepStored ? planned : planned.map((feature) => ({ ...feature, stored: null }));
  return { format: read.format, sourceCrs: read.crs, fields, mapping, features };
}
