import { intersectsBox } from '../../../shared/geo/box-intersects.ts';
import { roundCoordinates } from '../../../shared/geo/round.ts';
import type { PetaGeometry } from '../../../shared/geo/types.ts';
import { type Message, type MessageKey, msg } from '../../../shared/i18n/message.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { TILES_CONFORMANCE, TILESETS_VECTOR_REL } from '../tiles/ogc-tiles.ts';
import { EXPORT_DECIMALS } from '../transfer/export.service.ts';
import * as repo from './ogc.repository.ts';

export const CONFORMANCE = [
  'http://www.opengis.net/spec/ogcapi-features-1/1.0/conf/core',
  'http://www.opengis.net/spec/ogcapi-features-1/1.0/conf/geojson',
  'http://www.opengis.net/spec/ogcapi-features-1/1.0/conf/oas30',
  'http://www.opengis.net/spec/ogcapi-features-1/1.0/conf/html',
  ...TILES_CONFORMANCE,
];

export const ALL_COLLECTION = 'all';
export const DEFAULT_LIMIT = 10;
export const MAX_LIMIT = 1000;
export const CRS84 = 'http://www.opengis.net/def/crs/OGC/1.3/CRS84';
/**
 * The service description's type, sent and advertised byte for byte: GDAL 3.6's OAPIF driver printed
 * "Unexpected Content-Type" for the `version="3.0"; charset=utf-8` that Fastify had made of it.
 */
export const OPENAPI_TYPE = 'application/vnd.oai.openapi+json;version=3.0';

export interface Link {
  href: string;
  rel: string;
  type: string;
  title?: string;
}

const JSON_TYPE = 'application/json';
const GEOJSON_TYPE = 'application/geo+json';
const HTML_TYPE = 'text/html';

/** The same resource as JSON (or GeoJSON) and as HTML: `self` is the one being answered. */
function selfLinks(url: string, query: URLSearchParams, jsonType: string, html: boolean): Link[] {
  const withFormat = (format: string) => {
    const copy = new URLSearchParams(query);
    copy.set('f', format);
    return `${url}?${copy}`;
  };
  return [
    { href: withFormat(html ? 'html' : 'json'), rel: 'self', type: html ? HTML_TYPE : jsonType },
    {
      href: withFormat(html ? 'json' : 'html'),
      rel: 'alternate',
      type: html ? jsonType : HTML_TYPE,
      title: html ? 'This document as JSON' : 'This document as HTML',
    },
  ];
}

export function landingPage(base: string, html: boolean, title: string) {
  return {
    title,
    description:
      'The village map as OGC API Features (one collection per category, and one with everything) and as OGC API Tiles (vector tiles).',
    links: [
      ...selfLinks(base, new URLSearchParams(), JSON_TYPE, html),
      {
        href: `${base}/api`,
        rel: 'service-desc',
        type: OPENAPI_TYPE,
        title: 'The API definition',
      },
      { href: `${base}/api?f=html`, rel: 'service-doc', type: HTML_TYPE, title: 'The API documentation' },
      { href: `${base}/conformance`, rel: 'conformance', type: JSON_TYPE, title: 'Conformance classes' },
      { href: `${base}/collections`, rel: 'data', type: JSON_TYPE, title: 'Collections' },
      { href: `${base}/tiles`, rel: TILESETS_VECTOR_REL, type: JSON_TYPE, title: 'Vector tiles' },
    ],
  };
}

export function conformance(base: string, html: boolean) {
  return {
    links: selfLinks(`${base}/conformance`, new URLSearchParams(), JSON_TYPE, html),
    conformsTo: CONFORMANCE,
  };
}

interface ExtentRow {
  count: number;
  min_lng: number | null;
  min_lat: number | null;
  max_lng: number | null;
  max_lat: number | null;
}

function collectionOf(base: string, id: string, title: string, description: string, extent: ExtentRow) {
  const url = `${base}/collections/${id}`;
  return {
    id,
    title,
    description: description || `${extent.count} places`,
    itemType: 'feature',
    crs: [CRS84],
    ...(extent.min_lng !== null
      ? {
          extent: {
            spatial: { bbox: [[extent.min_lng, extent.min_lat, extent.max_lng, extent.max_lat]], crs: CRS84 },
          },
        }
      : {}),
    links: [
      { href: url, rel: 'self', type: JSON_TYPE, title },
      { href: `${url}?f=html`, rel: 'alternate', type: HTML_TYPE, title },
      { href: `${url}/items`, rel: 'items', type: GEOJSON_TYPE, title: `${title}: features` },
      { href: `${url}/items?f=html`, rel: 'items', type: HTML_TYPE, title: `${title}: features (HTML)` },
      // The tiles hold every place: they are this collection's tiles too (GDAL's OGCAPI driver finds them here).
      ...(id === ALL_COLLECTION
        ? [{ href: `${base}/tiles`, rel: TILESETS_VECTOR_REL, type: JSON_TYPE, title: 'Vector tiles' }]
        : []),
    ],
  };
}

