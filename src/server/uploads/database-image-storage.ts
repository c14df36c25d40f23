import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import type { ImageFolder, ImageStorage, StoredImage } from './image-storage.ts';

/**
 * Images as rows of `stored_images` (decision 0020): every instance reads the same rows, and a backup of
 * the database holds them. Works on a transaction too, so a seed stores its icons with its rows.
 */
export class DatabaseImageStorage implements ImageStorage {
  constructor(private readonly db: Kysely<DB>) {}

  async put(folder: ImageFolder, name: string, image: { contentType: string; bytes: Uint8Array }) {
    await this.db
      .insertInto('stored_images')
      .values({
        folder,
        name,
        content_type: image.contentType,
        size: image.bytes.byteLength,
        sha256: createHash('sha256').update(image.bytes).digest('hex'),
        bytes: image.bytes,
      })
      .onConflict((conflict) => conflict.columns(['folder', 'name']).doNothing())
      .execute();
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

  async remove(folder: ImageFolder, name: string) {
    await this.db.deleteFrom('stored_images').where('folder', '=', folder).where('name', '=', name).execute();
  }
}
