import { type Kysely, type RawBuilder, sql } from 'kysely';
import { MAX_LATITUDE } from '../../../shared/geo/web-mercator-tiles.ts';
import type { DB } from '../../db/schema.ts';
import { placesThePublicSees } from '../public/public.service.ts';

export type Box = [number, number, number, number];

/** A square of the clustering grid, as the database summed it over one slice of ids. */
export interface CellRow {
  cx: number;
  cy: number;
  n: number;
  /** Sums of the places' Web Mercator x and y (0..1), for the cluster's mean position. */
  sx: number;
  sy: number;
  /** The lowest id among its places: the place itself when `n` is 1. */
  id: number;
  /** Places are summed per category too, so a map hiding a category counts the rest (null: none). */
  category_id: number | null;
}

const mercatorX = (lng: RawBuilder<number>) => sql<number>`((${lng}) + 180) / 360`;
/** As tile-address.ts's `mercatorY`, in SQL, with the latitude held inside the square world first. */
const mercatorY = (lat: RawBuilder<number>) => sql<number>`(0.5 - ln(tan(radians(45 + least(greatest(${lat},
  ${-MAX_LATITUDE}), ${MAX_LATITUDE}) / 2))) / (2 * pi()))`;

const centreLng = sql<number>`(maps.bbox_min_lng + maps.bbox_max_lng) / 2`;
const centreLat = sql<number>`(maps.bbox_min_lat + maps.bbox_max_lat) / 2`;

/** The public places whose stored bounding box meets `box` (the partial index maps_public_bbox_idx). */
function publicPlacesMeeting(db: Kysely<DB>, [west, south, east, north]: Box) {
  return placesThePublicSees(db)
    .where('maps.bbox_min_lng', '<=', east)
    .where('maps.bbox_min_lat', '<=', north)
    .where('maps.bbox_max_lng', '>=', west)
    .where('maps.bbox_max_lat', '>=', south);
}

/** The same, with each place's category (its colour). */
function meeting(db: Kysely<DB>, box: Box) {
  return publicPlacesMeeting(db, box).leftJoin('categories', 'categories.id', 'maps.category_id');
}

/**
 * Below street zoom a place is drawn as its shape only when it spans this many grid cells (64 px) one way or
 * the other; a smaller one counts in its cell's cluster. At one cell (0048) the overview of 100,000 places
 * carried thousands of 40 px roads and fields per tile: 473 KB before the first view (decision 0053).
 */
export const SHAPE_MIN_CELLS = 2;

/**
 * Whether a place spans less than SHAPE_MIN_CELLS grid cells both ways at a grid of `cellsAcross` cells round
 * the world: such a place is drawn as its centre, clustered with its neighbours, and a larger one as its shape.
 */
function smallerThanACell(cellsAcross: number) {
  const across = cellsAcross / SHAPE_MIN_CELLS;
  return sql<boolean>`((maps.bbox_max_lng - maps.bbox_min_lng) / 360 * ${across} < 1
    and (maps.bbox_max_lat = maps.bbox_min_lat
      or (${mercatorY(sql`maps.bbox_min_lat`)} - ${mercatorY(sql`maps.bbox_max_lat`)}) * ${across} < 1))`;
}

/** The ids the places run between, to read a large box in slices (each one statement of bounded work). */
export async function idRange(db: Kysely<DB>): Promise<{ min: number; max: number } | undefined> {
  const row = await db
    .selectFrom('maps')
    .select([sql<number | null>`min(id)`.as('min'), sql<number | null>`max(id)`.as('max')])
    .executeTakeFirstOrThrow();
  return row.min === null || row.max === null ? undefined : { min: row.min, max: row.max };
}

/**
 * The small places of `box` with ids in [fromId, toId], summed per cell of a grid `cellsAcross` cells round
 * the world, keeping the cells in [cellMin, cellMax] both ways (the tile's own and its buffer's).
 */
