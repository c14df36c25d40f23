import { type Insertable, type Kysely, sql, type Updateable } from 'kysely';
import { lockForTransaction } from '../../db/advisory-lock.ts';
import { containsPattern } from '../../db/paginate.ts';
import type { DB, MapsTable } from '../../db/schema.ts';

export type NewMapRow = Insertable<MapsTable>;
export type MapChanges = Updateable<MapsTable>;

const columns = [
  'maps.id',
  'maps.name',
  'maps.slug',
  'maps.description',
  'maps.address',
  'maps.latitude',
  'maps.longitude',
  'maps.category_id',
  'maps.status',
  'maps.image',
  'maps.extra_photos',
  'maps.opening_hours',
  'maps.phone',
  'maps.website',
  'maps.created_at',
  'maps.updated_at',
  'maps.version',
  'categories.name as category_name',
  sql<string | null>`maps.geometry->>'type'`.as('geometry_type'),
] as const;

function searched(db: Kysely<DB>, search: string | undefined) {
  const query = db.selectFrom('maps').leftJoin('categories', 'categories.id', 'maps.category_id');
  return search ? query.where('maps.name', 'ilike', containsPattern(search)) : query;
}

export async function countMaps(db: Kysely<DB>, search: string | undefined): Promise<number> {
  return (await searched(db, search).select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow()).n;
}

export function listMaps(db: Kysely<DB>, search: string | undefined, limit: number, offset: number) {
  return searched(db, search)
    .select(columns)
    .orderBy('maps.created_at', 'desc')
    .orderBy('maps.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export function findMap(db: Kysely<DB>, id: number) {
  return searched(db, undefined)
    .select([...columns, 'maps.geometry'])
    .where('maps.id', '=', id)
    .executeTakeFirst();
}

/** Several maps as findMap reads one, in no particular order. */
export function findMaps(db: Kysely<DB>, ids: readonly number[]) {
  return searched(db, undefined)
    .select([...columns, 'maps.geometry'])
    .where('maps.id', 'in', ids)
    .execute();
}

export async function insertMap(db: Kysely<DB>, values: NewMapRow): Promise<number> {
  const row = await db.insertInto('maps').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateMap(db: Kysely<DB>, id: number, values: MapChanges): Promise<boolean> {
  const result = await db.updateTable('maps').set(values).where('id', '=', id).executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Held by every transaction that chooses slugs, until it commits (see insertWithSlug). */
const SLUG_LOCK = 7_426_173_002;

export function lockSlugs(db: Kysely<DB>): Promise<void> {
  return lockForTransaction(db, SLUG_LOCK);
}

/** Slugs already taken by `base` or `base-N`, so the next free suffix can be chosen. */
export async function slugsLike(db: Kysely<DB>, base: string): Promise<string[]> {
  const rows = await db
    .selectFrom('maps')
    .select('slug')
    .where((eb) =>
      eb.or([eb('slug', '=', base), eb('slug', 'like', `${containsPattern(base).slice(1, -1)}-%`)]),
    )
    .execute();
  return rows.map((row) => row.slug);
}

/** Many rows in one statement per batch (an import), in order; returns their ids in the same order. */
export async function insertMaps(db: Kysely<DB>, rows: readonly NewMapRow[]): Promise<number[]> {
  const BATCH = 200;
  const ids: number[] = [];
  for (let start = 0; start < rows.length; start += BATCH) {
    const inserted = await db
      .insertInto('maps')
      .values(rows.slice(start, start + BATCH))
      .returning('id')
      .execute();
    ids.push(...inserted.map((row) => row.id));
  }
  return ids;
}
