import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { FileOutput } from '../../shared/schemas/transfer.ts';
import type { Deps } from '../deps.ts';
import { isPublicAnswerKey, publicAnswer } from '../modules/public/public.service.ts';
import { createContext } from '../trpc/context.ts';
import { etagMatches, preferredEncoding } from './content-negotiation.ts';
import { readMultipartBody } from './multipart-body.ts';
import { REST_ENDPOINTS, type RestEndpoint } from './rest-routes.ts';

/**
 * Runs the route's procedure in-process with the request's context, as tRPC's `createCaller` does for a
 * path (the same call, its middlewares included), but on the procedure the route holds: no name to look up.
 */
function call(route: RestEndpoint, ctx: ReturnType<typeof createContext>, input: unknown): Promise<unknown> {
  return route.handler({
    ctx,
    getRawInput: async () => input,
    path: route.procedure,
    type: route.handler._def.type,
    signal: undefined,
    batchIndex: 0,
  });
}

const MIN_COMPRESS_BYTES = 1024;

function sendFile(reply: FastifyReply, file: FileOutput) {
  const ascii = file.file_name.replace(/[^\w.-]/g, '_');
  return reply
    .type(file.content_type)
    .header(
      'content-disposition',
      `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.file_name)}`,
    )
    .header('cache-control', 'no-cache')
    .send(file.content);
}

/**
 * Plain Fastify routes that call the procedures in-process: tRPC's own HTTP adapter costs several times
 * the requests per second on the public read path, while `createCaller` inside a route costs little.
 */
export async function registerRestRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  await app.register(fastifyMultipart, { throwFileSizeLimit: true });
  for (const route of REST_ENDPOINTS) {
    app.route({
      method: route.method,
      url: route.url,
      // Cached answers carry their own compressed bytes; compressing them again per request would cost more
      // than everything else on the public read path.
      ...(route.cached ? { compress: false } : {}),
      handler: async (request, reply) => {
        // A public read: the one shared answer, sent as its cache holds it (JSON, ETag, compressed bytes).
        if (route.cached) {
          if (!isPublicAnswerKey(route.procedure)) throw new Error(`${route.procedure} has no shared answer`);
          const answer = await publicAnswer(deps, route.procedure);
          reply.header('etag', answer.etag).header('cache-control', 'no-cache');
          reply.header('vary', 'accept-encoding');
          if (etagMatches(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
          reply.type('application/json; charset=utf-8');
          const encoding = preferredEncoding(request.headers['accept-encoding']);
          if (!encoding || answer.json.length < MIN_COMPRESS_BYTES) return reply.send(answer.json);
          return reply.header('content-encoding', encoding).send(await answer.encoded(encoding));
        }
        const ctx = createContext(deps, request.headers.authorization, request.ip, {
          cookies: deps.auth.cookies(request, reply),
          acceptLanguage: request.headers['accept-language'],
        });
        const body = request.isMultipart()
          ? await readMultipartBody(request, deps.config.maxUploadBytes)
          : request.body;
        const input = withIfMatch(
          route.readInput({ params: request.params, query: request.query, body }),
          route,
          request.headers['if-match'],
        );
        const data = await call(route, ctx, input);
        // Serialized in a turn of its own: for a large answer (an import preview of thousands of features)
        // the procedure's output check and the serialization would otherwise hold one turn together.
        await new Promise((resolve) => setImmediate(resolve));
        reply.code(route.status ?? 200);
        if (route.download) return sendFile(reply, data as FileOutput);
        // A record's ETag is its version: sent back in If-Match, it makes the update conditional.
        const version = (data as { version?: unknown } | null)?.version;
        if (route.method !== 'DELETE' && typeof version === 'number') reply.header('etag', `"${version}"`);
        return { data };
      },
    });
  }
}

/**
 * `If-Match: "7"` on an update (or a "Restore this version") is the same as sending `version: 7` (a version
 * in the body wins); `*` asks for nothing. Anything else is handed on as it is, for the version's own
 * validation to refuse.
 */
function withIfMatch(input: unknown, route: RestEndpoint, ifMatch: string | undefined): unknown {
  if (!route.versioned || !ifMatch || !input || typeof input !== 'object') return input;
  const tag = ifMatch.trim();
  if (tag === '*' || 'version' in input) return input;
  const match = /^(?:W\/)?"(\d{1,10})"$/.exec(tag);
  return { ...input, version: match ? match[1] : tag };
}
