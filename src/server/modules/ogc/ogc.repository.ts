import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.ts';

export type Bbox = [number, number, number, number];

export interface ItemFilter {
  /** Omitted: the `all` collection. */
  categoryId?: number;
  /** The asked box as one or more west-to-east boxes (two when it crosses the antimeridian): any will do. */
  boxes?: Bbox[];
}

/** Every category with its active maps' count and extent, for the collections list. */
export function collectionRows(db: Kysely<DB>) {
  return db
    .selectFrom('categories')
    .leftJoin('maps', (join) =>
      join.onRef('maps.category_id', '=', 'categories.id').on('maps.status', '=', 'active'),
    )
    .select([
      'categories.id',
      'categories.name',
      'categories.description',
      sql<number>`count(maps.id)::int`.as('count'),
      sql<number | null>`min(maps.bbox_min_lng)`.as('min_lng'),
      sql<number | null>`min(maps.bbox_min_lat)`.as('min_lat'),
      sql<number | null>`max(maps.bbox_max_lng)`.as('max_lng'),
      sql<number | null>`max(maps.bbox_max_lat)`.as('max_lat'),
    ])
    .groupBy(['categories.id', 'categories.name', 'categories.description'])
    .orderBy('categories.name')
    .orderBy('categories.id')
    .execute();
}

export function allExtent(db: Kysely<DB>) {
  return db
    .selectFrom('maps')
    .where('status', '=', 'active')
    .select([
      sql<number>`count(*)::int`.as('count'),
      sql<number | null>`min(bbox_min_lng)`.as('min_lng'),
      sql<number | null>`min(bbox_min_lat)`.as('min_lat'),
      sql<number | null>`max(bbox_max_lng)`.as('max_lng'),
      sql<number | null>`max(bbox_max_lat)`.as('max_lat'),
    ])
    .executeTakeFirstOrThrow();
}

function filtered(db: Kysely<DB>, filter: ItemFilter) {
  let query = db
    .selectFrom('maps')
    .leftJoin('categories', 'categories.id', 'maps.category_id')
    .where('maps.status', '=', 'active');
  if (filter.categoryId !== undefined) query = query.where('maps.category_id', '=', filter.categoryId);
  const boxes = filter.boxes;
  if (boxes) {
    // The stored bounding boxes overlap an asked one: the cheap, index-friendly first cut; the service
    // then keeps only geometries that meet the box (see `bboxCandidates`).
    query = query.where((eb) =>
      eb.or(
        boxes.map(([minLng, minLat, maxLng, maxLat]) =>
          eb.and([
            eb('maps.bbox_max_lng', '>=', minLng),
            eb('maps.bbox_min_lng', '<=', maxLng),
            eb('maps.bbox_max_lat', '>=', minLat),
            eb('maps.bbox_min_lat', '<=', maxLat),
          ]),
        ),
      ),
    );
  }
  return query;
}

const itemColumns = [
  'maps.id',
  'maps.name',
  'maps.slug',
  'maps.description',
  'maps.address',
  'maps.geometry',
  'maps.updated_at',
  'categories.name as category_name',
] as const;

export async function countItems(db: Kysely<DB>, filter: ItemFilter): Promise<number> {
  return (await filtered(db, filter).select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow()).n;
}

export function listItems(db: Kysely<DB>, filter: ItemFilter, limit: number, offset: number) {
  return filtered(db, filter).select(itemColumns).orderBy('maps.id').limit(limit).offset(offset).execute();
}

export function findItem(db: Kysely<DB>, filter: ItemFilter, id: number) {
  return filtered(db, filter).select(itemColumns).where('maps.id', '=', id).executeTakeFirst();
}

function storedBoxInside([minLng, minLat, maxLng, maxLat]: Bbox) {
  return sql`(maps.bbox_min_lng >= ${minLng} and maps.bbox_max_lng <= ${maxLng}
    and maps.bbox_min_lat >= ${minLat} and maps.bbox_max_lat <= ${maxLat})`;
}

/**
 * The maps whose stored bounding box overlaps one of `filter.boxes`, by id. A stored box wholly inside an
 * asked one surely meets it, so only the others bring their geometry for the exact test.
 */
export function bboxCandidates(
  db: Kysely<DB>,
  filter: ItemFilter & { boxes: Bbox[] },
  slice: { afterId: number; limit: number },
) {
  const inside = sql<boolean>`(${sql.join(filter.boxes.map(storedBoxInside), sql` or `)})`;
  return filtered(db, filter)
    .select([
      'maps.id',
      inside.as('inside'),
      sql<unknown>`case when ${inside} then null else maps.geometry end`.as('geometry'),
    ])
    .where('maps.id', '>', slice.afterId)
    .orderBy('maps.id')
    .limit(slice.limit)
    .execute();
}

export function itemsByIds(db: Kysely<DB>, filter: ItemFilter, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return filtered(db, filter).select(itemColumns).where('maps.id', 'in', ids).orderBy('maps.id').execute();
}
