import { type RawBuilder, type SqlBool, sql } from 'kysely';
import { intersectsBox } from '../../../shared/geo/box-intersects.ts';
import { roundCoordinates } from '../../../shared/geo/round.ts';
import type { PetaGeometry } from '../../../shared/geo/types.ts';
import { type Message, msg } from '../../../shared/i18n/message.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { TILES_CONFORMANCE, TILESETS_VECTOR_REL } from '../tiles/ogc-tiles.ts';
import { EXPORT_DECIMALS } from '../transfer/export.service.ts';
import { compileCondition, idIn, spatialGeometries } from './cql2-sql.ts';
import { intersectsSteps } from './geometries-intersect.ts';
import * as repo from './ogc.repository.ts';
import { CRS84, type Crs, geometryIn, SUPPORTED_CRS } from './ogc-crs.ts';
import { answerCrs, type ItemsQuery, parseItemsQuery, type Query, type SortKey } from './ogc-items-query.ts';
import { QUERYABLES, QUERYABLES_REL, QUERYABLES_TYPE, queryablesDocument } from './ogc-queryables.ts';

export {
  acceptedQuery,
  answerCrs,
  DEFAULT_LIMIT,
  type Endpoint,
  MAX_LIMIT,
  MAX_OFFSET,
  PARAMETERS,
  type Parameter,
  type Query,
  type RawQuery,
} from './ogc-items-query.ts';
export { CRS84 };

export const CONFORMANCE = [
  'http://www.opengis.net/spec/ogcapi-features-1/1.0/conf/core',
  'http://www.opengis.net/spec/ogcapi-features-1/1.0/conf/geojson',
  'http://www.opengis.net/spec/ogcapi-features-1/1.0/conf/oas30',
  'http://www.opengis.net/spec/ogcapi-features-1/1.0/conf/html',
  'http://www.opengis.net/spec/ogcapi-features-2/1.0/conf/crs',
  'http://www.opengis.net/spec/ogcapi-features-3/1.0/conf/queryables',
  'http://www.opengis.net/spec/ogcapi-features-3/1.0/conf/queryables-query-parameters',
  'http://www.opengis.net/spec/ogcapi-features-3/1.0/conf/filter',
  'http://www.opengis.net/spec/ogcapi-features-3/1.0/conf/features-filter',
  'http://www.opengis.net/spec/cql2/1.0/conf/cql2-text',
  'http://www.opengis.net/spec/cql2/1.0/conf/cql2-json',
  'http://www.opengis.net/spec/cql2/1.0/conf/basic-cql2',
  'http://www.opengis.net/spec/cql2/1.0/conf/advanced-comparison-operators',
  'http://www.opengis.net/spec/cql2/1.0/conf/case-insensitive-comparison',
  'http://www.opengis.net/spec/cql2/1.0/conf/basic-spatial-functions',
  'http://www.opengis.net/spec/ogcapi-features-4/1.0/conf/create-replace-delete',
  'http://www.opengis.net/spec/ogcapi-features-4/1.0/conf/update',
  'http://www.opengis.net/spec/ogcapi-features-4/1.0/conf/optimistic-locking-etags',
  ...TILES_CONFORMANCE,
];

export const ALL_COLLECTION = 'all';
const ALL_TITLE = 'All places';
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
      'The village map as OGC API Features (one collection per category, and one with everything; in CRS84, ' +
      'EPSG:4326, EPSG:3857 or the UTM zones of Indonesia; filtered with CQL2 text or JSON on the queryables, ' +
      'sorted with sortby, trimmed with properties and skipGeometry; created, replaced, updated and deleted ' +
      'with a Bearer token as in the back office) and as OGC API Tiles (vector tiles).',
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
    crs: SUPPORTED_CRS,
    storageCrs: CRS84,
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
      {
        href: `${url}/queryables`,
        rel: QUERYABLES_REL,
        type: QUERYABLES_TYPE,
        title: `${title}: queryables`,
      },
      // The tiles hold every place: they are this collection's tiles too (GDAL's OGCAPI driver finds them here).
      ...(id === ALL_COLLECTION
        ? [{ href: `${base}/tiles`, rel: TILESETS_VECTOR_REL, type: JSON_TYPE, title: 'Vector tiles' }]
        : []),
    ],
  };
}

