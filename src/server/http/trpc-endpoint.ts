import {
  type CreateFastifyContextOptions,
  type FastifyTRPCPluginOptions,
  fastifyTRPCPlugin,
} from '@trpc/server/adapters/fastify';
import type { FastifyInstance } from 'fastify';
import { msg } from '../../shared/i18n/message.ts';
import { MAX_PHOTOS } from '../../shared/schemas/place-info.ts';
import { MAX_BATCH_SIZE } from '../../shared/trpc-limits.ts';
import type { Deps } from '../deps.ts';
import { AppError } from '../errors.ts';
import { createContext } from '../trpc/context.ts';
import { type AppRouter, appRouter } from '../trpc/router.ts';

/** Room for the text fields (a geometry may be 2 MB) beside the largest image. */
const FORM_OVERHEAD_BYTES = 3 * 1024 * 1024;

/**
 * tRPC at /trpc, for our own client. Its adapter streams a multipart body straight into the request with no
 * size limit of its own, so a declared length above what an upload may be is refused before it is read.
 */
export async function registerTrpcEndpoint(app: FastifyInstance, deps: Deps): Promise<void> {
  await app.register(async (scope) => {
    // A place's form sends its image and new photos in one request (decision 0031), each up to the limit.
    const limit = (1 + MAX_PHOTOS) * deps.config.maxUploadBytes + FORM_OVERHEAD_BYTES;
    scope.addHook('onRequest', async (request) => {
      const length = Number(request.headers['content-length'] ?? 0);
      if (length > limit) {
        throw new AppError(
          'PAYLOAD_TOO_LARGE',
          msg('api_request_too_large', { megabytes: Math.round(limit / 1024 / 1024) }),
        );
      }
      if (
        request.method === 'POST' &&
        !request.headers['content-length'] &&
        request.headers['transfer-encoding']
      ) {
        throw new AppError('BAD_REQUEST', msg('api_content_length_needed'));
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
            cookies: deps.auth.cookies(req, res),
            acceptLanguage: req.headers['accept-language'],
            method: req.method,
            villageClosed: Boolean(req.village?.closedAt),
          }),
        onError: ({ error, path }) => {
          if (error.code === 'INTERNAL_SERVER_ERROR') app.log.error({ err: error, path }, 'procedure failed');
        },
      },
    };
    await scope.register(fastifyTRPCPlugin, options);
  });
}
