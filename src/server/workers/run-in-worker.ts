import { type TransferListItem, Worker, type WorkerOptions } from 'node:worker_threads';
import { msg } from '../../shared/i18n/message.ts';
import { AppError } from '../errors.ts';
import type { TaskOutcome } from './serve-task.ts';
import { WorkGate } from './work-gate.ts';

/**
 * Workers running at once; later tasks wait their turn. Each worker is a thread busy on a CPU: with two,
 * a server on two cores still has time for its own event loop and PostgreSQL, and a burst of uploads
 * queues instead of multiplying memory (each worker may take MAX_WORKER_HEAP_MB).
 */
export const MAX_RUNNING_WORKERS = 2;

/**
 * The JavaScript heap one worker may use unless the task says otherwise. Measured: a 3.5 MB KMZ of 5,000
 * parcels of 200 points (25 MB of KML) reads in about 480 MB; a 40 MB KML would need gigabytes (a 64 MB
 * one took 2.8 GB) and its worker dies here with ERR_WORKER_OUT_OF_MEMORY instead of taking the server's
 * memory.
 */
export const MAX_WORKER_HEAP_MB = 512;

/**
 * A task stopped by a limit of the runner rather than by its own error: it ran past its deadline, its
 * worker ran out of heap, or its deadline passed while it still waited for a free worker ('queue').
 */
export class WorkerLimitError extends Error {
  constructor(
    readonly limit: 'deadline' | 'memory' | 'queue',
    message: string,
  ) {
    super(message);
    this.name = 'WorkerLimitError';
  }
}

/** Under tsx or Vitest this file is TypeScript; built by tsc it is JavaScript beside the others. */
const RUNS_TYPESCRIPT = import.meta.url.endsWith('.ts');

/**
 * A worker for an entry file named by its TypeScript URL. Node 20 does not pass `--import tsx` on to
 * workers, so under TypeScript a small script registers tsx's loader inside the worker first, then imports
 * the entry; built, the entry is the .js file tsc wrote beside it.
 */
function spawn(entry: URL, options: WorkerOptions): Worker {
  if (!RUNS_TYPESCRIPT) return new Worker(new URL(entry.href.replace(/\.ts$/, '.js')), options);
  const tsx = import.meta.resolve('tsx/esm/api');
  const load = `import(${JSON.stringify(tsx)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(entry.href)}); });`;
  return new Worker(load, { ...options, eval: true });
}

/** A worker's slot: MAX_RUNNING_WORKERS at once, the rest in line (however many: each has a deadline). */
const WORKERS = new WorkGate(MAX_RUNNING_WORKERS, Number.POSITIVE_INFINITY, msg('api_server_busy'));

/** The error a failed outcome stands for, built again on this side (also used by the picture pool). */
export function revive(outcome: Exclude<TaskOutcome, { kind: 'value' }>): Error {
  if (outcome.kind === 'app-error') {
    return new AppError(outcome.code, outcome.said, outcome.errors, outcome.retryAfterSeconds);
  }
  const error = new Error(outcome.message);
  error.name = outcome.name;
  if (outcome.stack) error.stack = outcome.stack;
  return error;
}

function workerFailure(error: unknown, heapMb: number): Error {
  if ((error as { code?: unknown } | null)?.code === 'ERR_WORKER_OUT_OF_MEMORY') {
    return new WorkerLimitError('memory', `The task needed more than ${heapMb} MB of memory.`);
  }
  return error instanceof Error ? error : new Error(String(error));
}

export interface WorkerTaskOptions {
  /** From the call, queueing included: past it the worker is ended and the call rejects. */
  deadlineMs: number;
  /** Buffers in `input` to move to the worker rather than copy; they are unusable here afterwards. */
  transfer?: readonly TransferListItem[];
  /** The worker's JavaScript heap; MAX_WORKER_HEAP_MB by default. */
  heapMb?: number;
}

/**
 * Runs the entry file (a module that calls `serveTask`, given by the URL of its .ts source) on a thread
 * of its own with `input` as its workerData, and answers its value. An AppError thrown there is thrown
 * here as the same AppError; a deadline passed or the heap limit reached rejects with WorkerLimitError.
 */
export function runInWorker<Output>(entry: URL, input: unknown, options: WorkerTaskOptions): Promise<Output> {
  const heapMb = options.heapMb ?? MAX_WORKER_HEAP_MB;
  return new Promise<Output>((resolve, reject) => {
    let worker: Worker | undefined;
    let settled = false;
    const settle = (finish: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      finish();
    };
    const waitedOut = new AbortController();
    const timer = setTimeout(() => {
      const error = worker
        ? new WorkerLimitError('deadline', `The task ran past its deadline of ${options.deadlineMs} ms.`)
        : new WorkerLimitError(
            'queue',
            `No worker was free within the deadline of ${options.deadlineMs} ms.`,
          );
      if (worker) void worker.terminate();
      else waitedOut.abort(error);
      settle(() => reject(error));
    }, options.deadlineMs);
    // The slot is held until the worker has exited, not only until it answered.
    const run = () =>
      new Promise<void>((exited) => {
        // Its deadline passed in the moment between its turn and now.
        if (settled) return exited();
        try {
          worker = spawn(entry, {
            workerData: input,
            transferList: [...(options.transfer ?? [])],
            resourceLimits: { maxOldGenerationSizeMb: heapMb },
          });
        } catch (error) {
          settle(() => reject(error));
          exited();
          return;
        }
        const started = worker;
        started.once('message', (outcome: TaskOutcome) => {
          // The value is handed on in the event loop's next turn: rebuilding a large one from the message took
          // this turn, and checking and sending it should not be added to it while others wait.
          settle(() =>
            outcome.kind === 'value'
              ? setImmediate(() => resolve(outcome.value as Output))
              : reject(revive(outcome)),
          );
          void started.terminate();
        });
        started.once('error', (error) => settle(() => reject(workerFailure(error, heapMb))));
        started.once('exit', (code) => {
          exited();
          settle(() => reject(new Error(`The worker thread stopped (exit code ${code}) without an answer.`)));
        });
      });
    WORKERS.run(run, waitedOut.signal).catch(() => {
      // Left the line at its deadline: the timer has said so.
    });
  });
}
