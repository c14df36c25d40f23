import type { Insertable, Kysely } from 'kysely';
import type { CategoriesTable, DB } from '../../db/schema.ts';

export async function insertCategory(db: Kysely<DB>, values: Insertable<CategoriesTable>): Promise<number> {
  const row = await db.insertInto('categories').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}
