import { parentPort, workerData } from 'node:worker_threads';
import type { AppErrorCode, FieldErrors } from '../../shared/errors.ts';
import { AppError } from '../errors.ts';

/**
 * What a task's worker posts back, once. Structured cloning keeps an Error's message but drops its own
 * fields, so an AppError travels as its parts and is built again on the other side.
 */
export type TaskOutcome =
  | { kind: 'value'; value: unknown }
  | {
      kind: 'app-error';
      code: AppErrorCode;
      message: string;
      errors: FieldErrors | undefined;
      retryAfterSeconds: number | undefined;
    }
  | { kind: 'error'; name: string; message: string; stack: string | undefined };

/** An error as an outcome that survives structured cloning (also used by the picture processes). */
export function outcomeOfError(error: unknown): TaskOutcome {
  if (error instanceof AppError) {
    const { code, message, errors, retryAfterSeconds } = error;
    return { kind: 'app-error', code, message, errors, retryAfterSeconds };
  }
  const { name, message, stack } = error instanceof Error ? error : new Error(String(error));
  return { kind: 'error', name, message, stack };
}

/**
 * The body of a worker entry file: runs `task` on the data the worker was started with and posts the
 * outcome to `runInWorker` (run-in-worker.ts). The worker ends when its event loop is empty, or is
 * ended by the runner once the answer arrived.
 */
export function serveTask<Input, Output>(task: (input: Input) => Output | Promise<Output>): void {
  const port = parentPort;
  if (!port) throw new Error('serveTask runs only inside a worker thread.');
  Promise.resolve()
    .then(() => task(workerData as Input))
    .then((value) => port.postMessage({ kind: 'value', value } satisfies TaskOutcome))
    // Also reached when the value cannot be cloned: the caller gets that error instead of no answer.
    .catch((error: unknown) => port.postMessage(outcomeOfError(error)));
}
