import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import type { AppErrorCode } from '../../shared/errors.ts';
import type { Message } from '../../shared/i18n/message.ts';
import { AppError, type FieldMessages } from '../errors.ts';

/**
 * What a task's worker posts back, once. Structured cloning keeps an Error's message but drops its own
 * fields, so an AppError travels as its parts and is built again on the other side.
 */
export type TaskOutcome =
  | { kind: 'value'; value: unknown }
  | {
      kind: 'app-error';
      code: AppErrorCode;
      said: Message | string;
      errors: FieldMessages | undefined;
      retryAfterSeconds: number | undefined;
    }
  | { kind: 'error'; name: string; message: string; stack: string | undefined };

/** An error as an outcome that survives structured cloning (also used by the picture processes). */
export function outcomeOfError(error: unknown): TaskOutcome {
  if (error instanceof AppError) {
    const { code, said, errors, retryAfterSeconds } = error;
    return { kind: 'app-error', code, said, errors, retryAfterSeconds };
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
  giveWayToTheServer();
  Promise.resolve()
    .then(() => task(workerData as Input))
    .then((value) => port.postMessage({ kind: 'value', value } satisfies TaskOutcome))
    // Also reached when the value cannot be cloned: the caller gets that error instead of no answer.
    .catch((error: unknown) => port.postMessage(outcomeOfError(error)));
}

/**
 * Lowers the calling thread's scheduling priority (on Linux, setpriority on the calling thread only), so that
 * on a busy machine the server's own thread, which answers everyone, runs first and this work takes what is
 * left: a worker reading an import or writing an export, a process drawing a picture. Where the system
 * refuses, the work runs as it is.
 */
export function giveWayToTheServer(): void {
  try {
    setPriority(WORKER_NICENESS);
  } catch {
    // Not allowed here: no harm, only no help.
  }
}

/**
 * Nice 5: a third of the server thread's share of a busy core (Linux's CFS weights 335 against 1024). Nice 10
 * (110) starved the link preview: four previews of a 20,000-position zigzag took 1.5 s instead of 0.7 s.
 */
const WORKER_NICENESS = 5;
