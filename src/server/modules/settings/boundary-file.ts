import type { BoundaryFile, BoundaryFileInput } from '../../../shared/schemas/settings.ts';
import type { Deps } from '../../deps.ts';
import { assertUploadSize, readInWorker } from '../transfer/read-in-worker.ts';
import type { BoundaryFileRead, BoundaryFileTask } from './read-boundary-file.ts';

const WORKER = new URL('./boundary-file-worker.ts', import.meta.url);

/**
 * The polygons of an uploaded boundary file, read like a map import (same size limit, worker, deadline and
 * readers); nothing is saved; the settings form saves the one the user takes.
 */
export async function boundaryFromFile(deps: Deps, input: BoundaryFileInput): Promise<BoundaryFile> {
  assertUploadSize(input.file, deps.config.maxUploadBytes);
  const task: BoundaryFileTask = {
    fileName: input.file.name,
    bytes: new Uint8Array(await input.file.arrayBuffer()),
  };
  const read = await readInWorker<BoundaryFileRead>(WORKER, task);
  return {
    file_name: input.file.name,
    format: read.format,
    source_crs: read.sourceCrs,
    candidates: read.candidates,
    left_out: read.leftOut,
  };
}
