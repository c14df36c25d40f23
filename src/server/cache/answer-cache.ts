import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

export type ContentEncoding = 'br' | 'gzip';

export interface CachedAnswer<T> {
  value: T;
  /** The value as JSON text, serialised once for every reader. */
  json: string;
  etag: string;
  /** The JSON compressed once per encoding, on first demand. */
  encoded(encoding: ContentEncoding): Promise<Buffer>;
}

const compressors: Record<ContentEncoding, (data: string | Buffer) => Promise<Buffer>> = {
  // Quality 5 compresses a large answer in tens of milliseconds and lands within a few per cent of 11.
  br: (data) =>
    promisify(brotliCompress)(data, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
    }),
  gzip: (data) => promisify(gzip)(data, { level: 6 }),
};

/** Bytes compressed as every public answer is (the vector tiles use it for theirs). */
export function compress(data: string | Buffer, encoding: ContentEncoding): Promise<Buffer> {
  return compressors[encoding](data);
}

function answerOf<T>(value: T): CachedAnswer<T> {
  const json = JSON.stringify(value);
  const encodings = new Map<ContentEncoding, Promise<Buffer>>();
  return {
    value,
    json,
    etag: `"${createHash('sha256').update(json).digest('base64url').slice(0, 32)}"`,
    encoded(encoding) {
      let bytes = encodings.get(encoding);
      if (!bytes) {
        bytes = compressors[encoding](json);
        encodings.set(encoding, bytes);
      }
      return bytes;
    },
  };
}

/**
 * Where `remember` keeps a value. Each space keeps at most KEPT_MAX, oldest out first, so keys a client
 * can vary without end (OGC pages, exports) never push out the few every visitor needs (the first
 * picture, the index of places, the previews).
 */
export type KeptSpace = 'values' | 'pages' | 'tiles';

/** A value `remember` keeps: shared by its callers while it is computed, abandoned when they all left. */
interface Kept<T> {
  value: Promise<T>;
  controller: AbortController;
  /** Callers waiting that may still leave (infinite once one that cannot leave came). */
  waiting: number;
  settled: boolean;
}

interface Entry {
  answer: Promise<CachedAnswer<unknown>>;
  /** The answer, once it has arrived. */
  settled?: CachedAnswer<unknown>;
}

/**
 * Public answers (the map's categories, the settings) computed once and shared until the data under them
 * changes. A change is seen through `dataVersion`, a number the database's triggers move on every write to
 * what the public sees (the migration public-data-version): it is read every `checkEveryMs` in the
 * background, and before the next answer after a write through this server (`afterWrite`), so a writer
 * reads its own write. Reading one number replaces recomputing a large answer to find out whether it
 * changed (seconds of a busy server at 100 000 places, every few seconds, for every process). Writes
 * by anyone else (another server process, a restore, SQL by hand) show within `checkEveryMs`.
 */
export class AnswerCache {
  private readonly entries = new Map<string, Entry>();
  /** Answers dropped at the last change: one recomputed to the same JSON keeps its compressed bytes. */
  private readonly retired = new Map<string, CachedAnswer<unknown>>();
  /** Values `remember` keeps, by space, oldest first in each. */
  private readonly kept = new Map<KeptSpace, Map<string, Kept<unknown>>>();
  /** The version the answers were computed at or after; undefined until first read. */
  private known: unknown;
  private checkedAt = Number.NEGATIVE_INFINITY;
  private checking: Promise<void> | null = null;
  /** A check every reader waits for: the one after a write. */
  private verifying: Promise<void> | null = null;
  private written = false;

  constructor(
    private readonly checkEveryMs: number,
    private readonly dataVersion: () => Promise<unknown>,
    private readonly clock: () => number = Date.now,
  ) {}

  async get<T>(key: string, compute: () => Promise<T>): Promise<CachedAnswer<T>> {
    await this.current();
    const entry = this.entries.get(key) ?? this.store(key, compute);
    return entry.answer as Promise<CachedAnswer<T>>;
  }

  /**
   * A value made from the public data that is not an answer to serialise (a picture, an index), kept like
   * the answers until the data changes. At most KEPT_MAX of them: a caller may key them by user input
   * (one per linked place), so the oldest goes first.
   *
   * Concurrent callers share one computation. A caller that passes `signal` may leave (a client that went):
   * its own promise rejects, and once every caller of a computation still running has left, the
   * computation's own signal aborts and nothing is kept. A caller without a signal stays to the end.
   */
  async remember<T>(
    key: string,
    compute: (signal: AbortSignal) => Promise<T>,
    signal?: AbortSignal,
    space: KeptSpace = 'values',
  ): Promise<T> {
    await this.current();
    const values = this.space(space);
    let kept = values.get(key) as Kept<T> | undefined;
    if (!kept) kept = this.keep(values, space, key, compute);
    if (kept.settled) return kept.value;
    if (!signal) {
      kept.waiting = Number.POSITIVE_INFINITY;
      return kept.value;
    }
    return this.waitOrLeave(values, key, kept, signal);
  }