export async function cellSums(
  db: Kysely<DB>,
  box: Box,
  grid: { cellsAcross: number; cellMin: [number, number]; cellMax: [number, number] },
  ids: { fromId: number; toId: number },
): Promise<CellRow[]> {
  // No names or colours here: summing 100,000 texts per tile cost most of the statement (decision 0048).
  const centres = publicPlacesMeeting(db, box)
    .where('maps.id', '>=', ids.fromId)
    .where('maps.id', '<=', ids.toId)
    .where(smallerThanACell(grid.cellsAcross))
    .select(['maps.id', 'maps.category_id', mercatorX(centreLng).as('mx'), mercatorY(centreLat).as('my')])
    // A fence: without it PostgreSQL folds this into the grouping, guesses a few rows from the filters,
    // sorts 100,000 rows on disk to group them and computes each position again (170 ms against 50 ms).
    .offset(0);
  const cells = db
    .selectFrom(centres.as('p'))
    .select([
      sql<number>`floor(p.mx * ${grid.cellsAcross})::int`.as('cx'),
      sql<number>`floor(p.my * ${grid.cellsAcross})::int`.as('cy'),
      sql<number>`count(*)::int`.as('n'),
      sql<number>`sum(p.mx)`.as('sx'),
      sql<number>`sum(p.my)`.as('sy'),
      sql<number>`min(p.id)`.as('id'),
      'p.category_id',
    ])
    .groupBy([sql`1`, sql`2`, 'p.category_id']);
  return db
    .selectFrom(cells.as('c'))
    .selectAll()
    .where('c.cx', '>=', grid.cellMin[0])
    .where('c.cx', '<=', grid.cellMax[0])
    .where('c.cy', '>=', grid.cellMin[1])
    .where('c.cy', '<=', grid.cellMax[1])
    .execute() as Promise<CellRow[]>;
}

const placeColumns = [
  'maps.id',
  'maps.slug',
  'maps.name',
  'maps.category_id',
  'categories.color',
  'maps.geometry',
] as const;

/** The places of `box` with ids in [fromId, toId] too large for a cell of the grid, largest first, at most `limit`. */
export function largePlaces(
  db: Kysely<DB>,
  box: Box,
  cellsAcross: number,
  limit: number,
  ids: { fromId: number; toId: number },
) {
  const size = sql<number>`(maps.bbox_max_lng - maps.bbox_min_lng) * (maps.bbox_max_lat - maps.bbox_min_lat)`;
  return meeting(db, box)
    .where('maps.id', '>=', ids.fromId)
    .where('maps.id', '<=', ids.toId)
    .where(sql<boolean>`not ${smallerThanACell(cellsAcross)}`)
    .select([...placeColumns, size.as('size')])
    .orderBy(size, 'desc')
    .orderBy('maps.id')
    .limit(limit)
    .execute();
}

/** What a popup and a style need of the places with these ids (the cells of one place). */
export function placeFields(db: Kysely<DB>, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return placesThePublicSees(db)
    .leftJoin('categories', 'categories.id', 'maps.category_id')
    .where('maps.id', 'in', ids)
    .select(['maps.id', 'maps.slug', 'maps.name', 'maps.category_id', 'categories.color'])
    .execute();
}

/** Every place of `box`, at most `limit` (by id). */
export function placesIn(db: Kysely<DB>, box: Box, limit: number) {
  return meeting(db, box).select(placeColumns).orderBy('maps.id').limit(limit).execute();
}

export type PlaceRow = Awaited<ReturnType<typeof placesIn>>[number];

/** A tile kept by the instances together, if it was cut at `version`. */
export async function storedTile(
  db: Kysely<DB>,
  tile: { z: number; x: number; y: number },
  version: string,
): Promise<Buffer | undefined> {
  const row = await db
    .selectFrom('vector_tiles')
    .select('bytes')
    .where('z', '=', tile.z)
    .where('x', '=', tile.x)
    .where('y', '=', tile.y)
    .where('version', '=', version)
    .executeTakeFirst();
  return row?.bytes;
}

/** Keeps a tile for the other instances, replacing the one cut at an older version. */
export async function storeTile(
  db: Kysely<DB>,
  tile: { z: number; x: number; y: number },
  version: string,
  bytes: Buffer,
): Promise<void> {
  await db
    .insertInto('vector_tiles')
    .values({ ...tile, version, bytes })
    .onConflict((conflict) =>
      conflict
        .columns(['village_id', 'z', 'x', 'y'])
        .doUpdateSet({ version, bytes })
        .where('vector_tiles.version', '<', version),
    )
    .execute();
}

/** Tiles of versions before `version`: never read again. */
export async function dropTilesBefore(db: Kysely<DB>, version: string): Promise<void> {
  await db.deleteFrom('vector_tiles').where('version', '<', version).execute();
}

/** The open villages (a closed one's map is not public), for the regency's tiles. */
export async function openVillageIds(db: Kysely<DB>): Promise<number[]> {
  const rows = await db
    .selectFrom('villages')
    .select('id')
    .where('closed_at', 'is', null)
    .orderBy('id')
    .execute();
  return rows.map((row) => row.id);
}
