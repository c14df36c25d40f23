import { unzipSync } from 'fflate';
import { badFile } from './source.ts';

/** Unpacked size limit, so a small zip cannot expand into gigabytes in memory. */
export const MAX_UNZIPPED_BYTES = 64 * 1024 * 1024;

export const isZip = (bytes: Uint8Array) => bytes[0] === 0x50 && bytes[1] === 0x4b;

/** The zip's files by lower-cased path; folders and macOS resource forks are left out. */
export function unzip(bytes: Uint8Array): Map<string, Uint8Array> {
  let total = 0;
  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipSync(bytes, {
      filter: (file) => {
        if (file.name.endsWith('/') || file.name.startsWith('__MACOSX/')) return false;
        total += file.originalSize;
        if (total > MAX_UNZIPPED_BYTES) {
          throw new TooBig();
        }
        return true;
      },
    });
  } catch (error) {
    if (error instanceof TooBig) {
      throw badFile(`The zip unpacks to more than ${MAX_UNZIPPED_BYTES / 1024 / 1024} MB.`);
    }
    throw badFile('The zip file is damaged or incomplete; it cannot be opened.');
  }
  return new Map(Object.entries(entries).map(([name, data]) => [name.toLowerCase(), data]));
}

class TooBig extends Error {}

/** Files with this extension, sorted by path. */
export function withExtension(files: Map<string, Uint8Array>, extension: string): string[] {
  return [...files.keys()].filter((name) => name.endsWith(extension)).sort();
}
