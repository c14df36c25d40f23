import { type Kysely, type RawBuilder, type SqlBool, sql } from 'kysely';
import type { DB } from '../../db/schema.ts';

export type Bbox = [number, number, number, number];

export interface ItemFilter {
  /** Omitted: the `all` collection. */
  categoryId?: number;
  /** Only these geometry types (a per-kind collection of a mixed category). */
  geometryTypes?: readonly string[];
  /**
   * Conditions that must all hold: a compiled CQL2 filter, equalities, id sets from exact geometry tests
   * (ogc.service.ts). Built only from column references and bound parameters.
   */
  conditions?: RawBuilder<SqlBool>[];
}

export interface OrderKey {
  column: RawBuilder<unknown>;
  descending: boolean;
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

/**
 * The active maps' count and extent per category (null: none) and kind of geometry (points, lines, areas),
 * to offer a category that mixes kinds also as one collection per kind.
 */
export function kindRows(db: Kysely<DB>, only?: { categoryId?: number }) {
  const kind = sql<string | null>`case
    when maps.geometry->>'type' in ('Point', 'MultiPoint') then 'points'
    when maps.geometry->>'type' in ('LineString', 'MultiLineString') then 'lines'
    when maps.geometry->>'type' in ('Polygon', 'MultiPolygon') then 'areas' end`;
  let query = db.selectFrom('maps').where('status', '=', 'active').where(sql<SqlBool>`${kind} is not null`);
  if (only?.categoryId !== undefined) query = query.where('maps.category_id', '=', only.categoryId);
  return query
    .select([
      'maps.category_id',
      kind.as('kind'),
      sql<number>`count(*)::int`.as('count'),
      sql<number | null>`min(bbox_min_lng)`.as('min_lng'),
      sql<number | null>`min(bbox_min_lat)`.as('min_lat'),
      sql<number | null>`max(bbox_max_lng)`.as('max_lng'),
      sql<number | null>`max(bbox_max_lat)`.as('max_lat'),
    ])
    .groupBy(['maps.category_id', kind])
    .execute();
}

/** A category's name, or undefined. */
export async function categoryName(db: Kysely<DB>, id: number): Promise<string | undefined> {
  const row = await db.selectFrom('categories').select('name').where('id', '=', id).executeTakeFirst();
  return row?.name;
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
  const types = filter.geometryTypes;
  if (types) query = query.where(sql<SqlBool>`(maps.geometry->>'type') in (${sql.join([...types])})`);
  for (const condition of filter.conditions ?? []) query = query.where(condition);
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
  'maps.version',
  'categories.name as category_name',
] as const;

export async function countItems(db: Kysely<DB>, filter: ItemFilter): Promise<number> {
  return (await filtered(db, filter).select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow()).n;
}

/** A page in `order` (`sortby`), then by id so that pages never overlap. */
export function listItems(
  db: Kysely<DB>,
  filter: ItemFilter,
  order: OrderKey[],
  limit: number,
  offset: number,
) {
  let query = filtered(db, filter).select(itemColumns);
  for (const key of order) query = query.orderBy(key.column, key.descending ? 'desc' : 'asc');
  return query.orderBy('maps.id').limit(limit).offset(offset).execute();
}

export function findItem(db: Kysely<DB>, filter: ItemFilter, id: number) {
  return filtered(db, filter).select(itemColumns).where('maps.id', '=', id).executeTakeFirst();
}

function storedBoxInside([minLng, minLat, maxLng, maxLat]: Bbox) {
  return sql`(maps.bbox_min_lng >= ${minLng} and maps.bbox_max_lng <= ${maxLng}
    and maps.bbox_min_lat >= ${minLat} and maps.bbox_max_lat <= ${maxLat})`;
}

/**
 * The maps whose stored bounding box overlaps one of `boxes`, by id: the cheap first cut before an exact
 * geometry test. With `storedBoxInsideMeets` (a bbox query) a stored box wholly inside an asked one surely
 * meets it, so only the others bring their geometry.
 */
export function geometryCandidates(
  db: Kysely<DB>,
  filter: ItemFilter,
  boxes: Bbox[],
  slice: { afterId: number; limit: number; storedBoxInsideMeets: boolean },
) {
  const overlaps = sql<SqlBool>`(${sql.join(
    boxes.map(
      ([
        minLng,
        minLat,
        maxLng,
        maxLat,
      ]) => sql`(maps.bbox_max_lng >= ${minLng} and maps.bbox_min_lng <= ${maxLng}
        and maps.bbox_max_lat >= ${minLat} and maps.bbox_min_lat <= ${maxLat})`,
    ),
    sql` or `,
  )})`;
  const inside = slice.storedBoxInsideMeets
    ? sql<boolean>`(${sql.join(boxes.map(storedBoxInside), sql` or `)})`
    : sql<boolean>`false`;
  return filtered(db, filter)
    .where(overlaps)
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
