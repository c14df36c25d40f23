import { fileURLToPath } from 'node:url';
import Tinypool from 'tinypool';
import { AppError } from '../errors.ts';
import { revive } from '../workers/run-in-worker.ts';
import type { TaskOutcome } from '../workers/serve-task.ts';
import type { PictureTasks } from './picture-tasks.ts';

/**
 * A small pool of processes of our own for every picture the server draws or re-encodes (link previews,
 * app icons, uploads), decision 0030. In a process, libvips uses that process's threads, not the server's
 * libuv threadpool that argon2 and file I/O need; and a process can be ended, which a libvips operation
 * running on a thread cannot. So a task has a deadline, is ended when everyone waiting for it has gone
 * (`signal`), and `close()` ends whatever runs, so a shutdown never waits for a picture.
 */

/** Processes at most, each drawing with one libvips thread: a preview of the village and one of a place at once. Started on demand, ended when idle. */
export const PICTURE_PROCESSES = 2;
/** Tasks waiting for a process beyond which the next is refused at once (503): a burst queues, a flood does not. */
export const PICTURE_QUEUE_MAX = 32;
/** An idle process is ended after this: a village shares a preview a few times a day. */
const IDLE_MS = 60_000;

export class PictureLimitError extends AppError {
  constructor(message: string) {
    super('UNAVAILABLE', message, undefined, 10);
  }
}

/** Under tsx or Vitest this file is TypeScript; built by tsc it is JavaScript beside the others. */
const RUNS_TYPESCRIPT = import.meta.url.endsWith('.ts');
const TASKS_FILE = fileURLToPath(
  new URL(`./picture-tasks.${RUNS_TYPESCRIPT ? 'ts' : 'js'}`, import.meta.url),
);

type Input<K extends keyof PictureTasks> = Parameters<PictureTasks[K]>[0];

export interface PictureRun {
  /** From the call, waiting for a process included. */
  deadlineMs: number;
  /** Aborted: the task is dropped from the queue, or its process ended. */
  signal?: AbortSignal;
}

export class PicturePool {
  private readonly pool: Tinypool;
  private closed = false;

  constructor() {
    this.pool = new Tinypool({
      filename: TASKS_FILE,
      runtime: 'child_process',
      minThreads: 0,
      maxThreads: PICTURE_PROCESSES,
      idleTimeout: IDLE_MS,
      // Buffers cross as bytes, not as JSON arrays of numbers.
      serialization: 'advanced',
      // Node 20 does not carry tsx's loader into a child it did not start itself.
      execArgv: RUNS_TYPESCRIPT ? ['--import', import.meta.resolve('tsx/esm')] : [],
      env: { ...process.env, UV_THREADPOOL_SIZE: '2' },
    } as ConstructorParameters<typeof Tinypool>[0]);
  }

  async run<K extends keyof PictureTasks, T>(task: K, input: Input<K>, options: PictureRun): Promise<T> {
    if (this.closed) throw new PictureLimitError('The server is stopping; try again in a moment.');
    if (this.pool.queueSize >= PICTURE_QUEUE_MAX)
      throw new PictureLimitError('The server is drawing many pictures; try again in a moment.');
    const stop = new AbortController();
    const timer = setTimeout(() => stop.abort('deadline'), options.deadlineMs);
    const onAbort = () => stop.abort('abandoned');
    options.signal?.addEventListener('abort', onAbort, { once: true });
    if (options.signal?.aborted) stop.abort('abandoned');
    try {
      const outcome = (await this.pool.run(input, { name: task, signal: stop.signal })) as TaskOutcome;
      if (outcome.kind !== 'value') throw revive(outcome);
      return outcome.value as T;
    } catch (error) {
      if (error instanceof AppError) throw error;
      if (stop.signal.aborted && stop.signal.reason === 'deadline')
        throw new PictureLimitError(`Drawing the picture took longer than ${options.deadlineMs / 1000} s.`);
      if (stop.signal.aborted) throw new PictureLimitError('The picture was no longer wanted.');
      if (this.closed) throw new PictureLimitError('The server is stopping; try again in a moment.');
      throw error;
    } finally {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onAbort);
    }
  }

  /** Ends every process, running or idle; later calls are refused. */
  async close(): Promise<void> {
    this.closed = true;
    await this.pool.destroy();
  }
}
