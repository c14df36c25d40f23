import { DEFAULT_LIMIT, MAX_LIMIT } from '../modules/ogc/ogc.service.ts';

const json = (description: string, type = 'application/json') => ({
  description,
  content: { [type]: { schema: { type: 'object' } }, 'text/html': { schema: { type: 'string' } } },
});

const format = {
  name: 'f',
  in: 'query',
  required: false,
  schema: { type: 'string', enum: ['json', 'html'] },
};
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
          parameters: [format],
          responses: { 200: json('Landing page') },
        },
      },
      '/conformance': {
        get: {
          operationId: 'getConformance',
          parameters: [format],
          responses: { 200: json('Conformance classes') },
        },
      },
      '/collections': {
        get: { operationId: 'getCollections', parameters: [format], responses: { 200: json('Collections') } },
      },
      '/collections/{collectionId}': {
        get: {
          operationId: 'describeCollection',
          parameters: [collectionId, format],
          responses: { 200: json('A collection'), 404: { description: 'No such collection' } },
        },
      },
      '/collections/{collectionId}/items': {
        get: {
          operationId: 'getFeatures',
          parameters: [
            collectionId,
            format,
            {
              name: 'limit',
              in: 'query',
              required: false,
              style: 'form',
              explode: false,
              schema: { type: 'integer', minimum: 1, maximum: MAX_LIMIT, default: DEFAULT_LIMIT },
            },
            {
              name: 'offset',
              in: 'query',
              required: false,
              schema: { type: 'integer', minimum: 0, default: 0 },
            },
            {
              name: 'bbox',
              in: 'query',
              required: false,
              description:
                'Only features whose geometry intersects the box (minLon,minLat,maxLon,maxLat in CRS84).',
              style: 'form',
              explode: false,
              schema: { type: 'array', minItems: 4, maxItems: 6, items: { type: 'number' } },
            },
          ],
          responses: {
            200: json('Features', 'application/geo+json'),
            400: { description: 'A bad limit, offset or bbox' },
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
            format,
          ],
          responses: {
            200: json('A feature', 'application/geo+json'),
            404: { description: 'No such feature' },
          },
        },
      },
    },
  };
}
