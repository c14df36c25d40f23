import { type Kysely, sql } from 'kysely';
import { migrations } from '../../../../../db/migrations/index.ts';
import { archiveWriter, BackupError, columnTypes, type Line, putRows } from '../../../db/backup.ts';
import type { DB } from '../../../db/schema.ts';
import { inVillage } from '../../../db/village-context.ts';
import { MOVED_TABLES, VILLAGE_FILE_FORMAT, type VillageFileHeader } from './village-file.ts';

/**
 * Writes one village, its records, images and history, to `file` (decision 0065). It reads as the app, in
 * the village, in one repeatable-read transaction: row-level security shows it that village's rows and the
 * regency's shared categories, nothing else, so no other village can reach the file whatever this code
 * asks; it is consistent while the village is in use.
 */
export async function exportVillage(
  db: Kysely<DB>,
  slug: string,
  file: string,
): Promise<{ rows: number; images: number }> {
  const village = await db
    .selectFrom('villages')
    .select(['id', 'slug', 'name', 'region_code', 'kecamatan'])
    .where('slug', '=', slug)
    .executeTakeFirst();
  if (!village) throw new BackupError(`No village has the slug ${JSON.stringify(slug)}.`);
  const out = archiveWriter(file);
  let rows = 0;
  let images = 0;
  try {
    await inVillage(village.id, () =>
      db
        .transaction()
        .setIsolationLevel('repeatable read')
        .execute(async (trx) => {
          const hosts = await trx
            .selectFrom('village_hosts')
            .select('host')
            .where('village_id', '=', village.id)
            .orderBy('host')
            .execute();
          const shared = await trx
            .selectFrom('categories')
            .select(['id', 'name', 'description', 'color', 'map_marker'])
            .where('village_id', 'is', null)
            .orderBy('id')
            .execute();
          await out.put({
            format: VILLAGE_FILE_FORMAT,
            version: 1,
            created_at: new Date().toISOString(),
            migrations: Object.keys(migrations).sort(),
            village: {
              slug: village.slug,
              name: village.name,
              region_code: village.region_code,
              kecamatan: village.kecamatan,
              hosts: hosts.map((row) => row.host),
            },
            shared_categories: shared,
          } satisfies VillageFileHeader);
          const types = await columnTypes(trx);
          for (const table of MOVED_TABLES) {
            const { village_id: _village, ...columns } = types.get(table) ?? {};
            await out.put({ table, columns } satisfies Line);
            // The shared categories are the regency's: the header names them, and an import finds them.
            const own = table === 'categories' ? sql`where village_id is not null` : sql``;
            const order = 'id' in columns ? sql`order by id` : sql``;
            const read = await putRows(trx, out, sql`select * from ${sql.table(table)} ${own} ${order}`, [
              'village_id',
            ]);
            rows += read;
            if (table === 'stored_images') images += read;
          }
          await out.put({ end: true, rows } satisfies Line);
        }),
    );
    await out.finish();
  } catch (error) {
    await out.abort();
    throw error;
  }
  return { rows, images };
}
