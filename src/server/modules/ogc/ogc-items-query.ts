import type { PetaGeometry } from '../../../shared/geo/types.ts';
import { type Message, type MessageKey, msg } from '../../../shared/i18n/message.ts';
import { AppError } from '../../errors.ts';
import type { Condition } from './cql2.ts';
import { parseCql2Json } from './cql2-json.ts';
import { compileCondition, mapGeometries } from './cql2-sql.ts';
import { parseCql2Text } from './cql2-text.ts';
import type * as repo from './ogc.repository.ts';
import { boxToCrs84, CRS84, type Crs, crsOf, geometryFrom, SUPPORTED_CRS } from './ogc-crs.ts';
import { PROPERTY_NAMES, QUERYABLE_NAMES, QUERYABLES, type QueryableName } from './ogc-queryables.ts';

export const DEFAULT_LIMIT = 10;
export const MAX_LIMIT = 1000;
export const FILTER_LANGUAGES = ['cql2-text', 'cql2-json'];

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
 * - `crs` on items and on one item, and `bbox-crs`: one of SUPPORTED_CRS (Part 2), anything else a 400;
 * - `sortby`, `properties`, `skipGeometry` on items, over the queryables;
 * - `filter`, `filter-lang`, `filter-crs` on items (Part 3, CQL2 text or JSON);
 * - each queryable's name on items, as an equality (`?name=Balai%20Desa`): GDAL 3.6 filters on the server
 *   only on properties the API definition declares so;
 * - not `datetime`: the places carry no date or time to select on. Part 1 Core names it; its letter for
 *   features without time would be an empty page for every value, which tells a client less than a 400.
 */
export const PARAMETERS = {
  landing: ['f'],
  conformance: ['f'],
  api: ['f'],
  collections: ['f'],
  collection: ['f'],
  queryables: ['f'],
  items: [
    'f',
    'limit',
    'offset',
    'bbox',
    'bbox-crs',
    'crs',
    'sortby',
    'properties',
    'skipGeometry',
    'filter',
    'filter-lang',
    'filter-crs',
    ...QUERYABLE_NAMES,
  ],
  item: ['f', 'crs'],
  tiles: ['f'],
} as const;
export type Endpoint = keyof typeof PARAMETERS;
export type Parameter = (typeof PARAMETERS)[Endpoint][number];

/** The allowed values of the parameters that have a fixed few, and the message naming them; an empty
 * value counts as not given. */
