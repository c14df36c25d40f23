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

/**
 * Open311 GeoReport v2 at `/open311/v2/` (issue 36): `services.json`, `requests.json` (read and POST) and
 * `requests/{id}.json`, JSON only. Errors are v2's list of `{ code, description }`.
 */
export async function registerOpen311Routes(app: FastifyInstance, deps: Deps): Promise<void> {
  await app.register(async (scope) => {
    // v2 posts a form; only under /open311 (the rest of the API takes JSON or multipart).
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 64 * 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );

    const fail = (request: FastifyRequest, reply: FastifyReply, error: unknown) => {
      if (!(error instanceof AppError)) throw error;
      const status = HTTP_STATUS[error.code];
      if (error.retryAfterSeconds) reply.header('retry-after', String(error.retryAfterSeconds));
      const mode = modeOfAcceptLanguage(request.headers['accept-language']);
      const fields = Object.values(error.errors ?? {}).map((said) => say(said, mode));
      return reply.code(status).send(
        (fields.length > 0 ? fields : [say(error.said, mode)]).map((description) => ({
          code: status,
          description,
        })),
      );
    };

    scope.get('/open311/v2/services.json', async (request, reply) => {
      try {
        return reply.header('cache-control', 'no-cache').send(await open311.services(deps));
      } catch (error) {
        return fail(request, reply, error);
      }
    });

    scope.get('/open311/v2/requests.json', async (request, reply) => {
      try {
        const query = request.query as Record<string, string | undefined>;
        const list = await open311.requests(deps, query, siteOrigin(request, deps.config));
        return reply.header('cache-control', 'no-cache').send(list);
      } catch (error) {
        return fail(request, reply, error);
      }
    });

    scope.get<{ Params: { id: string } }>('/open311/v2/requests/:id.json', async (request, reply) => {
      try {
        const id = /^[1-9]\d{0,9}$/.test(request.params.id) ? Number(request.params.id) : 0;
        const found =
          id > 0 && id <= 2_147_483_647
            ? await open311.request(deps, id, siteOrigin(request, deps.config))
            : undefined;
        if (!found) throw AppError.notFound('api_report_not_found');
        return reply.header('cache-control', 'no-cache').send([found]);
      } catch (error) {
        return fail(request, reply, error);
      }
    });

    scope.post('/open311/v2/requests.json', async (request, reply) => {
      try {
        const body = request.isMultipart()
          ? await readMultipartBody(request, deps.config.maxUploadBytes)
          : ((request.body ?? {}) as Record<string, unknown>);
        const parsed = reportSubmitInput.safeParse({ ...open311.postFields(body), photos: body.media });
        if (!parsed.success) throw AppError.validation(fieldErrorsFromIssues(parsed.error.issues));
        return reply.code(201).send(await open311.post(deps, request.ip, parsed.data));
      } catch (error) {
        return fail(request, reply, error);
      }
    });
  });
}
