import { type Insertable, type Kysely, sql, type Updateable } from 'kysely';
import { containsPattern } from '../../db/paginate.ts';
import type { CategoriesTable, DB } from '../../db/schema.ts';

const columns = [
  'categories.id',
  'categories.name',
  'categories.description',
  'categories.color',
  'categories.image',
  'categories.map_marker',
  'categories.created_at',
  'categories.updated_at',
  'categories.version',
  'categories.village_id',
] as const;

function searched(db: Kysely<DB>, search: string | undefined) {
  const query = db.selectFrom('categories');
  return search ? query.where('categories.name', 'ilike', containsPattern(search)) : query;
}

export async function countCategories(db: Kysely<DB>, search: string | undefined): Promise<number> {
  return (await searched(db, search).select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow()).n;
}

export function listCategories(db: Kysely<DB>, search: string | undefined, limit: number, offset: number) {
  return searched(db, search)
    .select((eb) => [
      ...columns,
      eb
        .selectFrom('maps')
        .whereRef('maps.category_id', '=', 'categories.id')
        .select(sql<number>`count(*)::int`.as('n'))
        .as('maps_count'),
    ])
    .orderBy('categories.created_at', 'desc')
    .orderBy('categories.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export function categoryOptions(db: Kysely<DB>) {
  return db
    .selectFrom('categories')
    .select(['id', 'name', 'color', 'village_id'])
    .orderBy('name')
    .orderBy('id')
    .execute();
}

export function findCategory(db: Kysely<DB>, id: number) {
  return db.selectFrom('categories').select(columns).where('id', '=', id).executeTakeFirst();
}

export async function categoryExists(db: Kysely<DB>, id: number): Promise<boolean> {
  return (
    (await db.selectFrom('categories').select('id').where('id', '=', id).executeTakeFirst()) !== undefined
  );
}

export async function insertCategory(db: Kysely<DB>, values: Insertable<CategoriesTable>): Promise<number> {
  const row = await db.insertInto('categories').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateCategory(
  db: Kysely<DB>,
  id: number,
  values: Updateable<CategoriesTable>,
): Promise<boolean> {
  const result = await db.updateTable('categories').set(values).where('id', '=', id).executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** The places filed under a category (kept with a deleted category, to file them under it again). */
export async function mapIdsOfCategory(db: Kysely<DB>, id: number): Promise<number[]> {
  const rows = await db.selectFrom('maps').select('id').where('category_id', '=', id).execute();
  return rows.map((row) => row.id);
}

/** Files places under a restored category again, unless someone has filed them elsewhere meanwhile. */
export async function refileMaps(db: Kysely<DB>, id: number, mapIds: readonly number[]): Promise<void> {
  if (mapIds.length === 0) return;
  await db
    .updateTable('maps')
    .set({ category_id: id })
    .where('id', 'in', mapIds)
    .where('category_id', 'is', null)
    .execute();
}