async function allCollections(deps: Deps, base: string) {
  const [categories, all] = await Promise.all([repo.collectionRows(deps.db), repo.allExtent(deps.db)]);
  return [
    collectionOf(
      base,
      ALL_COLLECTION,
      'All places',
      'Every active map of the village, of all categories.',
      all,
    ),
    ...categories.map((row) => collectionOf(base, String(row.id), row.name, row.description ?? '', row)),
  ];
}

export async function collections(deps: Deps, base: string, html: boolean) {
  return {
    links: selfLinks(`${base}/collections`, new URLSearchParams(), JSON_TYPE, html),
    collections: await allCollections(deps, base),
  };
}

export async function collection(deps: Deps, base: string, id: string) {
  const found = (await allCollections(deps, base)).find((entry) => entry.id === id);
  if (!found) throw AppError.notFound('api_collection_not_found');
  return found;
}

/** `all` or an existing category's id; anything else is a 404. */
async function filterFor(
  deps: Deps,
  base: string,
  id: string,
): Promise<{ categoryId?: number; title: string }> {
  const found = await collection(deps, base, id);
  return id === ALL_COLLECTION ? { title: found.title } : { categoryId: Number(id), title: found.title };
}

function badParameter(message: Message): AppError {
  return new AppError('BAD_REQUEST', message);
}

/** A query string as Fastify parses it: a parameter given twice arrives as an array. */
export type RawQuery = Record<string, string | string[] | undefined>;
export type Query = Record<string, string | undefined>;

/**
 * The query parameters each endpoint accepts, which the OpenAPI document lists and nothing more. Part 1
 * answers 400 for a parameter the API definition does not name (/req/core/query-param-unknown), as
 * pygeoapi does: a client asking for EPSG:3857 (`crs`), a sort, a filter or a property list learns that it
 * is not served, instead of silently getting something else. So:
 * - `f` everywhere (json or html);
 * - `limit`, `offset`, `bbox`, `bbox-crs` on items: Part 1 Core, plus `offset` for our own next/prev links;
 * - `crs` on items and on one item, CRS84 only: what we serve anyway, so a client that names it gets it;
 * - not `datetime`: the places carry no date or time to select on. Part 1 Core names it; its letter for
 *   features without time would be an empty page for every value, which tells a client less than a 400.
 */
export const PARAMETERS = {
  landing: ['f'],
  conformance: ['f'],
  api: ['f'],
  collections: ['f'],
  collection: ['f'],
  items: ['f', 'limit', 'offset', 'bbox', 'bbox-crs', 'crs'],
  item: ['f', 'crs'],
  tiles: ['f'],
} as const;
export type Endpoint = keyof typeof PARAMETERS;
export type Parameter = (typeof PARAMETERS)[Endpoint][number];

/** The allowed values of the parameters that have a fixed few, and the message naming them; an empty
 * value counts as not given. */
const VALUES: Partial<Record<Parameter, { values: readonly string[]; refusal: MessageKey }>> = {
  f: { values: ['json', 'html'], refusal: 'api_ogc_f_values' },
  crs: { values: [CRS84], refusal: 'api_ogc_crs_values' },
  'bbox-crs': { values: [CRS84], refusal: 'api_ogc_bbox_crs_values' },
};

/** The query of `endpoint`, or a 400 naming the first parameter it does not take or does not take twice. */
export function acceptedQuery(raw: RawQuery, endpoint: Endpoint): Query {
  const allowed: readonly string[] = PARAMETERS[endpoint];
  const query: Query = {};
  for (const [name, value] of Object.entries(raw)) {
    if (!allowed.includes(name)) {
      // `datetime` is refused with a reason of its own rather than the list of those accepted.
      throw badParameter(
        name === 'datetime'
          ? msg('api_ogc_datetime')
          : msg('api_ogc_parameter_unsupported', { name, allowed: allowed.join(', ') }),
      );
    }
    if (Array.isArray(value)) throw badParameter(msg('api_ogc_parameter_twice', { name }));
    const fixed = VALUES[name as Parameter];
    if (value && fixed && !fixed.values.includes(value)) throw badParameter(msg(fixed.refusal));
    query[name] = value;
  }
  return query;
}