/**
 * The kinds of geometry a per-kind collection holds. A client such as QGIS types a layer by its first
 * features (a category of 3 points and 2 areas became a point layer that drew no area), so a category
 * that mixes kinds is also offered as one collection per kind, `{id}-points`, `{id}-lines`, `{id}-areas`,
 * each linked from the mixed one.
 */
export const GEOMETRY_KINDS = {
  points: ['Point', 'MultiPoint'],
  lines: ['LineString', 'MultiLineString'],
  areas: ['Polygon', 'MultiPolygon'],
} as const;
type GeometryKindName = keyof typeof GEOMETRY_KINDS;
const KIND_ID = /^(all|[1-9]\d{0,9})-(points|lines|areas)$/;

type KindRow = Awaited<ReturnType<typeof repo.kindRows>>[number];

/** Per kind, the count and extent of the maps `rows` hold (rows of one category, or all rows). */
function byKind(rows: KindRow[]): Map<GeometryKindName, ExtentRow> {
  const kinds = new Map<GeometryKindName, ExtentRow>();
  for (const row of rows) {
    const kind = row.kind as GeometryKindName;
    const seen = kinds.get(kind);
    kinds.set(
      kind,
      seen
        ? {
            count: seen.count + row.count,
            min_lng: Math.min(seen.min_lng!, row.min_lng!),
            min_lat: Math.min(seen.min_lat!, row.min_lat!),
            max_lng: Math.max(seen.max_lng!, row.max_lng!),
            max_lat: Math.max(seen.max_lat!, row.max_lat!),
          }
        : row,
    );
  }
  return kinds;
}

/** A collection, then (when it mixes kinds) one per kind, linked from it with rel `related`. */
function withKinds(
  base: string,
  parent: ReturnType<typeof collectionOf>,
  kinds: Map<GeometryKindName, ExtentRow>,
) {
  if (kinds.size < 2) return [parent];
  const ordered = (Object.keys(GEOMETRY_KINDS) as GeometryKindName[]).flatMap((kind) => {
    const extent = kinds.get(kind);
    return extent ? [[kind, extent] as const] : [];
  });
  const children = ordered.map(([kind, extent]) =>
    collectionOf(
      base,
      `${parent.id}-${kind}`,
      `${parent.title} (${kind})`,
      `The ${kind} of ${parent.title}.`,
      extent,
    ),
  );
  parent.links.push(
    ...children.map((child) => ({
      href: `${base}/collections/${child.id}`,
      rel: 'related',
      type: JSON_TYPE,
      title: child.title,
    })),
  );
  return [parent, ...children];
}

