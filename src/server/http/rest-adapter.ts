import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../deps.ts';
import { createContext } from '../trpc/context.ts';
import { createCaller } from '../trpc/router.ts';
import { readMultipartBody } from './multipart-body.ts';
import { REST_ROUTES } from './rest-routes.ts';

type Callable = (input?: unknown) => Promise<unknown>;

function procedureAt(caller: ReturnType<typeof createCaller>, path: string): Callable {
  return path
    .split('.')
    .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], caller) as Callable;
}

function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || tag === etag || tag === `W/${etag}`;
  });
}

/**
 * Plain Fastify routes that call the procedures in-process: tRPC's own HTTP adapter costs several times
 * the requests per second on the public read path, while `createCaller` inside a route costs little.
 */
export async function registerRestRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  await app.register(fastifyMultipart, { throwFileSizeLimit: true });
  for (const route of REST_ROUTES) {
    app.route({
      method: route.method,
      url: route.url,
      handler: async (request, reply) => {
        const caller = createCaller(createContext(deps, request.headers.authorization));
        if (route.cached) {
          const answer = await deps.publicCache.get(`rest ${route.url}`, async () => ({
            data: await procedureAt(caller, route.procedure)(),
          }));
          reply.header('etag', answer.etag).header('cache-control', 'no-cache');
          if (etagMatches(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
          return reply.type('application/json; charset=utf-8').send(answer.json);
        }
        const body = request.isMultipart()
          ? await readMultipartBody(request, deps.config.maxUploadBytes)
          : request.body;
        const input = route.input?.({ params: request.params, query: request.query, body });
        const data = await procedureAt(caller, route.procedure)(input);
        reply.code(route.status ?? 200);
        return { data };
      },
    });
  }
}
