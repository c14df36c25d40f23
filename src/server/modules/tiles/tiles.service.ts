import { createHash } from 'node:crypto';
import type { PetaGeometry } from '../../../shared/geo/types.ts';
import { msg } from '../../../shared/i18n/message.ts';
import { DEFAULT_CATEGORY_COLOR } from '../../../shared/schemas/categories.ts';
import { type ContentEncoding, compress } from '../../cache/answer-cache.ts';
import { inVillage } from '../../db/village-context.ts';
import type { Deps } from '../../deps.ts';
import { WorkGate } from '../../workers/work-gate.ts';
import { currentPublicDataVersion, publicPlacesSummary } from '../public/public.service.ts';
import { BUFFER, EXTENT, type TileAddress, tileBox } from './tile-address.ts';
import {
  type Cell,
  CLUSTER_CATEGORY_PREFIX,
  categoryKey,
  encodeTile,
  LAYER_CLUSTERS,
  LAYER_PLACES,
  type PlaceProperties,
  type ShapedPlace,
} from './tile-cut.ts';
import * as repo from './tiles.repository.ts';

/**
 * From this zoom on every place is drawn as itself; below it small places are clustered and shapes
 * simplified. At z16 a tile is about 600 m across (a few streets) and holds about 1,300 places of a village of
 * 100,000 on 25 km², 30 KB gzipped; at z15 it would hold 5,000 (over the 100 KB cap with names), and
 * markers of 16 px would cover each other anyway (decision 0048).
 */
export const STREET_ZOOM = 16;
/**
 * The clustering grid: 16 cells across a tile, so a cell is 32 px of a 512 px tile: room for a cluster's
 * disc with its count, which at 16 px cells covered its neighbours (decision 0053; 32 before, 0048).
 */
export const CELLS_PER_TILE = 16;
/** Shapes drawn as shapes in a clustered tile, largest first: bounds the cut whatever the data. */
export const SHAPES_MAX = 2_000;
/** Places in a street-level tile, by id: bounds the cut whatever the data. */
export const PLACES_MAX = 5_000;
/**
 * Ids read per statement when a clustered tile sums its places: on the embedded database a statement runs on
 * the server's own thread, and 20,000 places summed take about 50 ms of it (decision 0048), so a tile
 * over 100,000 places gives other requests a turn every 50 ms instead of holding them 250 ms.
 */
export const IDS_PER_SLICE = 20_000;

/** Two cuts at once and 64 waiting: a burst of cold tiles queues, past that it is answered 503. */
const CUTS = new WorkGate(2, 64, msg('api_server_busy'));

function propertiesOf(row: {
  id: number;
  slug: string;
  name: string;
  category_id: number | null;
  color: string | null;
}): PlaceProperties {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    ...(row.category_id === null ? {} : { category_id: row.category_id }),
    color: row.color ?? DEFAULT_CATEGORY_COLOR,
  };
}

function shaped(rows: readonly repo.PlaceRow[]): ShapedPlace[] {
  return rows.flatMap((row) =>
    row.geometry ? [{ geometry: row.geometry as PetaGeometry, properties: propertiesOf(row) }] : [],
  );
}

/**
 * Runs `read` over the ids in slices of IDS_PER_SLICE, one statement each, on the embedded database; on
 * PostgreSQL (another process) in one statement.
 */
async function inSlices<T>(
  deps: Deps,
  read: (ids: { fromId: number; toId: number }) => Promise<T[]>,
): Promise<T[]> {
  // Ids are PostgreSQL integers: a bound past 2^31 - 1 is refused as out of range, not read as "all".
  if (deps.config.databaseUrl) return read({ fromId: 0, toId: 2_147_483_647 });
  const range = await repo.idRange(deps.db);
  if (!range) return [];
  const all: T[] = [];
  for (let fromId = range.min; fromId <= range.max; fromId += IDS_PER_SLICE) {
    all.push(...(await read({ fromId, toId: fromId + IDS_PER_SLICE - 1 })));
  }
  return all;
}

