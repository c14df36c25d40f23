import { createHash } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema.ts';
import { assertRoomFor, assertWithinQuota } from '../modules/storage/storage-quota.ts';
import type { ImageFolder, ImageStorage, StoredImage, StoredImageHead } from './image-storage.ts';

/**
 * How much of an image one query reads. PGlite runs on the server's own event loop, so one 8 MB read held
 * it for a few hundred milliseconds; a slice of 256 KB is a few milliseconds on either engine (decision 0027).
 */
export const IMAGE_SLICE_BYTES = 256 * 1024;

/**
 * Images as rows of `stored_images` (decision 0020): every instance reads the same rows, and a backup of
 * the database holds them. Works on a transaction too, so a seed stores its icons with its rows.
 */
export class DatabaseImageStorage implements ImageStorage {
  constructor(private readonly db: Kysely<DB>) {}

  async put(
    folder: ImageFolder,
    name: string,
    image: { contentType: string; bytes: Uint8Array },
    options: { withinQuota?: boolean } = {},
  ) {
    const insert = (db: Kysely<DB>) =>
      db
        .insertInto('stored_images')
        .values({
          folder,
          name,
          content_type: image.contentType,
          size: image.bytes.byteLength,
          sha256: createHash('sha256').update(image.bytes).digest('hex'),
          bytes: image.bytes,
        })
        .onConflict((conflict) => conflict.columns(['village_id', 'folder', 'name']).doNothing())
        .executeTakeFirst();
    // Moving files in at start, a seed's icons: never refused, only counted.
    if (!options.withinQuota) return void (await insert(this.db));
    await this.db.transaction().execute(async (trx) => {
      const inserted = await insert(trx);
      if (inserted.numInsertedOrUpdatedRows) await assertWithinQuota(trx, image.bytes.byteLength, 'Image');
    });
  }

  assertRoomFor(bytes: number): Promise<void> {
    return assertRoomFor(this.db, bytes, 'Image');
  }

  async get(folder: ImageFolder, name: string): Promise<StoredImage | undefined> {
    const row = await this.db
      .selectFrom('stored_images')
      .select(['content_type', 'size', 'sha256', 'bytes'])
      .where('folder', '=', folder)
      .where('name', '=', name)
      .executeTakeFirst();
    return row && { contentType: row.content_type, size: row.size, sha256: row.sha256, bytes: row.bytes };
  }

  async head(folder: ImageFolder, name: string): Promise<StoredImageHead | undefined> {
    // The bytes stay in their TOAST table, unread (stored EXTERNAL: see the migration image-reads).
    const row = await this.db
      .selectFrom('stored_images')
      .select(['content_type', 'size', 'sha256'])
      .where('folder', '=', folder)
      .where('name', '=', name)
      .executeTakeFirst();
    return row && { contentType: row.content_type, size: row.size, sha256: row.sha256 };
  }

  async *read(folder: ImageFolder, name: string): AsyncGenerator<Uint8Array> {
    for (let offset = 0; ; offset += IMAGE_SLICE_BYTES) {
      // substring() of an uncompressed TOAST value fetches only the chunks it covers. As base64 text, not
      // bytea: a bytea arrives as hex, twice its size, and cost twice the CPU per image on both engines.
      const slice = sql`substring(bytes from ${offset + 1} for ${IMAGE_SLICE_BYTES})`;
      const row = await this.db
        .selectFrom('stored_images')
        .select(sql<string>`encode(${slice}, 'base64')`.as('text'))
        .where('folder', '=', folder)
        .where('name', '=', name)
        .executeTakeFirst();
      const bytes = row && Buffer.from(row.text, 'base64');
      if (!bytes || bytes.byteLength === 0) return;
      yield bytes;
      if (bytes.byteLength < IMAGE_SLICE_BYTES) return;
    }
  }

  async remove(folder: ImageFolder, name: string) {
    await this.db.deleteFrom('stored_images').where('folder', '=', folder).where('name', '=', name).execute();
  }
}
