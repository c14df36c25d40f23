import { z } from 'zod';
import type { ProcedureAccess } from '../../shared/permissions.ts';
import { MAX_PHOTOS } from '../../shared/schemas/place-info.ts';
import { MAX_REPORT_PHOTOS } from '../../shared/schemas/reports.ts';
import { REST_ENDPOINTS, type RestEndpoint } from './rest-routes.ts';

type JsonSchema = Record<string, unknown>;
interface ProcedureDef {
  inputs: z.ZodType[];
  output?: z.ZodType;
}

const FILE_FIELDS = {
  image: { type: 'string', format: 'binary', description: 'PNG, JPEG, WebP or GIF.' },
  file: {
    type: 'string',
    format: 'binary',
    description: 'GeoJSON, KML, KMZ, GPX, CSV (lat/lon or WKT columns) or a zipped Shapefile with its .prj.',
  },
  photos: {
    type: 'array',
    items: { type: 'string', format: 'binary' },
    maxItems: MAX_REPORT_PHOTOS,
    description: 'Photos of a resident report (PNG, JPEG, WebP or GIF), re-encoded without any metadata.',
  },
} as const;

/** Files sent under one name several times (a place's new photos, decision 0031), in a multipart body. */
const REPEATED_FILE_FIELDS: Record<string, unknown> = {
  new_photos: {
    type: 'array',
    items: FILE_FIELDS.image,
    maxItems: MAX_PHOTOS,
    description: `Photos added after the ones kept; a place has at most ${MAX_PHOTOS}, the first being \`image\`.`,
  },
};

const DOWNLOAD_TYPES = [
  'application/geo+json',
  'application/vnd.google-earth.kml+xml',
  'application/gpx+xml',
  'text/csv',
];

function toSchema(schema: z.ZodType | undefined, io: 'input' | 'output'): JsonSchema {
  if (!schema) return {};
  const { $schema: _draft, ...json } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return json;
}

const errorBody = {
  type: 'object',
  required: ['message'],
  properties: {
    message: { type: 'string' },
    errors: {
      type: 'object',
      additionalProperties: { type: 'string' },
      description: 'Field errors, keyed as the spec names them.',
    },
    conflict: {
      type: 'object',
      description: 'On 409: the record as it now is, and who changed it when.',
      properties: {
        current: {},
        changed_by: { type: ['string', 'null'] },
        changed_at: { type: ['string', 'null'] },
      },
    },
  },
};

function errorResponses(access: ProcedureAccess, route: RestEndpoint): Record<string, unknown> {
  const response = (description: string) => ({
    description,
    content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
  });
  const responses: Record<string, unknown> = {};
  if (route.input) responses['422'] = response('Validation failed; `errors` names each field.');
  if (access !== 'public') responses['401'] = response('No token, or a forged or expired one.');
  if (access !== 'public' && access !== 'session')
    responses['403'] = response(`Needs the permission ${access}.`);
  if (route.path.includes(':id')) responses['404'] = response('No such record.');
  if (route.versioned) {
    responses['409'] = response(
      'The record changed since the version sent (`version`, or `If-Match` with its ETag); `conflict` holds the current record and who changed it when.',
    );
  }
  return responses;
}

/** OpenAPI 3.1 of the REST API, generated from the routes the procedures declare and their own zod schemas. */
export function buildOpenApiDocument(): JsonSchema {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of REST_ENDPOINTS) {
    const def = route.handler._def as unknown as ProcedureDef;
    const access = route.access;
    const path = route.path.replace(/:(\w+)/g, '{$1}');
    const input = toSchema(def.inputs[0], 'input') as {
      properties?: Record<string, JsonSchema>;
      required?: string[];
    };
    const parameters: unknown[] = [];
    if (path.includes('{id}'))
      parameters.push({ name: 'id', in: 'path', required: true, schema: { type: 'integer', minimum: 1 } });
    // A history entry's id (bigint, so digits as text).
    if (path.includes('{entry}'))
      parameters.push({
        name: 'entry',
        in: 'path',
        required: true,
        schema: { type: 'string', pattern: '^\\d+$' },
      });
    // A resident report's tracking code (decision 0054).
    if (path.includes('{code}'))
      parameters.push({
        name: 'code',
        in: 'path',
        required: true,
        schema: { type: 'string', pattern: '^[2-9A-Za-z-]{12,40}$' },
      });
    if (route.method === 'GET' && input.properties) {
      for (const [name, schema] of Object.entries(input.properties)) {
        if (name !== 'id' && name !== 'entry' && name !== 'code')
          parameters.push({ name, in: 'query', required: false, schema });
      }
    }
    const operation: Record<string, unknown> = {
      operationId: route.procedure,
      tags: [route.procedure.split('.')[0]],
      summary: `${route.method} ${path}`,
      description:
        access === 'public'
          ? 'No token needed.'
          : access === 'session'
            ? 'Needs a valid token.'
            : `Needs the permission \`${access}\`.`,
      ...(access === 'public' ? { security: [] } : {}),
      ...(parameters.length ? { parameters } : {}),
      responses: {
        [String(route.status ?? 200)]: route.download
          ? {
              description: 'The file, as an attachment (Content-Disposition names it).',
              content: Object.fromEntries(
                DOWNLOAD_TYPES.map((type) => [type, { schema: { type: 'string' } }]),
              ),
            }
          : {
              description: 'Success',
              content: {
                'application/json': {
                  schema: {
                    type: 'object',
                    required: ['data'],
                    properties: { data: toSchema(def.output, 'output') },
                  },
                },
              },
            },
        ...(route.cached ? { 304: { description: 'Not modified (If-None-Match matched the ETag).' } } : {}),
        ...errorResponses(access, route),
      },
    };
    if (route.method === 'POST' || route.method === 'PUT') {
      const { id: _id, ...properties } = input.properties ?? {};
      const body = { ...input, properties, required: (input.required ?? []).filter((name) => name !== 'id') };
      const content: Record<string, unknown> = {};
      // An import's file has no JSON form; an image is optional, so JSON bodies are fine there.
      if (route.multipartFile !== 'file') content['application/json'] = { schema: body };
      if (route.multipartFile) {
        content['multipart/form-data'] = {
          schema: {
            ...body,
            properties: {
              ...properties,
              [route.multipartFile]: FILE_FIELDS[route.multipartFile],
              ...Object.fromEntries(
                Object.entries(REPEATED_FILE_FIELDS).filter(([name]) => name in properties),
              ),
            },
          },
        };
      }
      operation.requestBody = { required: true, content };
    }
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: operation };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'PetaDesa REST API',
      version: '1.0.0',
      description:
        'Every call answers `{ "data": ... }`; lists are `{ data, current_page, last_page, per_page, total }`. ' +
        'Errors answer `{ message, errors? }`. Send `Authorization: Bearer {token}` from `POST /api/login`.',
    },
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      schemas: { Error: errorBody },
    },
    security: [{ bearer: [] }],
    paths,
  };
}
