import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HTTP_STATUS } from '../../shared/errors.ts';
import { modeOfAcceptLanguage } from '../../shared/i18n/accept-language.ts';
import { reportSubmitInput } from '../../shared/schemas/reports.ts';
import type { Deps } from '../deps.ts';
import { AppError } from '../errors.ts';
import { say } from '../i18n/localize.ts';
import * as open311 from '../modules/reports/open311.ts';
import { fieldErrorsFromIssues } from '../trpc/app-error.ts';
import { readMultipartBody } from './multipart-body.ts';
import { siteOrigin } from './site-origin.ts';

/** v2 serves each answer as JSON and as XML, chosen by the path's extension. */
const FORMATS = ['json', 'xml'] as const;
type Format = (typeof FORMATS)[number];

/** v2's XML: the list's element, and the element each record is, as v2 names them. */
const XML_NAMES = {
  services: ['services', 'service'],
  requests: ['service_requests', 'request'],
  errors: ['errors', 'error'],
} as const;

const ENTITIES: Record<string, string> = {
  '<': '&lt;',
  '>': '&gt;',
  '&': '&amp;',
  '"': '&quot;',
  "'": '&apos;',
};

/** A field's text in XML: escaped, and without the control characters XML 1.0 cannot hold. */
function xmlText(value: unknown): string {
  if (value === null || value === undefined) return '';
  let kept = '';
  for (const char of String(value)) {
    const code = char.charCodeAt(0);
    if (code >= 0x20 || code === 0x09 || code === 0x0a || code === 0x0d) kept += char;
  }
  return kept.replace(/[<>&"']/g, (c) => ENTITIES[c]!);
}

/** Records of flat fields (v2's are) as v2's XML document. */
function xmlOf(kind: keyof typeof XML_NAMES, records: readonly object[]): string {
  const [list, item] = XML_NAMES[kind];
  const body = records
    .map(
      (record) =>
        `<${item}>${Object.entries(record)
          .map(([field, value]) => `<${field}>${xmlText(value)}</${field}>`)
          .join('')}</${item}>`,
    )
    .join('');
  return `<?xml version="1.0" encoding="utf-8"?>\n<${list}>${body}</${list}>\n`;
}

function sendAs(
  reply: FastifyReply,
  format: Format,
  kind: keyof typeof XML_NAMES,
  records: readonly object[],
) {
  return format === 'xml'
    ? reply.type('text/xml; charset=utf-8').send(xmlOf(kind, records))
    : reply.send(records);
}

/**
 * Open311 GeoReport v2 at `/open311/v2/` (issue 36): `services`, `requests` (read and POST) and
 * `requests/{id}`, each `.json` or `.xml`. Errors are v2's list of `{ code, description }`, in the
 * request's format.
 */
export async function registerOpen311Routes(app: FastifyInstance, deps: Deps): Promise<void> {
  await app.register(async (scope) => {
    // v2 posts a form; only under /open311 (the rest of the API takes JSON or multipart).
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 64 * 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );

    const fail = (request: FastifyRequest, reply: FastifyReply, error: unknown, format: Format) => {
      if (!(error instanceof AppError)) throw error;
      const status = HTTP_STATUS[error.code];
      if (error.retryAfterSeconds) reply.header('retry-after', String(error.retryAfterSeconds));
      const mode = modeOfAcceptLanguage(request.headers['accept-language']);
      const fields = Object.values(error.errors ?? {}).map((said) => say(said, mode));
      const errors = (fields.length > 0 ? fields : [say(error.said, mode)]).map((description) => ({
        code: status,
        description,
      }));
      return sendAs(reply.code(status), format, 'errors', errors);
    };

    for (const format of FORMATS) {
      scope.get(`/open311/v2/services.${format}`, async (request, reply) => {
        try {
          return sendAs(
            reply.header('cache-control', 'no-cache'),
            format,
            'services',
            await open311.services(deps),
          );
        } catch (error) {
          return fail(request, reply, error, format);
        }
      });

      scope.get(`/open311/v2/requests.${format}`, async (request, reply) => {
        try {
          const query = request.query as Record<string, string | undefined>;
          const list = await open311.requests(deps, query, siteOrigin(request, deps.config));
          return sendAs(reply.header('cache-control', 'no-cache'), format, 'requests', list);
        } catch (error) {
          return fail(request, reply, error, format);
        }
      });

      scope.get<{ Params: { id: string } }>(`/open311/v2/requests/:id.${format}`, async (request, reply) => {
        try {
          const id = /^[1-9]\d{0,9}$/.test(request.params.id) ? Number(request.params.id) : 0;
          const found =
            id > 0 && id <= 2_147_483_647
              ? await open311.request(deps, id, siteOrigin(request, deps.config))
              : undefined;
          if (!found) throw AppError.notFound('api_report_not_found');
          return sendAs(reply.header('cache-control', 'no-cache'), format, 'requests', [found]);
        } catch (error) {
          return fail(request, reply, error, format);
        }
      });

      scope.post(`/open311/v2/requests.${format}`, async (request, reply) => {
        try {
          const body = request.isMultipart()
            ? await readMultipartBody(request, deps.config.maxUploadBytes)
            : ((request.body ?? {}) as Record<string, unknown>);
          const parsed = reportSubmitInput.safeParse({ ...open311.postFields(body), photos: body.media });
          if (!parsed.success) throw AppError.validation(fieldErrorsFromIssues(parsed.error.issues));
          return sendAs(
            reply.code(201),
            format,
            'requests',
            await open311.post(deps, request.ip, parsed.data),
          );
        } catch (error) {
          return fail(request, reply, error, format);
        }
      });
    }
  });
}
