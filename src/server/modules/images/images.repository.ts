import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { ImageFolder } from '../../uploads/image-storage.ts';

/**
 * The live record holding an image, by its status: a place's own, a category's always 'active' (a category
 * has no status). Undefined when no live record holds it. Names are never reused, so at most one does.
 */
export async function liveHolderStatus(
  db: Kysely<DB>,
  folder: ImageFolder,
  name: string,
): Promise<'active' | 'inactive' | undefined> {
  if (folder === 'maps') {
    const place = await db
      .selectFrom('maps')
      .select('status')
      .where((eb) =>
        eb.or([
          eb('image', '=', name),
          // The photos after the first (decision 0031), by the GIN index.
          sql<boolean>`extra_photos @> ${JSON.stringify([name])}::jsonb`,
        ]),
      )
      .executeTakeFirst();
    return place?.status;
  }
  const category = await db
    .selectFrom('categories')
    .select('id')
    .where('image', '=', name)
    .executeTakeFirst();
  return category ? 'active' : undefined;
}

/** Whether a record waiting in "Recently deleted" holds the image (its kept row names it). */
export async function heldByDeletedRecord(
  db: Kysely<DB>,
  folder: ImageFolder,
  name: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('deleted_records')
    .select(sql<number>`1`.as('held'))
    .where('table_name', '=', folder)
    .where((eb) =>
      eb.or([
        eb(sql<string>`row ->> 'image'`, '=', name),
        sql<boolean>`row -> 'extra_photos' @> ${JSON.stringify([name])}::jsonb`,
      ]),
    )
    .executeTakeFirst();
  return row !== undefined;
}
