import type { Insertable, Kysely } from 'kysely';
import type { DB, MapsTable } from '../../db/schema.ts';

export type NewMapRow = Insertable<MapsTable>;

export async function insertMap(db: Kysely<DB>, values: NewMapRow): Promise<number> {
  const row = await db.insertInto('maps').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** Slugs already taken by `base` or `base-N`, so the next free suffix can be chosen. */
export async function slugsLike(db: Kysely<DB>, base: string): Promise<string[]> {
  const escaped = base.replace(/[\\%_]/g, (char) => `\\${char}`);
  const rows = await db
    .selectFrom('maps')
    .select('slug')
    .where((eb) => eb.or([eb('slug', '=', base), eb('slug', 'like', `${escaped}-%`)]))
    .execute();
  return rows.map((row) => row.slug);
}
