import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Deps } from '../deps.ts';

export const READY_URL = '/api/ready';
/** A database that does not answer `select 1` within this is as good as unreachable. */
const DATABASE_WAIT_MS = 1_000;

/**
 * Readiness for a load balancer, beside the liveness of `/api/health`: 200 while this instance should get
 * traffic, 503 while it drains after SIGTERM (every request is then 503 with `Connection: close`, see
 * graceful-close.ts) or cannot reach the database, so a balancer's health check takes it out before
 * requests would fail. An instance answers nothing before it listens, which is only after its database
 * is migrated and seeded: starting needs no state of its own.
 */
export function registerReadiness(app: FastifyInstance, deps: Deps): void {
  app.get(READY_URL, { logLevel: 'warn' }, async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        sql`select 1`.execute(deps.db),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error('no answer')), DATABASE_WAIT_MS);
        }),
      ]);
    } catch {
      return reply.code(503).send({ status: 'unavailable', reason: 'database' });
    } finally {
      clearTimeout(timer);
    }
    return { status: 'ready' };
  });
}
