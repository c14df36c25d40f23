import { intersectsBox } from '../../../shared/geo/box-intersects.ts';
import { roundCoordinates } from '../../../shared/geo/round.ts';
import type { PetaGeometry } from '../../../shared/geo/types.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { EXPORT_DECIMALS } from '../transfer/export.service.ts';
import * as repo from './ogc.repository.ts';

export const CONFORMANCE = [
  'http://www.opengis.net/spec/ogcapi-features-1/1.0/conf/core',
  'http://www.opengis.net/spec/ogcapi-features-1/1.0/conf/geojson',
  'http://www.opengis.net/spec/ogcapi-features-1/1.0/conf/oas30',
  'http://www.opengis.net/spec/ogcapi-features-1/1.0/conf/html',
];

export const ALL_COLLECTION = 'all';
export const DEFAULT_LIMIT = 10;
export const MAX_LIMIT = 1000;
const CRS84 = 'http://www.opengis.net/def/crs/OGC/1.3/CRS84';

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
    description: 'The village map as OGC API Features: one collection per category, and one with everything.',
    links: [
      ...selfLinks(base, new URLSearchParams(), JSON_TYPE, html),
      {
        href: `${base}/api`,
        rel: 'service-desc',
        type: 'application/vnd.oai.openapi+json;version=3.0',
        title: 'The API definition',
      },
      { href: `${base}/api?f=html`, rel: 'service-doc', type: HTML_TYPE, title: 'The API documentation' },
      { href: `${base}/conformance`, rel: 'conformance', type: JSON_TYPE, title: 'Conformance classes' },
      { href: `${base}/collections`, rel: 'data', type: JSON_TYPE, title: 'Collections' },
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
  if (!found) throw AppError.notFound('Collection');
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

export interface ItemsQuery {
  limit: number;
  offset: number;
  bbox?: repo.Bbox;
}

function badParameter(message: string): AppError {
  return new AppError('BAD_REQUEST', message);
}

/** limit, offset and bbox as the spec defines them; a limit above the maximum is lowered to it. */
export function parseItemsQuery(query: Record<string, string | undefined>): ItemsQuery {
  const integer = (name: string, fallback: number, min: number) => {
    const text = query[name];
    if (text === undefined || text === '') return fallback;
    if (!/^\d+$/.test(text) || Number(text) < min)
      throw badParameter(`${name} must be an integer of at least ${min}.`);
    return Number(text);
  };
  const limit = Math.min(integer('limit', DEFAULT_LIMIT, 1), MAX_LIMIT);
  const offset = integer('offset', 0, 0);
  if (!query.bbox) return { limit, offset };
  const numbers = query.bbox.split(',').map((part) => (part.trim() === '' ? Number.NaN : Number(part)));
  if ((numbers.length !== 4 && numbers.length !== 6) || numbers.some((n) => !Number.isFinite(n))) {
    throw badParameter('bbox must be four numbers: minLon,minLat,maxLon,maxLat (or six with heights).');
  }
  if (query['bbox-crs'] && query['bbox-crs'] !== CRS84) throw badParameter(`bbox-crs must be ${CRS84}.`);
  const [minLng, minLat, , maxLng, maxLat] =
    numbers.length === 6 ? numbers : [numbers[0], numbers[1], 0, numbers[2], numbers[3]];
  return { limit, offset, bbox: [minLng!, minLat!, maxLng!, maxLat!] };
}

type ItemRow = NonNullable<Awaited<ReturnType<typeof repo.findItem>>>;

/**
 * A `bbox` page: the spec selects features whose geometry meets the box, which QGIS also checks on its
 * side (it dropped a road whose bounding box, not its line, reached into the box). The candidates come
 * from the stored boxes, the exact test runs here, then the page is read by id.
 */
async function itemsInBox(
  deps: Deps,
  filter: repo.ItemFilter & { bbox: repo.Bbox },
  { limit, offset }: ItemsQuery,
): Promise<{ matched: number; rows: ItemRow[] }> {
  const candidates = await repo.bboxCandidates(deps.db, filter);
  const ids = candidates
    .filter(
      (row) =>
        row.inside || (row.geometry != null && intersectsBox(row.geometry as PetaGeometry, filter.bbox)),
    )
    .map((row) => row.id);
  const rows = await repo.itemsByIds(deps.db, filter, ids.slice(offset, offset + limit));
  return { matched: ids.length, rows };
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

export async function items(
  deps: Deps,
  base: string,
  collectionId: string,
  raw: Record<string, string | undefined>,
  html: boolean,
) {
  const query = parseItemsQuery(raw);
  const { categoryId, title } = await filterFor(deps, base, collectionId);
  const filter = { categoryId, bbox: query.bbox };
  const { matched, rows } = query.bbox
    ? await itemsInBox(deps, { ...filter, bbox: query.bbox }, query)
    : await Promise.all([
        repo.countItems(deps.db, filter),
        repo.listItems(deps.db, filter, query.limit, query.offset),
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
  if (!row) throw AppError.notFound('Feature');
  return featureOf(base, collectionId, row);
}
