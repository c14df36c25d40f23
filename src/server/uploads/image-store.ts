import { randomUUID } from 'node:crypto';
import { mkdir, rename, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { AppError } from '../errors.ts';
import { uploadsDir } from '../paths.ts';
import { detectImageType, EXTENSION } from './image-type.ts';
import { reencodeImage } from './re-encode.ts';

export type ImageFolder = 'categories' | 'maps';

/** Names the server itself gives (or the seed gives); anything else is never touched on disk. */
const STORED_NAME = /^[a-z0-9][a-z0-9-]{0,80}\.(png|jpg|webp|gif)$/;

export function imagePath(dataDir: string, folder: ImageFolder, name: string): string | undefined {
  return STORED_NAME.test(name) ? path.join(uploadsDir(dataDir), folder, name) : undefined;
}

/**
 * Checks the bytes, re-encodes the pixels (see re-encode.ts) and stores the result under a name the server
 * chooses; returns that name. The uploaded name and claimed type are never used. Written to a temporary
 * file and renamed, so a half-written image is never served.
 */
export async function saveImage(
  dataDir: string,
  folder: ImageFolder,
  file: File,
  maxBytes: number,
): Promise<string> {
  if (file.size > maxBytes) {
    throw AppError.validation({
      Image: `The image may not be larger than ${Math.round(maxBytes / 1024 / 1024)} MB.`,
    });
  }
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = detectImageType(bytes);
  if (!type) throw AppError.validation({ Image: 'The image must be a PNG, JPEG, WebP or GIF file.' });
  const clean = await reencodeImage(bytes, type);
  const name = `${randomUUID()}.${EXTENSION[clean.type]}`;
  const target = imagePath(dataDir, folder, name)!;
  await mkdir(path.dirname(target), { recursive: true });
  const temporary = `${target}.${process.pid}.tmp`;
  await writeFile(temporary, clean.bytes);
  await rename(temporary, target);
  return name;
}

export async function removeImage(
  dataDir: string,
  folder: ImageFolder,
  name: string | null | undefined,
): Promise<void> {
  const target = name ? imagePath(dataDir, folder, name) : undefined;
  if (!target) return;
  await unlink(target).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error;
  });
}

/**
 * Saves the chosen image (if any), then runs the database write with its stored name, keeping disk and rows
 * in step: the new file goes again when the write fails or finds no record (answers false), and the file it
 * replaces goes once the write succeeded. A failed save therefore leaves neither a row nor a file behind.
 */
export async function writeWithImage<T>(
  options: {
    dataDir: string;
    maxBytes: number;
    folder: ImageFolder;
    file: File | undefined;
    replaces?: string | null;
  },
  write: (image: string | undefined) => Promise<T | false>,
): Promise<T | false> {
  const { dataDir, folder } = options;
  const image = options.file ? await saveImage(dataDir, folder, options.file, options.maxBytes) : undefined;
  let result: T | false;
  try {
    result = await write(image);
  } catch (error) {
    await removeImage(dataDir, folder, image);
    throw error;
  }
  if (result === false) await removeImage(dataDir, folder, image);
  else if (image) await removeImage(dataDir, folder, options.replaces);
  return result;
}
