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

/**
 * Public answers (the map's categories, the settings) computed once and shared until something changes.
 * Every successful mutation clears it; the time limit bounds staleness when several server processes share
 * one database, or when the data is changed outside the API.
 */
export class AnswerCache {
  private readonly entries = new Map<string, { storedAt: number; answer: Promise<CachedAnswer<unknown>> }>();
  private generation = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly clock: () => number = Date.now,
  ) {}

  get<T>(key: string, compute: () => Promise<T>): Promise<CachedAnswer<T>> {
    const now = this.clock();
    const entry = this.entries.get(key);
    if (entry && now - entry.storedAt < this.ttlMs) return entry.answer as Promise<CachedAnswer<T>>;
    const generation = this.generation;
    const answer = compute().then(answerOf);
    this.entries.set(key, { storedAt: now, answer });
    // A failed computation is not kept, and one that raced an invalidation is not kept either.
    answer.then(
      () => {
        if (generation !== this.generation) this.entries.delete(key);
      },
      () => this.entries.delete(key),
    );
    return answer;
  }

  invalidate(): void {
    this.generation++;
    this.entries.clear();
  }
}

export const PUBLIC_CACHE_TTL_MS = 5_000;