/**
 * The slices' sums of each cell and category together: a cell's count is every place of the category whose
 * centre lies in it.
 */
export function mergeCells(rows: readonly repo.CellRow[]): Map<string, repo.CellRow> {
  const cells = new Map<string, repo.CellRow>();
  for (const row of rows) {
    const key = `${row.cx}/${row.cy}/${row.category_id}`;
    const cell = cells.get(key);
    if (cell) {
      cell.n += row.n;
      cell.sx += row.sx;
      cell.sy += row.sy;
      cell.id = Math.min(cell.id, row.id);
    } else cells.set(key, { ...row });
  }
  return cells;
}

/**
 * Where a tile's places are read: the current village for a village's tile, each village in turn for the
 * regency's (each read as the app in that village, so row-level security holds it to that village).
 */
type Source = <T>(work: () => Promise<T>) => Promise<T>;
const here: Source = (work) => work();

/**
 * The cells as clusters, and a cell of one place as that place with its fields (read where the place is).
 * A cluster counts its places per category too, so a map hiding a category counts only the rest (and hides
 * a cluster left with none).
 */
async function clustersOf(
  deps: Deps,
  sums: readonly repo.CellRow[],
  sourceOf: (id: number) => Source,
): Promise<Cell[]> {
  const cells = new Map<string, repo.CellRow[]>();
  for (const row of mergeCells(sums).values()) {
    const key = `${row.cx}/${row.cy}`;
    const list = cells.get(key);
    if (list) list.push(row);
    else cells.set(key, [row]);
  }
  const groups = [...cells.values()];
  const single = new Map<Source, number[]>();
  for (const rows of groups) {
    if (rows.length !== 1 || rows[0]!.n !== 1) continue;
    const within = sourceOf(rows[0]!.id);
    single.set(within, [...(single.get(within) ?? []), rows[0]!.id]);
  }
  const fields = new Map<number, PlaceProperties>();
  for (const [within, ids] of single) {
    for (const row of await within(() => repo.placeFields(deps.db, ids)))
      fields.set(row.id, propertiesOf(row));
  }
  return groups.map((rows) => {
    let n = 0;
    let sx = 0;
    let sy = 0;
    const byCategory: Record<string, number> = {};
    for (const row of rows) {
      n += row.n;
      sx += row.sx;
      sy += row.sy;
      byCategory[categoryKey(row.category_id)] = row.n;
    }
    const only = n === 1 ? fields.get(rows[0]!.id) : undefined;
    return { mx: sx / n, my: sy / n, count: n, ...(only ? { only } : { byCategory }) };
  });
}

/** Villages (or their reads) taken this many at a time: within PostgreSQL's pool of 10, beside requests. */
const AT_ONCE = 6;

/** `work` over each item, AT_ONCE at a time, the results in the items' order. */
async function inGroups<T, R>(items: readonly T[], work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += AT_ONCE) {
    results.push(...(await Promise.all(items.slice(start, start + AT_ONCE).map(work))));
  }
  return results;
}

