import { FILTER_LIMITS } from '../modules/ogc/cql2.ts';
import {
  CRS84,
  DEFAULT_LIMIT,
  type Endpoint,
  MAX_LIMIT,
  MAX_OFFSET,
  OPENAPI_TYPE,
  PARAMETERS,
  type Parameter,
} from '../modules/ogc/ogc.service.ts';
import { SUPPORTED_CRS } from '../modules/ogc/ogc-crs.ts';
import { FILTER_LANGUAGES } from '../modules/ogc/ogc-items-query.ts';
import {
  PROPERTY_NAMES,
  QUERYABLE_NAMES,
  QUERYABLES,
  QUERYABLES_TYPE,
  type QueryableName,
} from '../modules/ogc/ogc-queryables.ts';

const json = (description: string, type = 'application/json') => ({
  description,
  content: { [type]: { schema: { type: 'object' } }, 'text/html': { schema: { type: 'string' } } },
});

const badRequest = { description: 'A query parameter this endpoint does not accept, or a bad value' };

const crsParameter = (name: string, description: string) => ({
  name,
  in: 'query',
  required: false,
  description,
  schema: { type: 'string', format: 'uri', enum: SUPPORTED_CRS, default: CRS84 },
});

/** Every accepted query parameter; the typed record makes a newly accepted name without a definition fail. */
const QUERY: Record<Parameter, object> = {
  f: { name: 'f', in: 'query', required: false, schema: { type: 'string', enum: ['json', 'html'] } },
  limit: {
    name: 'limit',
    in: 'query',
    required: false,
    description: `The page size; a larger value is lowered to ${MAX_LIMIT}.`,
    style: 'form',
    explode: false,
    schema: { type: 'integer', minimum: 1, maximum: MAX_LIMIT, default: DEFAULT_LIMIT },
  },
  offset: {
    name: 'offset',
    in: 'query',
    required: false,
    description: 'How many matching features to skip (the next and prev links carry it).',
    schema: { type: 'integer', minimum: 0, maximum: MAX_OFFSET, default: 0 },
  },
  bbox: {
    name: 'bbox',
    in: 'query',
    required: false,
    description:
      'Only features whose geometry intersects the box: minLon,minLat,maxLon,maxLat in CRS84 (or six ' +
      'numbers with heights, ignored), or in the coordinate system bbox-crs names, in its axis order. ' +
      'minLon greater than maxLon is a box across the antimeridian.',
    style: 'form',
    explode: false,
    schema: { type: 'array', minItems: 4, maxItems: 6, items: { type: 'number' } },
  },
  'bbox-crs': crsParameter('bbox-crs', 'The coordinate system of bbox (only with a bbox).'),
  crs: crsParameter(
    'crs',
    'The coordinate system of the answer, in its axis order (EPSG:4326 latitude first); Content-Crs names it.',
  ),
  sortby: {
    name: 'sortby',
    in: 'query',
    required: false,
    description: `The order of the features: queryables (${QUERYABLE_NAMES.join(', ')}), each with + (ascending, the default) or - (descending) before it, separated by commas; ties by id.`,
    style: 'form',
    explode: false,
    schema: { type: 'array', minItems: 1, items: { type: 'string', pattern: '^[+-]?[a-z]+$' } },
  },
  properties: {
    name: 'properties',
    in: 'query',
    required: false,
    description: `Only these properties of each feature (${PROPERTY_NAMES.join(', ')}), separated by commas.`,
    style: 'form',
    explode: false,
    schema: { type: 'array', items: { type: 'string', enum: PROPERTY_NAMES } },
  },
  skipGeometry: {
    name: 'skipGeometry',
    in: 'query',
    required: false,
    description: 'true: every feature without its geometry (null).',
    schema: { type: 'boolean', default: false },
  },
  filter: {
    name: 'filter',
    in: 'query',
    required: false,
    description:
      'A CQL2 filter (Part 3) on the queryables (/collections/{collectionId}/queryables): comparisons, AND, OR, ' +
      'NOT, IS NULL, LIKE, BETWEEN, IN, CASEI and S_INTERSECTS with a POINT, LINESTRING, POLYGON, their MULTI ' +
      `kinds or a BBOX. At most ${FILTER_LIMITS.length} characters, ${FILTER_LIMITS.depth} levels deep, ` +
      `${FILTER_LIMITS.nodes} terms and ${FILTER_LIMITS.vertices} positions.`,
    schema: { type: 'string', maxLength: FILTER_LIMITS.length },
  },
  'filter-lang': {
    name: 'filter-lang',
    in: 'query',
    required: false,
    description: 'The language of filter (only with a filter).',
    schema: { type: 'string', enum: FILTER_LANGUAGES, default: 'cql2-text' },
  },
  'filter-crs': crsParameter(
    'filter-crs',
    'The coordinate system of the geometries in filter (only with a filter).',
  ),
  ...(Object.fromEntries(
    QUERYABLE_NAMES.map((name) => [
      name,
      {
        name,
        in: 'query',
        required: false,
        description: `Only features whose ${name} equals this value. ${QUERYABLES[name].description}`,
        schema: { type: QUERYABLES[name].type },
      },
    ]),
  ) as Record<QueryableName, object>),
};

const query = (endpoint: Endpoint) => PARAMETERS[endpoint].map((name) => QUERY[name]);

const collectionId = { name: 'collectionId', in: 'path', required: true, schema: { type: 'string' } };

