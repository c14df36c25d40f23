import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ContentEncoding } from '../cache/answer-cache.ts';

/**
 * The built client held in memory: a few megabytes, read once at start. A page of the map asks for three
 * dozen files at once; read from disk on each request (open, stat, stream) every one cost the server's
 * single thread about 2 ms, which the browser waited for in turn.
 */

interface Variant {
  body: Buffer;
  etag: string;
}

export interface ClientFile {
  type: string;
  /** The file as it is, and the build's compressed copies of it (scripts/build/precompress-plugin.ts). */
  variants: { identity: Variant } & Partial<Record<ContentEncoding, Variant>>;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

const SUFFIXES: Record<string, ContentEncoding> = { '.br': 'br', '.gz': 'gzip' };

const variantOf = (body: Buffer): Variant => ({
  body,
  etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
});

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter(
      (file) =>
        !path
          .relative(dir, file)
          .split(path.sep)
          .some((part) => part.startsWith('.')),
    );
}

/** Every file of the build by its URL path (`/assets/index-abc.js`), with its compressed copies. */
export async function loadClientFiles(clientDir: string): Promise<Map<string, ClientFile>> {
  const files = new Map<string, ClientFile>();
  const compressed: { url: string; plain: string; encoding: ContentEncoding; body: Buffer }[] = [];
  for (const file of await filesUnder(clientDir)) {
    const url = `/${path.relative(clientDir, file).split(path.sep).join('/')}`;
    const body = await readFile(file);
    const encoding = SUFFIXES[path.extname(url)];
    if (encoding) {
      compressed.push({ url, plain: url.slice(0, -path.extname(url).length), encoding, body });
      continue;
    }
    const type = TYPES[path.extname(url).toLowerCase()] ?? 'application/octet-stream';
    files.set(url, { type, variants: { identity: variantOf(body) } });
  }
  for (const { url, plain, encoding, body } of compressed) {
    const file = files.get(plain);
    // A .br or .gz of its own (no plain file beside it) is an ordinary file.
    if (file) file.variants[encoding] = variantOf(body);
    else files.set(url, { type: 'application/octet-stream', variants: { identity: variantOf(body) } });
  }
  return files;
}