  /**
   * Whether `remember` would answer `key` from what it keeps (made, or being made) rather than start
   * anew: the caller counts the work it is about to ask for only then.
   */
  async holds(key: string, space: KeptSpace = 'values'): Promise<boolean> {
    await this.current();
    return this.space(space).has(key);
  }

  private space(space: KeptSpace): Map<string, Kept<unknown>> {
    let values = this.kept.get(space);
    if (!values) {
      values = new Map();
      this.kept.set(space, values);
    }
    return values;
  }

  private keep<T>(
    values: Map<string, Kept<unknown>>,
    space: KeptSpace,
    key: string,
    compute: (signal: AbortSignal) => Promise<T>,
  ): Kept<T> {
    const controller = new AbortController();
    const run = () => compute(controller.signal);
    const value = this.known === undefined ? (this.checking ?? this.newCheck()).then(run) : run();
    const kept: Kept<T> = { value, controller, waiting: 0, settled: false };
    if (values.size >= KEPT_MAX[space]) values.delete(values.keys().next().value!);
    values.set(key, kept as Kept<unknown>);
    value.then(
      () => {
        kept.settled = true;
      },
      () => {
        if (values.get(key) === kept) values.delete(key);
      },
    );
    return kept;
  }

  private waitOrLeave<T>(
    values: Map<string, Kept<unknown>>,
    key: string,
    kept: Kept<T>,
    signal: AbortSignal,
  ): Promise<T> {
    kept.waiting += 1;
    return new Promise<T>((resolve, reject) => {
      const leave = () => {
        kept.waiting -= 1;
        if (kept.waiting <= 0 && !kept.settled) {
          if (values.get(key) === kept) values.delete(key);
          kept.controller.abort();
        }
        reject(signal.reason ?? new Error('The caller left.'));
      };
      if (signal.aborted) return leave();
      signal.addEventListener('abort', leave, { once: true });
      kept.value.then(
        (value) => {
          signal.removeEventListener('abort', leave);
          resolve(value);
        },
        (error: unknown) => {
          signal.removeEventListener('abort', leave);
          reject(error);
        },
      );
    });
  }

  /** Waits for the check a write asked for, and starts a background check when one is due. */
  private async current(): Promise<void> {
    if (this.written) {
      this.written = false;
      const check = this.newCheck();
      this.verifying = check;
      void check.then(() => {
        if (this.verifying === check) this.verifying = null;
      });
    }
    if (this.verifying) await this.verifying;
    else if (!this.checking && this.clock() - this.checkedAt >= this.checkEveryMs) void this.newCheck();
  }

  /** Something was written: the next reader waits until the version has been read again. */
  afterWrite(): void {
    this.written = true;
  }

  /** A read of the version that starts after every earlier one has finished (it never rejects). */
  private newCheck(): Promise<void> {
    const check = (this.checking ?? Promise.resolve()).then(() => this.readVersion());
    this.checking = check;
    void check.then(() => {
      if (this.checking === check) this.checking = null;
    });
    return check;
  }

  private async readVersion(): Promise<void> {
    try {
      const version = await this.dataVersion();
      if (this.known !== undefined && version !== this.known) this.drop();
      this.known = version;
    } catch {
      // The answers stay until the database answers again: they are the best there is meanwhile.
    } finally {
      this.checkedAt = this.clock();
    }
  }

  private drop(): void {
    this.retired.clear();
    for (const [key, entry] of this.entries) if (entry.settled) this.retired.set(key, entry.settled);
    this.entries.clear();
    this.kept.clear();
  }

  private store(key: string, compute: () => Promise<unknown>): Entry {
    // Until a version is known, the data is read after one: an answer is never older than the version.
    const data = this.known === undefined ? (this.checking ?? this.newCheck()).then(compute) : compute();
    const entry: Entry = {
      answer: data.then((value) => {
        const fresh = answerOf(value);
        const old = this.retired.get(key);
        return old && old.etag === fresh.etag ? old : fresh;
      }),
    };
    this.entries.set(key, entry);
    // A failed computation is not kept. One still running at a change was dropped with the rest (its
    // waiting readers still get it), so it can no longer be the entry here.
    entry.answer.then(
      (answer) => {
        entry.settled = answer;
        if (this.entries.get(key) === entry) this.retired.delete(key);
      },
      () => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
      },
    );
    return entry;
  }
}

/**
 * Values `remember` keeps at once, per space: a linked place's preview picture is about 50 KB; a vector
 * tile at most 100 KB and mostly a few (512 of them: a phone's views of a village at every zoom).
 */
const KEPT_MAX: Record<KeptSpace, number> = { values: 64, pages: 64, tiles: 512 };

/** Reading the data version is one indexed row; every 2 s bounds how late another process's write shows. */
export const PUBLIC_CACHE_CHECK_MS = 2_000;
