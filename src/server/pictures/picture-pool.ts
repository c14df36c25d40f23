import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Tinypool from 'tinypool';
import { type Message, msg } from '../../shared/i18n/message.ts';
import { AppError } from '../errors.ts';
import { revive } from '../workers/run-in-worker.ts';
import type { TaskOutcome } from '../workers/serve-task.ts';
import { WorkGate } from '../workers/work-gate.ts';
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
/**
 * Tasks waiting for a process beyond which the next is refused at once (503): a burst queues, a flood does
 * not, and no task waits so long that its deadline ends it in its turn (ending a process costs a new one).
 */
export const PICTURE_QUEUE_MAX = 6;
/** Shared files kept: the public map's answer and settings of the current version, and of the one before. */
const SHARED_FILES = 4;
/**
 * A process once started stays until the server stops: starting one forks the server, which cost its thread
 * 150 ms and more at 5,000 places (the largest timer Node keeps; an idle process holds about 60 MB).
 */
const IDLE_MS = 2 ** 31 - 1;

const STOPPING = msg('api_server_restarting');
const BUSY = msg('api_server_busy');
/** Never read by anyone: its caller has gone. */
const NOT_WANTED = 'The picture was no longer wanted.';

export class PictureLimitError extends AppError {
  constructor(message: Message | string) {
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
  /** For the drawing itself, from the moment a process takes the task. */
  deadlineMs: number;
  /** Aborted: the task is dropped from the queue, or its process ended. */
  signal?: AbortSignal;
}

export class PicturePool {
  /** Made at the first task; a server that never draws starts no process. */
  private started: Tinypool | undefined;
  private closed = false;
  /** A turn in a process: PICTURE_PROCESSES at once, PICTURE_QUEUE_MAX waiting, 503 past that. */
  private readonly turns = new WorkGate(PICTURE_PROCESSES, PICTURE_QUEUE_MAX, BUSY);
  /** The folder of the texts handed to the processes as files (`shared`), made on first use. */
  private folder: Promise<string> | undefined;
  /** Files written, newest last: name to its path. */
  private readonly files = new Map<string, Promise<string>>();

  /** `onProcessError`: a process ended by itself (the pool starts another), for the log. */
  constructor(private readonly onProcessError: (error: unknown) => void = () => {}) {}

  /**
   * The processes, all started together at the first task (a village's first preview is drawn while the
   * second process starts) and kept until the server stops (IDLE_MS).
   */
  private get pool(): Tinypool {
    if (this.started) return this.started;
    this.started = new Tinypool({
      filename: TASKS_FILE,
      runtime: 'child_process',
      minThreads: PICTURE_PROCESSES,
      maxThreads: PICTURE_PROCESSES,
      idleTimeout: IDLE_MS,
      // Buffers cross as bytes, not as JSON arrays of numbers.
      serialization: 'advanced',
      // Node 20 does not carry tsx's loader into a child it did not start itself.
      execArgv: RUNS_TYPESCRIPT ? ['--import', import.meta.resolve('tsx/esm')] : [],
      env: { ...process.env, UV_THREADPOOL_SIZE: '2' },
    } as ConstructorParameters<typeof Tinypool>[0]);
    // A process that ends by itself (killed from outside, out of memory) is an 'error' of the pool, which
    // unheard would end the server; the pool starts another in its place.
    this.started.on('error', (error: unknown) => {
      if (!this.closed) this.onProcessError(error);
    });
    return this.started;
  }

  /**
   * Runs `task` in a process. Waiting for a free process is done here, not in the pool, so that the deadline
   * counts the drawing alone: a task ended by its deadline ends its process, and starting another costs the
   * server's thread a fork of itself (spawns were 600 ms of its time in 8 s of eight clients' previews).
   */
  run<K extends keyof PictureTasks, T>(task: K, input: Input<K>, options: PictureRun): Promise<T> {
    if (this.closed) return Promise.reject(new PictureLimitError(STOPPING));
    return this.turns.run(() => this.runNow<K, T>(task, input, options));
  }

  private async runNow<K extends keyof PictureTasks, T>(
    task: K,
    input: Input<K>,
    options: PictureRun,
  ): Promise<T> {
    if (this.closed) throw new PictureLimitError(STOPPING);
    if (options.signal?.aborted) throw new PictureLimitError(NOT_WANTED);
    const stop = new AbortController();
    const timer = setTimeout(() => stop.abort('deadline'), options.deadlineMs);
    const onAbort = () => stop.abort('abandoned');
    options.signal?.addEventListener('abort', onAbort, { once: true });
    let outcome: TaskOutcome;
    try {
      outcome = (await this.pool.run(input, { name: task, signal: stop.signal })) as TaskOutcome;
    } catch (error) {
      // The task did not finish in its process: ended by us (deadline, nobody waiting, shutdown), or the
      // process ended by itself (killed from outside); the pool starts another. Try again later.
      if (this.closed) throw new PictureLimitError(STOPPING);
      if (stop.signal.reason === 'abandoned') throw new PictureLimitError(NOT_WANTED);
      if (stop.signal.reason !== 'deadline') this.onProcessError(error);
      throw new PictureLimitError(BUSY);
    } finally {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onAbort);
    }
    // What the task itself threw: an AppError (an unreadable upload) as it was, anything else a fault.
    if (outcome.kind !== 'value') throw revive(outcome);
    return outcome.value as T;
  }

  /**
   * A text the processes read often (the public answer a picture is drawn from: megabytes for a large
   * village) as a file, written once per `name` (a version's ETag): sending it with every task cost the
   * server's thread a copy through the pipe each time (483 ms of writes in 8 s of previews), while a
   * process reads the file by itself and keeps what it made of it. The newest SHARED_FILES are kept.
   */
  shared(name: string, text: string): Promise<string> {
    const known = this.files.get(name);
    if (known) return known;
    this.folder ??= mkdtemp(path.join(tmpdir(), 'petadesa-pictures-'));
    const file = this.folder.then(async (folder) => {
      // A name of its own each time: a version that comes back is never written where an older copy is
      // still being removed.
      const where = path.join(folder, `${randomUUID()}.json`);
      await writeFile(where, text);
      return where;
    });
    this.files.set(name, file);
    file.catch(() => this.files.delete(name));
    while (this.files.size > SHARED_FILES) {
      const [oldest, old] = this.files.entries().next().value!;
      this.files.delete(oldest);
      void old.then((where) => rm(where, { force: true })).catch(() => {});
    }
    return file;
  }

  /** Ends every process, running or idle, and removes the shared files; later calls are refused. */
  async close(): Promise<void> {
    this.closed = true;
    await this.started?.destroy();
    if (this.folder) await rm(await this.folder, { recursive: true, force: true }).catch(() => {});
  }
}
