import fastifyCompress from '@fastify/compress';
import fastifyCors from '@fastify/cors';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, LogController } from 'fastify';
import type { Kysely } from 'kysely';
import { PerVillage } from './cache/village-caches.ts';
import type { Config } from './config.ts';
import type { DB } from './db/schema.ts';
import { currentVillageId } from './db/village-context.ts';
import { VillageDirectory } from './db/village-directory.ts';
import type { Deps } from './deps.ts';
import { registerApiDocs } from './http/api-docs.ts';
import { registerErrorHandler } from './http/error-handler.ts';
import { registerGracefulClose } from './http/graceful-close.ts';
import { registerOgcRoutes } from './http/ogc-routes.ts';
import { registerOpen311Routes } from './http/open311-routes.ts';
import { registerOverloadGuard } from './http/overload.ts';
import { describeMapPage, registerAppManifest, registerPreviewImage } from './http/public-page.ts';
import { registerReadiness } from './http/readiness.ts';
import { registerRequestLog } from './http/request-log.ts';
import { registerRestRoutes } from './http/rest-adapter.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { registerClient } from './http/static-files.ts';
import { registerTrpcEndpoint } from './http/trpc-endpoint.ts';
import { registerUploads } from './http/uploaded-images.ts';
import { registerVillageContext, villageUrl } from './http/village-request.ts';
import { createAuthenticator } from './modules/auth/authenticator.ts';
import { publicAnswerCache } from './modules/public/public.service.ts';
import { applyStorageQuota } from './modules/storage/storage-quota.ts';
import { registerTileRoutes } from './modules/tiles/tiles.routes.ts';
import { PicturePool } from './pictures/picture-pool.ts';
import { DatabaseImageStorage } from './uploads/database-image-storage.ts';

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

/** Villages whose public answers a process keeps at once; the others are computed again when asked. */
const VILLAGES_CACHED = 64;

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
    // The client's address and scheme come from X-Forwarded-* only through that many proxy hops, never
    // from what a client wrote itself (proxy-addr trusts the addresses nearest the socket first).
    trustProxy: (_address: string, hop: number) => hop < config.trustProxy,
    // One line per request instead of Fastify's two (http/request-log.ts).
    logController: new LogController({ disableRequestLogging: true }),
    // `/desa/{slug}/...` is routed as `/...` in that village (http/village-request.ts).
    rewriteUrl: villageUrl,
  });
  const now = options.now ?? (() => new Date());
  const publicCaches = new PerVillage(() => publicAnswerCache(options.db, now), VILLAGES_CACHED);
  const villages = new VillageDirectory(options.db, () => now().getTime());
  const deps: Deps = {
    db: options.db,
    config,
    log: app.log,
    now,
    // The answers of the village the current work is for (village-context.ts).
    get publicCache() {
      return publicCaches.of(currentVillageId());
    },
    everyVillageWrote: () => publicCaches.each((cache) => cache.afterWrite()),
    villages,
    images: new DatabaseImageStorage(options.db),
    pictures: new PicturePool((error) =>
      app.log.warn({ err: error }, 'a picture process ended by itself; another is started'),
    ),
    auth: createAuthenticator({ db: options.db, now }),
  };

  // The limit lives beside the count in the database, so that every writer (and every instance) checks it.
  // A database that cannot be reached at start keeps the limit it was last given: the app still starts,
  // answering 503 until the database is back (decision 0007).
  await applyStorageQuota(options.db, config.storageQuotaBytes).catch((error: unknown) =>
    app.log.warn({ err: error }, 'the storage limit could not be written; the one stored before applies'),
  );
  app.decorate('deps', deps);
  registerVillageContext(app, villages);
  // Before the server waits for requests to end: a picture being drawn is ended, its request answered 503.
  app.addHook('preClose', () => deps.pictures.close());
  registerRequestLog(app);
  registerErrorHandler(app);
  registerSecurityHeaders(app, config);
  registerGracefulClose(app);
  await registerOverloadGuard(app, config);
  // Off unless origins are listed: the app itself is same-origin, and tokens travel in a header, not cookies.
  if (config.corsOrigins.length > 0) {
    await app.register(fastifyCors, {
      origin: config.corsOrigins,
      methods: ['GET', 'POST', 'PUT', 'DELETE'],
      maxAge: 600,
    });
  }
  await app.register(fastifyCompress, { global: true, threshold: 1024 });

  await registerRestRoutes(app, deps);
  registerApiDocs(app);
  registerReadiness(app, deps);
  registerOgcRoutes(app, deps);
  registerTileRoutes(app, deps);
  await registerOpen311Routes(app, deps);
  await registerTrpcEndpoint(app, deps);

  registerUploads(app, deps);
  registerPreviewImage(app, deps);
  if (config.clientDir) {
    registerAppManifest(app, deps, config.clientDir);
    await registerClient(app, config.clientDir, describeMapPage(deps));
  }
  return app;
}