/** Cuts one tile from the places `sources` read (see the constants above for what it holds and bounds it). */
async function cutTileOf(deps: Deps, address: TileAddress, sources: readonly Source[]): Promise<Buffer> {
  const box = tileBox(address);
  if (address.z >= STREET_ZOOM) {
    const places: ShapedPlace[] = [];
    for (const within of sources) {
      if (places.length >= PLACES_MAX) break;
      places.push(...shaped(await within(() => repo.placesIn(deps.db, box, PLACES_MAX - places.length))));
    }
    return encodeTile(address, places, []);
  }
  const cellsAcross = 2 ** address.z * CELLS_PER_TILE;
  const reach = Math.ceil((BUFFER / EXTENT) * CELLS_PER_TILE);
  const grid = {
    cellsAcross,
    cellMin: [address.x * CELLS_PER_TILE - reach, address.y * CELLS_PER_TILE - reach] as [number, number],
    cellMax: [(address.x + 1) * CELLS_PER_TILE - 1 + reach, (address.y + 1) * CELLS_PER_TILE - 1 + reach] as [
      number,
      number,
    ],
  };
  // Each source's reads side by side with a few others' (PostgreSQL's pool serves them at once; PGlite's one
  // connection takes them in turn), kept in the sources' order so the tile is the same however they finish.
  // Both reads of a source in one go: for a village of the regency that is one transaction, not two.
  const read = await inGroups(sources, (within) =>
    within(async () => ({
      within,
      large: await inSlices(deps, (ids) => repo.largePlaces(deps.db, box, cellsAcross, SHAPES_MAX, ids)),
      sums: await inSlices(deps, (ids) => repo.cellSums(deps.db, box, grid, ids)),
    })),
  );
  const large = read.flatMap((source) => source.large);
  const sums = read.flatMap((source) => source.sums);
  // A cell's place id names the place a cell of one is; ids are the deployment's, so one source each.
  const sourceOf = new Map<number, Source>();
  for (const source of read) for (const row of source.sums) sourceOf.set(row.id, source.within);
  const largest = large.sort((a, b) => b.size - a.size || a.id - b.id).slice(0, SHAPES_MAX);
  return encodeTile(address, shaped(largest), await clustersOf(deps, sums, (id) => sourceOf.get(id) ?? here));
}

/** Cuts one tile of the current village's places from the database. */
export function cutTile(deps: Deps, address: TileAddress): Promise<Buffer> {
  return cutTileOf(deps, address, [here]);
}

/** An open village of the regency and its public places' extent (none: it has no public place). */
export interface Reach {
  id: number;
  extent: repo.Box | undefined;
}

/**
 * Cuts one tile of the regency's map (issue 35): the public places of every open village whose places
 * reach into it, each village read in turn as the app in that village, the cells of all summed together
 * (a shared category's places are one category across villages: it has one id).
 */
export async function cutRegencyTile(deps: Deps, address: TileAddress, villages: readonly Reach[]) {
  const box = tileBox(address);
  const sources = villages
    .filter(({ extent }) => extent && overlaps(box, extent))
    .map(
      ({ id }): Source =>
        (work) =>
          inVillage(id, work),
    );
  return sources.length === 0 ? encodeTile(address, [], []) : cutTileOf(deps, address, sources);
}

const reaches = new WeakMap<Deps, { at: number; villages: Promise<readonly Reach[]> }>();

/**
 * Where each open village's places lie, read once for every tile cut within REGENCY_TILE_KEEP_MS (the tiles
 * are that old at most anyway). Read for each tile, it was a transaction per village of the regency per tile:
 * 300 villages took 0.6 to 1 s of a tile's cut, more than the cut itself.
 */
export function regencyReach(deps: Deps): Promise<readonly Reach[]> {
  const now = deps.now().getTime();
  const found = reaches.get(deps);
  if (found && now - found.at < REGENCY_TILE_KEEP_MS) return found.villages;
  const villages = repo
    .openVillageIds(deps.db)
    .then((ids) =>
      inGroups(ids, async (id) => ({ id, extent: await inVillage(id, () => placesExtent(deps)) })),
    );
  const entry = { at: now, villages };
  reaches.set(deps, entry);
  // A failed read is not kept: the next cut reads again.
  villages.catch(() => {
    if (reaches.get(deps) === entry) reaches.delete(deps);
  });
  return villages;
}

/** No tile is being cut or waiting to be: the cutting ahead (regency-warm.ts) gives way to visitors' cuts. */
export const cutsIdle = (): boolean => CUTS.idle;

/** How long a regency tile is kept and may be kept by a browser: its villages change on their own. */
export const REGENCY_TILE_KEEP_MS = 30_000;
/** Regency tiles kept per process, the last used kept. */
const REGENCY_TILES_KEPT = 512;
/** Past REGENCY_TILE_KEEP_MS and up to this, a kept tile is still sent while it is cut again. */
const REGENCY_TILE_STALE_MS = 10 * 60_000;