const featureId = { name: 'featureId', in: 'path', required: true, schema: { type: 'string' } };
const featureBody = (type: string, description: string) => ({
  required: true,
  description,
  content: { [type]: { schema: { type: 'object' } } },
});
const written = {
  description: 'The feature as stored now; its ETag is its record version',
  headers: { ETag: { schema: { type: 'string' } } },
  content: { 'application/geo+json': { schema: { type: 'object' } } },
};
const refusals = {
  400: { description: 'Not a GeoJSON Feature, or a property that cannot be written' },
  401: { description: 'No valid Bearer token' },
  403: { description: 'The token lacks the permission' },
  404: { description: 'No such collection or feature' },
  422: { description: "The back office's validation refused a value (its error keys)" },
};
const ifMatch = {
  name: 'If-Match',
  in: 'header',
  required: false,
  description: 'The ETag read; a stale one is 412 and nothing is written.',
  schema: { type: 'string' },
};
const options = (description: string, parameters: object[]) => ({
  options: {
    operationId: description,
    parameters,
    responses: { 204: { description: 'Allow lists the methods the caller may use' } },
  },
});

/** Part 4: the writes, each the back office's own procedure (decision 0051). */
const EDIT_ITEMS = {
  ...options('optionsFeatures', [collectionId]),
  post: {
    operationId: 'createFeature',
    security: [{ bearer: [] }],
    parameters: [collectionId],
    requestBody: featureBody(
      'application/geo+json',
      'A Feature: properties name, description, address; a geometry',
    ),
    responses: {
      201: { ...written, headers: { ...written.headers, Location: { schema: { type: 'string' } } } },
      405: { description: '`all` and the per-kind collections take no new places' },
      ...refusals,
    },
  },
};
const EDIT_ONE = {
  ...options('optionsFeature', [collectionId, featureId]),
  put: {
    operationId: 'replaceFeature',
    security: [{ bearer: [] }],
    parameters: [collectionId, featureId, ifMatch],
    requestBody: featureBody('application/geo+json', 'The whole Feature: what it leaves out becomes empty'),
    responses: { 200: written, 412: { description: 'If-Match is stale' }, ...refusals },
  },
  patch: {
    operationId: 'updateFeature',
    security: [{ bearer: [] }],
    parameters: [collectionId, featureId, ifMatch],
    requestBody: featureBody('application/merge-patch+json', 'A JSON merge patch of the Feature'),
    responses: { 200: written, 412: { description: 'If-Match is stale' }, ...refusals },
  },
  delete: {
    operationId: 'deleteFeature',
    security: [{ bearer: [] }],
    parameters: [collectionId, featureId, ifMatch],
    responses: {
      204: { description: 'Moved to "Recently deleted" (30 days)' },
      412: { description: 'If-Match is stale' },
      ...refusals,
    },
  },
};

/** OpenAPI 3.0 of the OGC API Features endpoints (the `oas30` conformance class). */
export function ogcOpenApi(base: string) {
  return {
    openapi: '3.0.3',
    info: {
      title: 'PetaDesa OGC API Features',
      version: '1.0.0',
      description:
        'Public reads of the active maps of the village, one collection per category plus `all`; writes with a Bearer token; ' +
        'in CRS84 or a coordinate system of Part 2, filtered with CQL2 (Part 3), sorted and trimmed.',
    },
    servers: [{ url: base }],
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', description: 'The token of /api/auth/login.' },
      },
    },
    paths: {
      '/': {
        get: {
          operationId: 'getLandingPage',
          parameters: query('landing'),
          responses: { 200: json('Landing page'), 400: badRequest },
        },
      },
      '/conformance': {
        get: {
          operationId: 'getConformance',
          parameters: query('conformance'),
          responses: { 200: json('Conformance classes'), 400: badRequest },
        },
      },
      '/api': {
        get: {
          operationId: 'getApiDefinition',
          parameters: query('api'),
          responses: {
            200: json('This OpenAPI document', OPENAPI_TYPE),
            400: badRequest,
          },
        },
      },
      '/collections': {
        get: {
          operationId: 'getCollections',
          parameters: query('collections'),
          responses: { 200: json('Collections'), 400: badRequest },
        },
      },
      '/collections/{collectionId}': {
        get: {
          operationId: 'describeCollection',
          parameters: [collectionId, ...query('collection')],
          responses: {
            200: json('A collection'),
            400: badRequest,
            404: { description: 'No such collection' },
          },
        },
      },
      '/collections/{collectionId}/queryables': {
        get: {
          operationId: 'getQueryables',
          parameters: [collectionId, ...query('queryables')],
          responses: {
            200: json('What a filter may name, as a JSON Schema', QUERYABLES_TYPE),
            400: badRequest,
            404: { description: 'No such collection' },
          },
        },
      },
      '/collections/{collectionId}/items': {
        ...EDIT_ITEMS,
        get: {
          operationId: 'getFeatures',
          parameters: [collectionId, ...query('items')],
          responses: {
            200: json('Features', 'application/geo+json'),
            400: badRequest,
            404: { description: 'No such collection' },
          },
        },
      },
      '/collections/{collectionId}/items/{featureId}': {
        ...EDIT_ONE,
        get: {
          operationId: 'getFeature',
          parameters: [
            collectionId,
            { name: 'featureId', in: 'path', required: true, schema: { type: 'string' } },
            ...query('item'),
          ],
          responses: {
            200: json('A feature', 'application/geo+json'),
            400: badRequest,
            404: { description: 'No such feature' },
          },
        },
      },
    },
  };
}
