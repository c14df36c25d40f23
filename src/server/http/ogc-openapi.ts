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
  schema: { type: 'string', format: 'uri', enum: [CRS84], default: CRS84 },
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
      'numbers with heights, ignored). minLon greater than maxLon is a box across the antimeridian.',
    style: 'form',
    explode: false,
    schema: { type: 'array', minItems: 4, maxItems: 6, items: { type: 'number' } },
  },
  'bbox-crs': crsParameter('bbox-crs', 'The coordinate system of bbox: CRS84 only.'),
  crs: crsParameter('crs', 'The coordinate system of the answer: CRS84 only, which is what is served.'),
};

const query = (endpoint: Endpoint) => PARAMETERS[endpoint].map((name) => QUERY[name]);

const collectionId = { name: 'collectionId', in: 'path', required: true, schema: { type: 'string' } };

/** OpenAPI 3.0 of the OGC API Features endpoints (the `oas30` conformance class). */
export function ogcOpenApi(base: string) {
  return {
    openapi: '3.0.3',
    info: {
      title: 'PetaDesa OGC API Features',
      version: '1.0.0',
      description:
        'Read-only, public: the active maps of the village, one collection per category plus `all`.',
    },
    servers: [{ url: base }],
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
      '/collections/{collectionId}/items': {
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