const VALUES: Partial<Record<Parameter, { values: readonly string[]; refusal: MessageKey }>> = {
  f: { values: ['json', 'html'], refusal: 'api_ogc_f_values' },
  crs: { values: SUPPORTED_CRS, refusal: 'api_ogc_crs_values' },
  'bbox-crs': { values: SUPPORTED_CRS, refusal: 'api_ogc_bbox_crs_values' },
  'filter-crs': { values: SUPPORTED_CRS, refusal: 'api_ogc_filter_crs_values' },
  'filter-lang': { values: FILTER_LANGUAGES, refusal: 'api_ogc_filter_lang_values' },
  skipGeometry: { values: ['true', 'false'], refusal: 'api_ogc_skip_geometry_values' },
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

export interface SortKey {
  name: QueryableName;
  descending: boolean;
}

export interface ItemsQuery {
  limit: number;
  offset: number;
  /** The bbox in CRS84 as west-to-east boxes: one, or two when it crosses the antimeridian. */
  boxes?: repo.Bbox[];
  /** What the answer's coordinates are in. */
  crs: Crs;
  sort: SortKey[];
  /** Only these properties; all when undefined. */
  properties?: readonly string[];
  skipGeometry: boolean;
  /** The CQL2 filter, its geometries in CRS84, checked (its properties and types) but not yet run. */
  filter?: Condition;
  /** The queryables given as parameters, each to equal its value. */
  equals: { name: QueryableName; value: string | number }[];
}

/** The `crs` asked for (already one of SUPPORTED_CRS, see acceptedQuery), CRS84 when none. */
export function answerCrs(query: Query): Crs {
  return crsOf(query.crs || CRS84)!;
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
export function parseBbox(text: string, crs: Crs = crsOf(CRS84)!): repo.Bbox[] {
  const numbers = text.split(',').map((part) => (DECIMAL.test(part.trim()) ? Number(part) : Number.NaN));
  if ((numbers.length !== 4 && numbers.length !== 6) || numbers.some((n) => !Number.isFinite(n))) {
    throw badParameter(msg('api_ogc_bbox_numbers'));
  }
  const given = (
    numbers.length === 6 ? [numbers[0], numbers[1], numbers[3], numbers[4]] : numbers
  ) as repo.Bbox;
  if (!crs.geographic) return [projectedBox(given, crs)];
  // EPSG:4326 gives latitude first; its box is the same box once its axes are swapped.
  const [west, south, east, north] = crs.uri === CRS84 ? given : [given[1], given[0], given[3], given[2]];
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
 * A box in metres (Web Mercator, a UTM zone) as the CRS84 box that holds it. It does not cross the
 * antimeridian (no zone offered reaches it); beyond what the projection covers it is a 400.
 */
function projectedBox([minX, minY, maxX, maxY]: repo.Bbox, crs: Crs): repo.Bbox {
  const refused = () => badParameter(msg('api_ogc_bbox_projected', { crs: crs.uri }));
  if (minX > maxX || minY > maxY) throw refused();
  const box = boxToCrs84([minX, minY, maxX, maxY], crs);
  if (box.some((value) => !Number.isFinite(value))) throw refused();
  const [west, south, east, north] = box;
  if (west < -180 || east > 180 || south < -90 || north > 90) throw refused();
  return box;
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
  if (query['bbox-crs'] && !query.bbox) throw badParameter(msg('api_ogc_bbox_crs_alone'));
  checkCompanions(query);
  const bboxCrs = crsOf(query['bbox-crs'] || CRS84)!;
  return {
    limit: Math.min(limit, MAX_LIMIT),
    offset,
    crs: answerCrs(query),
    ...(query.bbox ? { boxes: parseBbox(query.bbox, bboxCrs) } : {}),
    sort: parseSortby(query.sortby),
    ...(query.properties ? { properties: parseProperties(query.properties) } : {}),
    skipGeometry: query.skipGeometry === 'true',
    ...(query.filter ? { filter: parseFilter(query) } : {}),
    equals: parseEquals(query),
  };
}

/** `name,-category` (`+name` arrives as ` name`: a plus is a space in a query string): at most each once. */
function parseSortby(text: string | undefined): SortKey[] {
  if (!text) return [];
  const keys: SortKey[] = [];
  for (const part of text.split(',')) {
    const trimmed = part.trim();
    const descending = trimmed.startsWith('-');
    const name = trimmed.replace(/^[+-]/, '');
    if (!isSortable(name)) {
      throw badParameter(
        msg('api_ogc_sortby_unknown', { name: name.slice(0, 60), allowed: QUERYABLE_NAMES.join(', ') }),
      );
    }
    if (!keys.some((key) => key.name === name)) keys.push({ name, descending });
  }
  return keys;
}

const isSortable = (name: string): name is QueryableName => (QUERYABLE_NAMES as string[]).includes(name);

function parseProperties(text: string): readonly string[] {
  const names = text.split(',').map((part) => part.trim());
  for (const name of names) {
    if (!(PROPERTY_NAMES as string[]).includes(name)) {
      throw badParameter(
        msg('api_ogc_properties_unknown', { name: name.slice(0, 60), allowed: PROPERTY_NAMES.join(', ') }),
      );
    }
  }
  return names;
}

/**
 * Unlike the other parameters, an empty value is a value here: GDAL sends `address=` for
 * `-where "address = ''"` and then trusts the server to have filtered.
 */
function parseEquals(query: Query): ItemsQuery['equals'] {
  const equals: ItemsQuery['equals'] = [];
  for (const name of QUERYABLE_NAMES) {
    const value = query[name];
    if (value === undefined) continue;
    if (QUERYABLES[name].type === 'integer') {
      if (!/^\d{1,10}$/.test(value)) throw badParameter(msg('api_ogc_id_value'));
      equals.push({ name, value: Number(value) });
    } else {
      equals.push({ name, value });
    }
  }
  return equals;
}

/**
 * `filter` in `filter-lang` (CQL2 text by default), its geometries taken from `filter-crs` to CRS84, and
 * compiled once without its spatial matches so that an unknown property or a type mismatch is a 400
 * before any work is done.
 */
function parseFilter(query: Query): Condition {
  const text = query.filter!;
  const parsed = query['filter-lang'] === 'cql2-json' ? parseCql2Json(text) : parseCql2Text(text);
  const crs = crsOf(query['filter-crs'] || CRS84)!;
  const filter = mapGeometries(parsed, (geometry) => toCrs84(geometry, crs));
  compileCondition(filter, []);
  return filter;
}

function toCrs84(geometry: PetaGeometry, crs: Crs): PetaGeometry {
  const converted = geometryFrom(geometry, crs);
  const finite = (value: unknown): boolean =>
    Array.isArray(value) ? value.every(finite) : typeof value === 'number' && Number.isFinite(value);
  if (!finite(converted.coordinates)) {
    throw badParameter(msg('api_ogc_filter_geometry_outside', { crs: crs.uri }));
  }
  return converted;
}

/** `filter-lang` and `filter-crs` say how to read a filter: without one they are a 400, as bbox-crs is. */
function checkCompanions(query: Query): void {
  for (const name of ['filter-lang', 'filter-crs']) {
    if (query[name] && !query.filter) throw badParameter(msg('api_ogc_filter_companion_alone', { name }));
  }
}
