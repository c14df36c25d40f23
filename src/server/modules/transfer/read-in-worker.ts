import { msg } from '../../../shared/i18n/message.ts';
import { AppError } from '../../errors.ts';
import { runInWorker, WorkerLimitError } from '../../workers/run-in-worker.ts';
import { badFile } from './read/source.ts';

/**
 * How long reading a file may take, queueing for a worker included. A hostile upload must end within
 * 10 s with a clear answer; 8 s leaves room for receiving it and answering. Real village files are read
 * in well under a second.
 */
export const READ_DEADLINE_MS = 8_000;

/** Whoever holds the readers lets go within one deadline. */
const BUSY_RETRY_AFTER_SECONDS = Math.ceil(READ_DEADLINE_MS / 1000);

/** An uploaded file larger than the server takes (MAX_UPLOAD_MB): refused before a byte is read. */
export function assertUploadSize(file: File, limit: number): void {
  if (file.size <= limit) return;
  const message = msg('api_file_too_large', { megabytes: Math.round(limit / 1024 / 1024) });
  throw new AppError('PAYLOAD_TOO_LARGE', message, { File: message });
}

/**
 * Reading, unzipping, parsing, reprojecting and checking every geometry run in a worker thread (`entry`),
 * so that no file, however built, holds the event loop that answers everyone else. The file's bytes are
 * moved to the worker, not copied. Used by the map import and by the settings' boundary from a file.
 */
export async function readInWorker<T>(entry: URL, task: { bytes: Uint8Array<ArrayBuffer> }): Promise<T> {
  try {
    return await runInWorker<T>(entry, task, {
      deadlineMs: READ_DEADLINE_MS,
      transfer: [task.bytes.buffer],
    });
  } catch (error) {
    if (!(error instanceof WorkerLimitError)) throw error;
    switch (error.limit) {
      case 'deadline':
        throw badFile(
          // The catalogue says READ_DEADLINE_MS in words: 8 s.
          msg('api_import_read_timeout'),
        );
      case 'memory':
        throw badFile(msg('api_import_read_memory'));
      case 'queue':
        // The file was never looked at: calling it too complex would blame it for other people's uploads.
        throw new AppError('UNAVAILABLE', msg('api_import_busy'), undefined, BUSY_RETRY_AFTER_SECONDS);
    }
  }
}
