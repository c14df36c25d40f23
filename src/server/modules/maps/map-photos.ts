import { msg } from '../../../shared/i18n/message.ts';
import { MAX_PHOTOS } from '../../../shared/schemas/place-info.ts';
import { AppError } from '../../errors.ts';
import type { PicturePool } from '../../pictures/picture-pool.ts';
import type { ImageStorage } from '../../uploads/image-storage.ts';
import { removeImage, saveImage } from '../../uploads/image-store.ts';

/**
 * A place's photos (decision 0031): `image` is the first, `extra_photos` the rest, in order. Every photo
 * follows the image rules (its size, type and pixels, the storage quota, withdrawn images not shown).
 */
export function photosOf(row: { image: string | null; extra_photos: readonly string[] | null }): string[] {
  return row.image ? [row.image, ...(row.extra_photos ?? [])] : [];
}

export function photoColumns(photos: readonly string[]): { image: string | null; extra_photos: string } {
  return { image: photos[0] ?? null, extra_photos: JSON.stringify(photos.slice(1)) };
}

function asPhotosError(error: unknown): never {
  if (error instanceof AppError && error.errors?.Image) {
    throw new AppError(error.code, error.said, { Photos: error.errors.Image });
  }
  throw error;
}

const tooMany = () => AppError.validation({ Photos: msg('api_place_info_photos_many', { max: MAX_PHOTOS }) });

/** What a save asks of the photos: which stored ones to keep in which order, a new first, new ones after. */
export interface PhotoRequest {
  keep?: readonly string[] | undefined;
  /** The spec's `image`: replaces the first photo (or becomes it). */
  first?: File | undefined;
  added?: readonly File[] | undefined;
}

/** Checks a request against the photos the place has, before any file is stored. */
export function checkPhotoRequest(current: readonly string[], request: PhotoRequest): void {
  const keep = request.keep ?? current;
  if (new Set(keep).size !== keep.length || keep.some((name) => !current.includes(name))) {
    throw AppError.validation({ Photos: msg('api_place_info_photos_keep') });
  }
  const total = Math.max(keep.length, request.first ? 1 : 0) + (request.added?.length ?? 0);
  if (total > MAX_PHOTOS) throw tooMany();
}

/** The photos a save leaves the place, from those it holds now; undefined when it asks no change. */
function photosAfter(current: readonly string[], request: PhotoRequest, stored: readonly string[]) {
  if (request.keep === undefined && stored.length === 0) return undefined;
  const kept = [...(request.keep ?? current)];
  const newFirst = request.first ? stored[0] : undefined;
  const added = request.first ? stored.slice(1) : stored;
  return [...(newFirst ? [newFirst, ...kept.slice(1)] : kept), ...added];
}

/**
 * Stores the new photos, then runs the record's write, which asks `photosFor` for the photos the place
 * should hold given those it holds inside the write's transaction, with its row locked: two saves at once
 * then each build on the other's result, and the limit and the files to remove are judged from it, not from
 * a read made before (a stale read left a record naming a removed file, or files named by nothing). Images
 * and records stay in step as writeWithImage keeps them for one image: the new files go again when the
 * write fails or finds no record (answers false), and the photos no longer held go once it succeeded.
 */
export async function writeWithPhotos<T>(
  options: {
    storage: ImageStorage;
    pictures: PicturePool;
    maxBytes: number;
    /** The photos read before the write: a request past the limit is refused before any file is stored. */
    current: readonly string[];
    request: PhotoRequest;
  },
  write: (photosFor: (held: readonly string[]) => string[] | undefined) => Promise<T | false>,
): Promise<T | false> {
  const { storage, request } = options;
  checkPhotoRequest(options.current, request);
  const files = [...(request.first ? [request.first] : []), ...(request.added ?? [])];
  const stored: string[] = [];
  try {
    for (const [index, file] of files.entries()) {
      const saving = saveImage(storage, 'maps', file, options.maxBytes, options.pictures);
      // The image rules speak of `Image`; a photo added beside it is the form's `Photos` field.
      stored.push(request.first && index === 0 ? await saving : await saving.catch(asPhotosError));
    }
  } catch (error) {
    for (const name of stored) await removeImage(storage, 'maps', name);
    throw error;
  }
  let held: readonly string[] = [];
  let photos: string[] | undefined;
  const photosFor = (now: readonly string[]) => {
    checkPhotoRequest(now, request);
    held = now;
    photos = photosAfter(now, request, stored);
    return photos;
  };
  let result: T | false;
  try {
    result = await write(photosFor);
  } catch (error) {
    for (const name of stored) await removeImage(storage, 'maps', name);
    throw error;
  }
  if (result === false) {
    for (const name of stored) await removeImage(storage, 'maps', name);
  } else if (photos) {
    const kept = photos;
    for (const name of held) if (!kept.includes(name)) await removeImage(storage, 'maps', name);
  }
  return result;
}
