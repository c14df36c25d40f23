import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { modeOfAcceptLanguage } from '../../shared/i18n/accept-language.ts';
import { msg } from '../../shared/i18n/message.ts';
import { sayMessage } from '../../shared/i18n/say-message.ts';
import { VILLAGE_PATH } from '../../shared/village-path.ts';
import { FIRST_VILLAGE_ID, inVillage, NO_VILLAGE_ID } from '../db/village-context.ts';
import type { VillageDirectory } from '../db/village-directory.ts';
import { HEALTH_URL } from './overload.ts';
import { READY_URL } from './readiness.ts';

/** Answered by the deployment, not a village: no village is looked up (the database may be away). */
const DEPLOYMENT_PATHS = new Set([HEALTH_URL, READY_URL]);

/** A village as a request reached it. */
export interface ReachedVillage {
  id: number;
  slug: string;
  /** What comes before the app's own paths: `/desa/{slug}` when reached by path, else nothing. */
  base: string;
  /** The village's own host name, when the request came by it. */
  host?: string;
  /** When the regency closed it: it is read-only then (issue 35). */
  closedAt?: Date | null;
}

/** What a closed village still accepts besides reading: its staff sign in and out, to read and export. */
const WRITES_WHEN_CLOSED = new Set(['/api/login', '/api/logout']);
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Whether a request would change a village the regency closed (kept read-only for 30 days, then purged). */
function writesToClosed(request: FastifyRequest, village: { closedAt: Date | null }): boolean {
  if (!village.closedAt || READS.has(request.method)) return false;
  const path = request.url.split('?')[0]!;
  // tRPC refuses its own calls, in its own form, so the screens show the message (trpc/init.ts).
  if (path.startsWith('/trpc/')) return false;
  return !WRITES_WHEN_CLOSED.has(path);
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The village this request reached (decision 0055): every statement it makes is held to it. */
    village: ReachedVillage;
  }
}

const PATH_SLUG = Symbol('the village slug of the path');

type Marked = IncomingMessage & { [PATH_SLUG]?: string };

/**
 * Fastify's `rewriteUrl`: a path under `/desa/{slug}` is routed as the path after it, so every route
 * (the REST API, tRPC, OGC, tiles, images, pages) answers under a village's path as at `/`, and the slug
 * is kept on the request for `registerVillageContext`.
 */
export function villageUrl(raw: IncomingMessage): string {
  const url = raw.url ?? '/';
  const match = VILLAGE_PATH.exec(url);
  if (!match) return url;
  (raw as Marked)[PATH_SLUG] = match[1];
  const rest = url.slice(match[0].length);
  return rest.startsWith('/') ? rest : `/${rest}`;
}

/** The slug a request's path named (`/desa/{slug}/...`), if any. */
export function pathSlugOf(request: FastifyRequest): string | undefined {
  return (request.raw as Marked)[PATH_SLUG];
}

/**
 * The host name the client reached: its `Host` header without the port, as a proxy passes it on (README).
 * Never `X-Forwarded-Host`, which Fastify's `hostname` reads behind a trusted proxy and which a client can
 * write itself: through a proxy that passed it on, any header would have chosen the village (decision 0028
 * reads no forwarded host for links either).
 */
function reachedHost(request: FastifyRequest): string {
  const host = request.headers.host ?? '';
  if (host.startsWith('[')) return host.slice(0, host.indexOf(']') + 1);
  return host.split(':')[0] ?? '';
}

/**
 * Every request runs in one village, from its first hook to its answer, and every statement it makes
 * carries that village (database.ts), which the database holds it to (decision 0052). The village is the
 * one its path names (`/desa/{slug}/`), else the one its host name reaches, else the first: a deployment
 * of one village answers at `/` as before. A path naming no village answers 404 before anything else runs.
 */
export function registerVillageContext(app: FastifyInstance, directory: VillageDirectory): void {
  app.decorateRequest('village', null as unknown as ReachedVillage);
  app.addHook('onRequest', (request, reply, done) => {
    const slug = pathSlugOf(request);
    // The deployment's own checks: whether this process and its database answer, whatever the village.
    if (slug === undefined && DEPLOYMENT_PATHS.has(request.url)) {
      request.village = { id: FIRST_VILLAGE_ID, slug: '', base: '' };
      return done();
    }
    const found = slug !== undefined ? directory.bySlug(slug) : directory.byHost(reachedHost(request));
    found.then(
      (village) => {
        if (!village) {
          const mode = modeOfAcceptLanguage(request.headers['accept-language']);
          reply
            .code(404)
            .send({ message: sayMessage(msg('api_village_not_found', { slug: slug ?? '' }), mode) });
          return;
        }
        if (writesToClosed(request, village)) {
          const mode = modeOfAcceptLanguage(request.headers['accept-language']);
          reply.code(423).send({ message: sayMessage(msg('api_village_closed'), mode) });
          return;
        }
        const { id, closedAt } = village;
        request.village =
          slug !== undefined
            ? { id, slug: village.slug, base: `/desa/${slug}`, closedAt }
            : { id, slug: village.slug, base: '', closedAt, ...(village.host ? { host: village.host } : {}) };
        inVillage(village.id, done);
      },
      (error: unknown) => {
        // The directory could not be read (the database is away): the request goes on in no village, so
        // its handler answers as it does without a database (503 in its own format), and could never be
        // answered from a village it did not reach. A path's village must be known: it fails here.
        if (slug !== undefined) return done(error as Error);
        request.log.warn({ err: error }, 'the village of a host could not be read');
        request.village = { id: NO_VILLAGE_ID, slug: '', base: '' };
        inVillage(NO_VILLAGE_ID, done);
      },
    );
  });
}
