import { crc32 } from 'node:zlib';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { msg } from '../../../../shared/i18n/message.ts';
import { AppError } from '../../../errors.ts';
import { badFile } from './source.ts';

/** Unpacked size limit, so a small zip cannot expand into gigabytes in memory. */
export const MAX_UNZIPPED_BYTES = 64 * 1024 * 1024;

export const isZip = (bytes: Uint8Array) => bytes[0] === 0x50 && bytes[1] === 0x4b;

const damaged = () => badFile(msg('api_zip_damaged'));
// The catalogue says MAX_UNZIPPED_BYTES in words: 64 MB.
const tooBig = () => badFile(msg('api_zip_too_big'));

/**
 * One entry's bytes. The sizes and checksum in a zip's headers are the sender's claims: the bytes are
 * counted as the inflater produces them, so an entry that claims 100 bytes and holds gigabytes is stopped
 * at byte 101, and the total stops at the limit whatever the headers said. Inflating runs in libuv's
 * thread pool (zlib streams), in 16 KB steps.
 */
async function contents(zip: ZipFile, entry: Entry, budget: { left: number }): Promise<Buffer> {
  const name = entry.fileName;
  if (entry.isEncrypted()) {
    throw badFile(msg('api_zip_password'));
  }
  const stream = await zip.openReadStreamPromise(entry);
  const chunks: Buffer[] = [];
  let size = 0;
  let checksum = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > entry.uncompressedSize) {
      throw badFile(msg('api_zip_entry_larger', { name, declared: entry.uncompressedSize }));
    }
    budget.left -= chunk.length;
    if (budget.left < 0) throw tooBig();
    checksum = crc32(chunk, checksum);
    chunks.push(chunk);
  }
  if (size < entry.uncompressedSize) {
    throw badFile(msg('api_zip_entry_smaller', { name, size, declared: entry.uncompressedSize }));
  }
  if (checksum !== entry.crc32) {
    throw badFile(msg('api_zip_checksum', { name }));
  }
  return Buffer.concat(chunks, size);
}

/** The zip's files by lower-cased path; folders and macOS resource forks are left out. */
export async function unzip(bytes: Uint8Array): Promise<Map<string, Uint8Array>> {
  const files = new Map<string, Uint8Array>();
  const budget = { left: MAX_UNZIPPED_BYTES };
  try {
    const zip = await yauzl.fromBufferPromise(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), {
      lazyEntries: true,
      // Sizes are checked above, as the bytes come, so that a lie about them gets its own message.
      validateEntrySizes: false,
    });
    for await (const entry of zip.eachEntry()) {
      const name = entry.fileName;
      if (name.endsWith('/') || name.startsWith('__MACOSX/')) continue;
      // An honest header over the limit is refused before anything is inflated.
      if (entry.uncompressedSize > budget.left) throw tooBig();
      files.set(name.toLowerCase(), await contents(zip, entry, budget));
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw damaged();
  }
  return files;
}

/** Files with this extension, sorted by path. */
export function withExtension(files: Map<string, Uint8Array>, extension: string): string[] {
  return [...files.keys()].filter((name) => name.endsWith(extension)).sort();
}