/**
 * The largest offset: PostgreSQL's integer, far past any village's number of places. A larger one is a 400
 * rather than reaching the database, whose OFFSET overflows at 2^63.
 */
export const MAX_OFFSET = 2_147_483_647;

export interface ItemsQuery {
  limit: number;
  offset: number;
  /** The bbox as west-to-east boxes: one, or two when it crosses the antimeridian. */
  boxes?: repo.Bbox[];
}

/** Digits only: `1e3`, `0x10` and `+5` are not the integers the OpenAPI document promises. */
function integer(text: string | undefined, fallback: number): number {
  if (text === undefined || text === '') return fallback;
  return /^\d+$/.test(text) ? Number(text) : Number.NaN;
}

const DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

/**
 * `minLon,minLat,maxLon,maxLat` (or six numbers with heights, which 2D places ignore), in CRS84 degrees.
 * South must not be north of north; west may be east of east, which Part 1 reads as a box across the
 * antimeridian: it is split into [west, 180] and [-180, east].
 */
export function parseBbox(text: string): repo.Bbox[] {
  const numbers = text.split(',').map((part) => (DECIMAL.test(part.trim()) ? Number(part) : Number.NaN));
  if ((numbers.length !== 4 && numbers.length !== 6) || numbers.some((n) => !Number.isFinite(n))) {
    throw badParameter(msg('api_ogc_bbox_numbers'));
  }
  const [west, south, east, north] = (
    numbers.length === 6 ? [numbers[0], numbers[1], numbers[3], numbers[4]] : numbers
  ) as repo.Bbox;
  if ([west, east].some((lng) => lng < -180 || lng > 180)) {
    throw badParameter(msg('api_ogc_bbox_longitudes'));
  }
  if ([south, north].some((lat) => lat < -90 || lat > 90)) {
    throw badParameter(msg('api_ogc_bbox_latitudes'));
  }
  if (south > north) throw badParameter(msg('api_ogc_bbox_order'));
  if (west <= east) return [[west, south, east, north]];
  return [
    [west, south, 180, north],
    [-180, south, east, north],
  ];
}

/**
 * limit, offset and bbox as the spec defines them. A limit above the maximum is lowered to it, however
 * large: Part 1 says so (ogcapi-features#640), and it never reaches the database above MAX_LIMIT.
 */
export function parseItemsQuery(query: Query): ItemsQuery {
  const limit = integer(query.limit, DEFAULT_LIMIT);
  if (!(limit >= 1)) {
    // The catalogue says MAX_LIMIT (1000) in words.
    throw badParameter(msg('api_ogc_limit'));
  }
  const offset = integer(query.offset, 0);
  if (!(offset >= 0 && offset <= MAX_OFFSET)) {
    // The catalogue says MAX_OFFSET in words.
    throw badParameter(msg('api_ogc_offset'));
  }
  const page = { limit: Math.min(limit, MAX_LIMIT), offset };
  return query.bbox ? { ...page, boxes: parseBbox(query.bbox) } : page;
}

type ItemRow = NonNullable<Awaited<ReturnType<typeof repo.findItem>>>;

/**
 * A `bbox` page: the spec selects features whose geometry meets the box, which QGIS also checks on its
 * side (it dropped a road whose bounding box, not its line, reached into the box). The candidates come
 * from the stored boxes, the exact test runs here, then the page is read by id.
 */
async function itemsInBox(
  deps: Deps,
  filter: repo.ItemFilter & { boxes: repo.Bbox[] },
  { limit, offset }: ItemsQuery,
): Promise<{ matched: number; rows: ItemRow[] }> {
  const meets = (geometry: unknown) =>
    geometry != null && filter.boxes.some((box) => intersectsBox(geometry as PetaGeometry, box));
  const ids: number[] = [];
  for (let afterId = 0; ; ) {
    const candidates = await repo.bboxCandidates(deps.db, filter, { afterId, limit: READ_SLICE });
    for (const row of candidates) if (row.inside || meets(row.geometry)) ids.push(row.id);
    if (candidates.length < READ_SLICE) break;
    afterId = candidates[candidates.length - 1]!.id;
    await nextTurn();
  }
  const wanted = ids.slice(offset, offset + limit);
  const rows: ItemRow[] = [];
  for (let start = 0; start < wanted.length; start += READ_SLICE) {
    if (start > 0) await nextTurn();
    rows.push(...(await repo.itemsByIds(deps.db, filter, wanted.slice(start, start + READ_SLICE))));
  }
  return { matched: ids.length, rows };
}