interface KeptRegencyTile {
  at: number;
  tile: Promise<Tile>;
  /** The tile has arrived (a kept tile still on its way is not sent stale: its callers wait for it). */
  settled: boolean;
  /** A newer cut is on its way. */
  renewing: boolean;
}
const regencyTiles = new WeakMap<Deps, Map<string, KeptRegencyTile>>();

/**
 * A tile of the regency's map, kept REGENCY_TILE_KEEP_MS in this process and shared by the callers asking
 * for it meanwhile; cut through the same gate as the villages' tiles (two at once, the rest queued or 503).
 * A tile over many villages takes seconds to cut (two statements per village), so past its time a kept tile
 * is sent once more while it is cut again: only the first visitor of a view waits for its cut.
 */
export function regencyTile(deps: Deps, address: TileAddress): Promise<Tile> {
  const key = `${address.z}/${address.x}/${address.y}`;
  const now = deps.now().getTime();
  let kept = regencyTiles.get(deps);
  if (!kept) {
    kept = new Map();
    regencyTiles.set(deps, kept);
  }
  const store = kept;
  const cut = (): KeptRegencyTile => {
    const tile = CUTS.run(async () => {
      const bytes = await cutRegencyTile(deps, address, await regencyReach(deps));
      return tileOf(bytes, `"r-${createHash('sha256').update(bytes).digest('base64url').slice(0, 22)}"`);
    });
    const entry: KeptRegencyTile = { at: now, tile, settled: false, renewing: false };
    tile.then(
      () => {
        entry.settled = true;
        if (store.get(key)?.renewing) store.set(key, entry);
      },
      // A failed cut is not kept: the next visitor asks again (a stale tile stays until then).
      () => {
        if (store.get(key) === entry) store.delete(key);
        else {
          const was = store.get(key);
          if (was) was.renewing = false;
        }
      },
    );
    return entry;
  };
  const found = store.get(key);
  if (
    found &&
    (now - found.at < REGENCY_TILE_KEEP_MS || (found.settled && now - found.at < REGENCY_TILE_STALE_MS))
  ) {
    if (now - found.at >= REGENCY_TILE_KEEP_MS && !found.renewing) {
      found.renewing = true;
      cut();
    }
    store.delete(key);
    store.set(key, found);
    return found.tile;
  }
  const entry = cut();
  store.set(key, entry);
  while (store.size > REGENCY_TILES_KEPT) store.delete(store.keys().next().value!);
  return entry.tile;
}

/** A tile as it is sent: its bytes, its ETag (the data version and the tile), compressed on demand. */
export interface Tile {
  bytes: Buffer;
  etag: string;
  encoded(encoding: ContentEncoding): Promise<Buffer>;
}

function tileOf(bytes: Buffer, etag: string): Tile {
  const encodings = new Map<ContentEncoding, Promise<Buffer>>();
  return {
    bytes,
    etag,
    encoded(encoding) {
      let done = encodings.get(encoding);
      if (!done) {
        done = compress(bytes, encoding);
        encodings.set(encoding, done);
      }
      return done;
    },
  };
}

/** The version each database last dropped older tiles at: once per version and process is enough. */
const droppedAt = new WeakMap<object, string>();

/**
 * A clustered tile read from the store the instances share, or cut and put there; a street-level tile is
 * cut (it reads only its own few places: as quick as reading it back, decision 0048).
 */
