/**
 * Where uploaded images are kept. Every instance of the server must see the same images, so this is never
 * an instance's own disk: the default is the database (database-image-storage.ts); an S3-compatible object
 * store would be a second implementation of this interface, chosen in app.ts, with no module changed.
 * Names are chosen by the server and never reused, so a stored image never changes.
 */
export type ImageFolder = 'categories' | 'maps' | 'reports';

export const IMAGE_FOLDERS: readonly ImageFolder[] = ['categories', 'maps', 'reports'];

/** What is known of a stored image without reading its bytes. */
export interface StoredImageHead {
  contentType: string;
  size: number;
  /** Hex SHA-256 of the bytes: the strong ETag. */
  sha256: string;
}

export interface StoredImage extends StoredImageHead {
  bytes: Uint8Array;
}

export interface ImageStorage {
  /**
   * Stores an image under a new name; an existing image of that name is kept (moving files in twice is
   * harmless). `withinQuota` (an upload): refused with 422 when it would pass the village's storage limit,
   * decided in the database so that two uploads cannot both take the last free bytes.
   */
  put(
    folder: ImageFolder,
    name: string,
    image: { contentType: string; bytes: Uint8Array },
    options?: { withinQuota?: boolean },
  ): Promise<void>;
  /** Refuses (422) at once an upload of `bytes` that could not fit, before any work is spent on it. */
  assertRoomFor(bytes: number): Promise<void>;
  /** The whole image at once (tests, small reads); an answer streams it with `read` instead. */
  get(folder: ImageFolder, name: string): Promise<StoredImage | undefined>;
  /** Type, size and hash only: a conditional request is answered from these without reading the bytes. */
  head(folder: ImageFolder, name: string): Promise<StoredImageHead | undefined>;
  /**
   * The bytes in slices, each read only when the previous one has been taken (so a slow client holds no
   * more than a slice, and one that leaves stops the reading); ends early if the image is removed meanwhile.
   */
  read(folder: ImageFolder, name: string): AsyncIterable<Uint8Array>;
  remove(folder: ImageFolder, name: string): Promise<void>;
}
