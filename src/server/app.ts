import fastifyCompress from '@fastify/compress';
import { fastifyTRPCPlugin } from '@trpc/server/adapters/fastify';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { AnswerCache, PUBLIC_CACHE_TTL_MS } from './cache/answer-cache.ts';
import type { Config } from './config.ts';
import type { DB } from './db/schema.ts';
import type { Deps } from './deps.ts';
import { registerApiDocs } from './http/api-docs.ts';
import { registerErrorHandler } from './http/error-handler.ts';
import { registerRestRoutes } from './http/rest-adapter.ts';
import { registerClient, registerUploads } from './http/static-files.ts';
import { createContext } from './trpc/context.ts';
import { type AppRouter, appRouter } from './trpc/router.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** What the procedures run with; tests use it to call procedures directly. */
    deps: Deps;
  }
}

export interface AppOptions {
  config: Config;
  db: Kysely<DB>;
  now?: () => Date;
  /** Omitted in tests: no logging. */
  logger?: FastifyBaseLogger;
}

/** Builds the whole app without listening, so tests drive it with `app.inject`. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    ...(options.logger ? { loggerInstance: options.logger } : { logger: false }),
    // Batched tRPC calls put several procedure names in one path segment.
    routerOptions: { maxParamLength: 5000 },
    // Geometry may be up to 2 MB of GeoJSON text.
    bodyLimit: 3 * 1024 * 1024,
    requestTimeout: 60_000,
  });
  const now = options.now ?? (() => new Date());
  const deps: Deps = {
    db: options.db,
    config,
    log: app.log,
    now,
    publicCache: new AnswerCache(PUBLIC_CACHE_TTL_MS, () => now().getTime()),
  };

  app.decorate('deps', deps);
  registerErrorHandler(app);
  await app.register(fastifyCompress, { global: true, threshold: 1024 });

  await registerRestRoutes(app, deps);
  registerApiDocs(app);
  await app.register(fastifyTRPCPlugin, {
    prefix: '/trpc',
    trpcOptions: {
      router: appRouter,
      createContext: ({ req }: { req: { headers: Record<string, string | string[] | undefined> } }) =>
        createContext(deps, req.headers.authorization),
      onError: ({ error, path }: { error: Error & { code?: string }; path?: string }) => {
        if (error.code === 'INTERNAL_SERVER_ERROR') app.log.error({ err: error, path }, 'procedure failed');
      },
    } satisfies { router: AppRouter; [key: string]: unknown },
  });

  await registerUploads(app, config.dataDir);
  if (config.clientDir) await registerClient(app, config.clientDir);
  return app;
}