async function loadTile(deps: Deps, address: TileAddress): Promise<Tile> {
  // Read before the data, so a tile is never labelled with a version newer than what it holds.
  const version = (await currentPublicDataVersion(deps.db)) ?? '0';
  const etag = `"${version}-${address.z}-${address.x}-${address.y}"`;
  // Away from every place a tile is empty: neither cut nor stored, so what an anonymous client can make
  // the shared table hold is bounded by the village's places, not by how many addresses it asks for.
  const extent = await placesExtent(deps);
  if (!extent || !overlaps(tileBox(address), extent)) return tileOf(encodeTile(address, [], []), etag);
  if (address.z >= STREET_ZOOM) return tileOf(await cutTile(deps, address), etag);
  const stored = await repo.storedTile(deps.db, address, version);
  if (stored) return tileOf(stored, etag);
  const bytes = await cutTile(deps, address);
  if (droppedAt.get(deps.db) !== version) {
    droppedAt.set(deps.db, version);
    await repo.dropTilesBefore(deps.db, version);
  }
  await repo.storeTile(deps.db, address, version, bytes);
  return tileOf(bytes, etag);
}

/**
 * A tile of the public places, kept in this process until the public data changes (AnswerCache, its own
 * bounded space) and shared by the callers asking for it meanwhile; at most two cut at once.
 */
export function publicTile(deps: Deps, address: TileAddress, signal?: AbortSignal): Promise<Tile> {
  const key = `tile:${address.z}/${address.x}/${address.y}`;
  return deps.publicCache.remember(key, () => CUTS.run(() => loadTile(deps, address)), signal, 'tiles');
}

/** What TileJSON advertises: beyond it a map stretches the street-level tiles, which hold every place. */
export const TILEJSON_MAX_ZOOM = STREET_ZOOM;
export const TILES_PATH = '/tiles/{z}/{x}/{y}.mvt';
/** The regency's map's tiles: the deployment's, the same from any village's address. */
export const REGENCY_TILES_PATH = '/kabupaten/tiles/{z}/{x}/{y}.mvt';

/** The layers and their fields, for TileJSON's `vector_layers` and the OGC tileset. */
export const VECTOR_LAYERS = [
  {
    id: LAYER_PLACES,
    description:
      'Each place: its shape or point; below street zoom a small place alone in its cell as its point.',
    minzoom: 0,
    maxzoom: TILEJSON_MAX_ZOOM,
    fields: { id: 'Number', slug: 'String', name: 'String', category_id: 'Number', color: 'String' },
  },
  {
    id: LAYER_CLUSTERS,
    description:
      'Below street zoom: small places near each other, with how many they are, in all and per category (n_{category id}; n_none: uncategorized).',
    minzoom: 0,
    maxzoom: STREET_ZOOM - 1,
    fields: {
      count: 'Number',
      [`${CLUSTER_CATEGORY_PREFIX}{category id}`]: 'Number',
      [`${CLUSTER_CATEGORY_PREFIX}none`]: 'Number',
    },
  },
];

/** The whole world's bounds, for a village with no public place yet. */
const WORLD: repo.Box = [-180, -85.0511287798066, 180, 85.0511287798066];

/** The public places' extent, or undefined when there is none, kept until the public data changes. */
function placesExtent(deps: Deps): Promise<repo.Box | undefined> {
  return publicPlacesSummary(deps).then((summary) => summary.extent);
}

const overlaps = (a: repo.Box, b: repo.Box) => a[0] <= b[2] && b[0] <= a[2] && a[1] <= b[3] && b[1] <= a[3];

/** The village's public places' extent (the world's when there is none). */
export async function tileBounds(deps: Deps): Promise<repo.Box> {
  return (await placesExtent(deps)) ?? WORLD;
}

/** A TileJSON 3.0.0 document of the public tiles, with links from `origin` (the site's, http/site-origin.ts). */
export async function tileJson(deps: Deps, origin: string) {
  const bounds = await tileBounds(deps);
  return {
    tilejson: '3.0.0',
    name: 'PetaDesa',
    scheme: 'xyz',
    tiles: [`${origin}${TILES_PATH}`],
    minzoom: 0,
    maxzoom: TILEJSON_MAX_ZOOM,
    bounds,
    center: [(bounds[0] + bounds[2]) / 2, (bounds[1] + bounds[3]) / 2, Math.min(14, TILEJSON_MAX_ZOOM)],
    vector_layers: VECTOR_LAYERS,
  };
}
