import {
  type CreateFastifyContextOptions,
  type FastifyTRPCPluginOptions,
  fastifyTRPCPlugin,
} from '@trpc/server/adapters/fastify';
import type { FastifyInstance } from 'fastify';
import { MAX_BATCH_SIZE } from '../../shared/trpc-limits.ts';
import type { Deps } from '../deps.ts';
import { AppError } from '../errors.ts';
import { createContext } from '../trpc/context.ts';
import { type AppRouter, appRouter } from '../trpc/router.ts';
import { sessionCookieJar } from './session-cookies.ts';

/** Room for the text fields (a geometry may be 2 MB) beside the largest image. */
const FORM_OVERHEAD_BYTES = 3 * 1024 * 1024;

/**
 * tRPC at /trpc, for our own client. Its adapter streams a multipart body straight into the request with no
 * size limit of its own, so a declared length above what an upload may be is refused before it is read.
 */
export async function registerTrpcEndpoint(app: FastifyInstance, deps: Deps): Promise<void> {
  await app.register(async (scope) => {
    const limit = deps.config.maxUploadBytes + FORM_OVERHEAD_BYTES;
    scope.addHook('onRequest', async (request) => {
      const length = Number(request.headers['content-length'] ?? 0);
      if (length > limit) {
        throw new AppError(
          'PAYLOAD_TOO_LARGE',
          `The request is too large (at most ${Math.round(limit / 1024 / 1024)} MB).`,
        );
      }
      if (
        request.method === 'POST' &&
        !request.headers['content-length'] &&
        request.headers['transfer-encoding']
      ) {
        throw new AppError('BAD_REQUEST', 'Send uploads with a Content-Length.');
      }
    });
    const options: FastifyTRPCPluginOptions<AppRouter> = {
      prefix: '/trpc',
      trpcOptions: {
        router: appRouter,
        // One request may not multiply its cost without bound (one anonymous GET of 60 calls answered 65 MB).
        maxBatchSize: MAX_BATCH_SIZE,
        createContext: ({ req, res, info }: CreateFastifyContextOptions) =>
          createContext(deps, req.headers.authorization, req.ip, {
            batchSize: info.calls.length,
            cookies: sessionCookieJar(req, res, deps.now),
            acceptLanguage: req.headers['accept-language'],
          }),
        onError: ({ error, path }) => {
          if (error.code === 'INTERNAL_SERVER_ERROR') app.log.error({ err: error, path }, 'procedure failed');
        },
      },
    };
    await scope.register(fastifyTRPCPlugin, options);
  });
}