async function allCollections(deps: Deps, base: string) {
  const [categories, all, kinds] = await Promise.all([
    repo.collectionRows(deps.db),
    repo.allExtent(deps.db),
    repo.kindRows(deps.db),
  ]);
  return [
    ...withKinds(
      base,
      collectionOf(
        base,
        ALL_COLLECTION,
        ALL_TITLE,
        'Every active map of the village, of all categories.',
        all,
      ),
      byKind(kinds),
    ),
    ...categories.flatMap((row) =>
      withKinds(
        base,
        collectionOf(base, String(row.id), row.name, row.description ?? '', row),
        byKind(kinds.filter((kind) => kind.category_id === row.id)),
      ),
    ),
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

/** What a filter on collection `id` may name (Part 3), or a 404. */
export async function queryables(deps: Deps, base: string, id: string) {
  const found = await collection(deps, base, id);
  return queryablesDocument(`${base}/collections/${id}/queryables`, found.title);
}

/**
 * `all`, an existing category's id, or a per-kind collection of either that mixes kinds; anything else is
 * a 404. Read for every items page, so it reads only that collection (not every category's extent).
 */
async function filterFor(
  deps: Deps,
  id: string,
): Promise<{ categoryId?: number; geometryTypes?: readonly string[]; title: string }> {
  const [, parent = id, kind] = KIND_ID.exec(id) ?? [];
  const categoryId = categoryOfCollection(parent);
  const notFound = () => AppError.notFound('api_collection_not_found');
  if (parent !== ALL_COLLECTION && categoryId === undefined) throw notFound();
  const name = categoryId === undefined ? ALL_TITLE : await repo.categoryName(deps.db, categoryId);
  if (name === undefined) throw notFound();
  const category = categoryId === undefined ? {} : { categoryId };
  if (!kind) return { ...category, title: name };
  const kinds = byKind(await repo.kindRows(deps.db, category));
  if (kinds.size < 2 || !kinds.has(kind as GeometryKindName)) throw notFound();
  return { ...category, geometryTypes: GEOMETRY_KINDS[kind as GeometryKindName], title: `${name} (${kind})` };
}

/** The category a collection takes new places into: a category's own collection only. */
export function categoryOfCollection(id: string): number | undefined {
  // Past PostgreSQL's integer no category is, and the database would refuse the comparison.
  return /^[1-9]\d{0,9}$/.test(id) && Number(id) <= 2_147_483_647 ? Number(id) : undefined;
}

type ItemRow = NonNullable<Awaited<ReturnType<typeof repo.findItem>>>;

/**
 * The work one request's geometry tests may do, in steps of STEP segment pairs (2 x 10^8 pairs, a few
 * seconds): a filter geometry that meets many long shapes is refused past it rather than holding a page
 * build for longer than the answer budget.
 */
const MAX_GEOMETRY_STEPS = 10_000;
/** A turn of the event loop at least this often while geometries are tested. */
const TURN_EVERY_MS = 8;

const boxTest = (boxes: repo.Bbox[]) =>
  function* (geometry: PetaGeometry): Generator<void, boolean> {
    return boxes.some((box) => intersectsBox(geometry, box));
  };

/**
 * The ids of the collection's features whose geometry passes `test`, among those whose stored bounding box
 * overlaps one of `boxes`: the cheap cut in SQL, the exact test here (the spec selects features whose
 * geometry meets the box; QGIS dropped a road whose bounding box, not its line, reached into one). Read in
 * slices by id, with a turn of the event loop whenever the tests have run TURN_EVERY_MS.
 */
async function idsMeeting(
  deps: Deps,
  filter: repo.ItemFilter,
  boxes: repo.Bbox[],
  test: (geometry: PetaGeometry) => Generator<void, boolean>,
  storedBoxInsideMeets: boolean,
): Promise<number[]> {
  const ids: number[] = [];
  let steps = 0;
  let lastTurn = performance.now();
  const turnIfDue = async () => {
    if (performance.now() - lastTurn < TURN_EVERY_MS) return;
    await nextTurn();
    lastTurn = performance.now();
  };
  for (let afterId = 0; ; ) {
    const candidates = await repo.geometryCandidates(deps.db, filter, boxes, {
      afterId,
      limit: READ_SLICE,
      storedBoxInsideMeets,
    });
    lastTurn = performance.now();
    for (const row of candidates) {
      if (row.inside) {
        ids.push(row.id);
        continue;
      }
      if (row.geometry == null) continue;
      const run = test(row.geometry as PetaGeometry);
      for (let step = run.next(); ; step = run.next()) {
        if (step.done) {
          if (step.value) ids.push(row.id);
          break;
        }
        if (++steps > MAX_GEOMETRY_STEPS) throw badRequest(msg('api_ogc_filter_too_costly'));
        await turnIfDue();
      }
      await turnIfDue();
    }
    if (candidates.length < READ_SLICE) break;
    afterId = candidates[candidates.length - 1]!.id;
    await nextTurn();
  }
  return ids;
}

function badRequest(message: Message): AppError {
  return new AppError('BAD_REQUEST', message);
}

/** The box around a filter geometry (CRS84), for the cut on the stored boxes. */
function envelopeOf(geometry: PetaGeometry): repo.Bbox {
  const box: repo.Bbox = [Infinity, Infinity, -Infinity, -Infinity];
  const visit = (value: unknown): void => {
    if (!Array.isArray(value)) return;
    if (typeof value[0] === 'number') {
      const [x, y] = value as number[];
      box[0] = Math.min(box[0], x!);
      box[1] = Math.min(box[1], y!);
      box[2] = Math.max(box[2], x!);
      box[3] = Math.max(box[3], y!);
      return;
    }
    value.forEach(visit);
  };
  visit(geometry.coordinates);
  return box;
}

/**
 * Every condition of an items query, all to hold: the bbox and each S_INTERSECTS as the ids that meet
 * their geometry, the CQL2 filter compiled with those, each equality parameter.
 */
async function conditionsOf(deps: Deps, collection: repo.ItemFilter, query: ItemsQuery) {
  const conditions: RawBuilder<SqlBool>[] = [];
  if (query.boxes) {
    conditions.push(idIn(await idsMeeting(deps, collection, query.boxes, boxTest(query.boxes), true)));
  }
  if (query.filter) {
    const matches: number[][] = [];
    for (const geometry of spatialGeometries(query.filter)) {
      const test = (candidate: PetaGeometry) => intersectsSteps(candidate, geometry);
      matches.push(await idsMeeting(deps, collection, [envelopeOf(geometry)], test, false));
    }
    conditions.push(compileCondition(query.filter, matches));
  }
  for (const { name, value } of query.equals) {
    conditions.push(sql<SqlBool>`(${QUERYABLES[name].column} = ${value})`);
  }
  return conditions;
}

/**
 * Rows read per query. A page may hold MAX_LIMIT features; on PGlite the database runs on the server's
 * own thread, where reading 1,000 places in one query held it 40 to 120 ms: read in slices, with a turn
 * of the event loop between them, no turn holds it long.
 */
const READ_SLICE = 250;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** A page of items, `limit` rows from `offset` in `sort`'s order, read in slices of READ_SLICE. */
async function pageOfItems(
  deps: Deps,
  filter: repo.ItemFilter,
  sort: SortKey[],
  limit: number,
  offset: number,
) {
  const order = sort.map((key) => ({ column: QUERYABLES[key.name].column, descending: key.descending }));
  const rows: ItemRow[] = [];
  while (rows.length < limit) {
    if (rows.length > 0) await nextTurn();
    const slice = await repo.listItems(
      deps.db,
      filter,
      order,
      Math.min(READ_SLICE, limit - rows.length),
      offset + rows.length,
    );
    rows.push(...slice);
    if (slice.length < READ_SLICE) break;
  }
  return rows;
}

type Shape = Pick<ItemsQuery, 'crs' | 'properties' | 'skipGeometry'>;

function geometryOf(row: ItemRow, crs: Crs) {
  if (!row.geometry) return null;
  const geometry = row.geometry as PetaGeometry;
  return crs.uri === CRS84 ? roundCoordinates(geometry, EXPORT_DECIMALS) : geometryIn(geometry, crs);
}

function featureOf(base: string, collectionId: string, row: ItemRow, shape: Shape) {
  const url = `${base}/collections/${collectionId}/items/${row.id}`;
  const properties: Record<string, string | null> = {
    name: row.name,
    slug: row.slug,
    description: row.description,
    address: row.address,
    category: row.category_name,
  };
  return {
    type: 'Feature' as const,
    id: row.id,
    geometry: shape.skipGeometry ? null : geometryOf(row, shape.crs),
    properties: shape.properties
      ? Object.fromEntries(shape.properties.map((name) => [name, properties[name] ?? null]))
      : properties,
    links: [
      { href: url, rel: 'self', type: GEOJSON_TYPE },
      { href: `${url}?f=html`, rel: 'alternate', type: HTML_TYPE },
      { href: `${base}/collections/${collectionId}`, rel: 'collection', type: JSON_TYPE },
    ],
  };
}

export async function items(deps: Deps, base: string, collectionId: string, raw: Query, html: boolean) {
  const query = parseItemsQuery(raw);
  const { title, ...collection } = await filterFor(deps, collectionId);
  const filter: repo.ItemFilter = { ...collection, conditions: await conditionsOf(deps, collection, query) };
  const [matched, rows] = await Promise.all([
    repo.countItems(deps.db, filter),
    pageOfItems(deps, filter, query.sort, query.limit, query.offset),
  ]);
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
    features: rows.map((row) => featureOf(base, collectionId, row, query)),
  };
}

export async function item(deps: Deps, base: string, collectionId: string, featureId: string, raw: Query) {
  const { title: _title, ...collection } = await filterFor(deps, collectionId);
  const id = /^\d{1,10}$/.test(featureId) ? Number(featureId) : Number.NaN;
  const row =
    Number.isSafeInteger(id) && id <= 2_147_483_647
      ? await repo.findItem(deps.db, collection, id)
      : undefined;
  if (!row) throw AppError.notFound('api_feature_not_found');
  return {
    ...featureOf(base, collectionId, row, { crs: answerCrs(raw), skipGeometry: false }),
    version: row.version,
  };
}