/**
 * Rows read per query. A page may hold MAX_LIMIT features; on PGlite the database runs on the server's
 * own thread, where reading 1,000 places in one query held it 40 to 120 ms: read in slices, with a turn
 * of the event loop between them, no turn holds it long.
 */
const READ_SLICE = 250;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** A page of items, `limit` rows from `offset`, read in slices of READ_SLICE. */
async function pageOfItems(deps: Deps, filter: repo.ItemFilter, limit: number, offset: number) {
  const rows: ItemRow[] = [];
  while (rows.length < limit) {
    if (rows.length > 0) await nextTurn();
    const slice = await repo.listItems(
      deps.db,
      filter,
      Math.min(READ_SLICE, limit - rows.length),
      offset + rows.length,
    );
    rows.push(...slice);
    if (slice.length < READ_SLICE) break;
  }
  return rows;
}

function featureOf(base: string, collectionId: string, row: ItemRow) {
  const url = `${base}/collections/${collectionId}/items/${row.id}`;
  return {
    type: 'Feature' as const,
    id: row.id,
    geometry: row.geometry ? roundCoordinates(row.geometry as PetaGeometry, EXPORT_DECIMALS) : null,
    properties: {
      name: row.name,
      slug: row.slug,
      description: row.description,
      address: row.address,
      category: row.category_name,
    },
    links: [
      { href: url, rel: 'self', type: GEOJSON_TYPE },
      { href: `${url}?f=html`, rel: 'alternate', type: HTML_TYPE },
      { href: `${base}/collections/${collectionId}`, rel: 'collection', type: JSON_TYPE },
    ],
  };
}

export async function items(deps: Deps, base: string, collectionId: string, raw: Query, html: boolean) {
  const query = parseItemsQuery(raw);
  const { categoryId, title } = await filterFor(deps, base, collectionId);
  const filter = { categoryId, boxes: query.boxes };
  const { matched, rows } = query.boxes
    ? await itemsInBox(deps, { ...filter, boxes: query.boxes }, query)
    : await Promise.all([
        repo.countItems(deps.db, filter),
        pageOfItems(deps, filter, query.limit, query.offset),
      ]).then(([count, page]) => ({ matched: count, rows: page }));
  const url = `${base}/collections/${collectionId}/items`;
  const params = new URLSearchParams(
    Object.entries(raw).filter(
      (entry): entry is [string, string] => entry[1] !== undefined && entry[0] !== 'f',
    ),
  );
  params.set('limit', String(query.limit));
  params.set('offset', String(query.offset));
  const page = (offset: number) => {
    const copy = new URLSearchParams(params);
    copy.set('offset', String(offset));
    return `${url}?${copy}`;
  };
  const links: Link[] = [
    ...selfLinks(url, params, GEOJSON_TYPE, html),
    { href: `${base}/collections/${collectionId}`, rel: 'collection', type: JSON_TYPE, title },
  ];
  if (query.offset + rows.length < matched)
    links.push({
      href: page(query.offset + query.limit),
      rel: 'next',
      type: GEOJSON_TYPE,
      title: 'Next page',
    });
  if (query.offset > 0)
    links.push({
      href: page(Math.max(0, query.offset - query.limit)),
      rel: 'prev',
      type: GEOJSON_TYPE,
      title: 'Previous page',
    });
  return {
    type: 'FeatureCollection' as const,
    title,
    numberMatched: matched,
    numberReturned: rows.length,
    timeStamp: deps.now().toISOString(),
    links,
    features: rows.map((row) => featureOf(base, collectionId, row)),
  };
}

export async function item(deps: Deps, base: string, collectionId: string, featureId: string) {
  const { categoryId } = await filterFor(deps, base, collectionId);
  const id = /^\d{1,10}$/.test(featureId) ? Number(featureId) : Number.NaN;
  const row =
    Number.isSafeInteger(id) && id <= 2_147_483_647
      ? await repo.findItem(deps.db, { categoryId }, id)
      : undefined;
  if (!row) throw AppError.notFound('api_feature_not_found');
  return featureOf(base, collectionId, row);
}
