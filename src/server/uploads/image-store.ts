import { randomUUID } from 'node:crypto';
import { msg } from '../../shared/i18n/message.ts';
import { AppError } from '../errors.ts';
import type { PicturePool } from '../pictures/picture-pool.ts';
import type { ImageFolder, ImageStorage } from './image-storage.ts';
import { detectImageType, EXTENSION, type ImageType } from './image-type.ts';
import type { StoredImageType } from './re-encode.ts';

/** Names the server itself gives (or the seed gives); an address with any other name is not an image. */
export const STORED_NAME = /^[a-z0-9][a-z0-9-]{0,80}\.(png|jpg|webp|gif)$/;

export const CONTENT_TYPE: Record<ImageType, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
};

/**
 * Checks the bytes, re-encodes the pixels (see re-encode.ts) and stores the result under a name the server
 * chooses; returns that name. The uploaded name and claimed type are never used.
 */
/** A 40-million-pixel image decodes and re-encodes in a few seconds on one libvips thread. */
const REENCODE_DEADLINE_MS = 20_000;

export async function saveImage(
  storage: ImageStorage,
  folder: ImageFolder,
  file: File,
  maxBytes: number,
  pictures: PicturePool,
): Promise<string> {
  if (file.size > maxBytes) {
    throw AppError.validation({
      Image: msg('api_image_too_large', { megabytes: Math.round(maxBytes / 1024 / 1024) }),
    });
  }
  // Before any work is spent on it: an upload that could not fit is refused at once. (Its stored size is
  // known only after re-encoding, and is checked again then, in the database.)
  await storage.assertRoomFor(file.size);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = detectImageType(bytes);
  if (!type) throw AppError.validation({ Image: msg('api_image_type') });
  // In the picture processes (pictures/picture-pool.ts): libvips never takes the server's own threads.
  const clean = await pictures.run<'reencode', { bytes: Uint8Array; type: StoredImageType }>(
    'reencode',
    { bytes, type },
    { deadlineMs: REENCODE_DEADLINE_MS },
  );
  const name = `${randomUUID()}.${EXTENSION[clean.type]}`;
  await storage.put(
    folder,
    name,
    { contentType: CONTENT_TYPE[clean.type], bytes: clean.bytes },
    { withinQuota: true },
  );
  return name;
}

export async function removeImage(
  storage: ImageStorage,
  folder: ImageFolder,
  name: string | null | undefined,
): Promise<void> {
  if (name && STORED_NAME.test(name)) await storage.remove(folder, name);
}

/**
 * Saves the chosen image (if any), then runs the record's write with its stored name, keeping images and
 * records in step: the new image goes again when the write fails or finds no record (answers false), and
 * the image it replaces goes once the write succeeded. A failed save therefore leaves neither a record nor
 * an image behind. (The image is stored before the record's transaction so that its bytes are not held
 * inside it; the cleanup covers the gap.)
 */
export async function writeWithImage<T>(
  options: {
    storage: ImageStorage;
    pictures: PicturePool;
    maxBytes: number;
    folder: ImageFolder;
    file: File | undefined;
    replaces?: string | null;
  },
  write: (image: string | undefined) => Promise<T | false>,
): Promise<T | false> {
  const { storage, folder } = options;
  const image = options.file
    ? await saveImage(storage, folder, options.file, options.maxBytes, options.pictures)
    : undefined;
  let result: T | false;
  try {
    result = await write(image);
  } catch (error) {
    await removeImage(storage, folder, image);
    throw error;
  }
  if (result === false) await removeImage(storage, folder, image);
  else if (image) await removeImage(storage, folder, options.replaces);
  return result;
}
