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

const compressors: Record<ContentEncoding, (json: string) => Promise<Buffer>> = {
  // Quality 5 compresses a large answer in tens of milliseconds and lands within a few per cent of 11.
  br: (json) =>
    promisify(brotliCompress)(json, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: json.length },
    }),
  gzip: (json) => promisify(gzip)(json, { level: 6 }),
};

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

interface Entry {
  storedAt: number;
  answer: Promise<CachedAnswer<unknown>>;
  /** The answer arrived (a pending one is shared, never recomputed). */
  settled: boolean;
  /** A newer answer is being computed while this one is still served. */
  refreshing: boolean;
}

/**
 * Public answers (the map's categories, the settings) computed once and shared until something changes.
 * Every successful mutation clears it; the time limit bounds staleness when several server processes share
 * one database, or when the data is changed outside the API. Past the time limit the old answer is still
 * served while one newer one is computed (stale-while-revalidate): otherwise every request arriving during
 * the recomputation of a large answer (a second or more at 100 000 places) would wait for it, every few
 * seconds, under load (issue 7's p99 budget).
 */
export class AnswerCache {
  private readonly entries = new Map<string, Entry>();
  private generation = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly clock: () => number = Date.now,
  ) {}

  get<T>(key: string, compute: () => Promise<T>): Promise<CachedAnswer<T>> {
    const now = this.clock();
    const entry = this.entries.get(key);
    if (entry && (now - entry.storedAt < this.ttlMs || !entry.settled || entry.refreshing))
      return entry.answer as Promise<CachedAnswer<T>>;
    if (entry) {
      this.refresh(key, entry, compute, now);
      return entry.answer as Promise<CachedAnswer<T>>;
    }
    return this.store(key, compute, now).answer as Promise<CachedAnswer<T>>;
  }

  invalidate(): void {
    this.generation++;
    this.entries.clear();
  }

  private store(key: string, compute: () => Promise<unknown>, now: number): Entry {
    const generation = this.generation;
    const entry: Entry = {
      storedAt: now,
      answer: compute().then(answerOf),
      settled: false,
      refreshing: false,
    };
    this.entries.set(key, entry);
    // A failed computation is not kept, and one that raced an invalidation is not kept either.
    entry.answer.then(
      () => {
        entry.settled = true;
        if (generation !== this.generation && this.entries.get(key) === entry) this.entries.delete(key);
      },
      () => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
      },
    );
    return entry;
  }

  private refresh(key: string, stale: Entry, compute: () => Promise<unknown>, now: number): void {
    stale.refreshing = true;
    const generation = this.generation;
    compute()
      .then(answerOf)
      .then(
        async (answer) => {
          if (generation !== this.generation || this.entries.get(key) !== stale) return;
          // Unchanged data keeps the old answer and with it the compressed bytes, sparing a recompression.
          const previous = await stale.answer;
          if (generation !== this.generation || this.entries.get(key) !== stale) return;
          this.entries.set(key, {
            storedAt: now,
            answer: Promise.resolve(previous.etag === answer.etag ? previous : answer),
            settled: true,
            refreshing: false,
          });
        },
        // The next request computes afresh and meets the error itself, rather than old data for ever.
        () => {
          if (this.entries.get(key) === stale) this.entries.delete(key);
        },
      );
  }
}

export const PUBLIC_CACHE_TTL_MS = 5_000;
