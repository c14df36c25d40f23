import type { FastifyInstance } from 'fastify';
import { msg } from '../../shared/i18n/message.ts';
import { AppError } from '../errors.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Stops taking work (503), lets the requests already started finish, then closes the app. */
    shutdown(): Promise<void>;
  }
}

/** How long the drain waits for a moment with nothing in flight before closing anyway. */
const DRAIN_MAX_MS = 5_000;
/** Requests already sent on open connections reach us within this quiet period and get their 503. */
const QUIET_MS = 250;

export const CLOSING_MESSAGE = msg('api_server_restarting');

/**
 * A graceful stop without cut requests. Closing the listener at once would make Node drop connections whose
 * request it has not read yet (they count as idle), and the client would see a reset instead of an answer.
 * So the app first drains: it keeps listening, answers every new request 503 with `Connection: close`, and
 * lets the started ones finish; once nothing has been in flight for a moment it closes, refusing new
 * connections from then on.
 */
export function registerGracefulClose(app: FastifyInstance): void {
  let draining = false;
  /** When the drain began, or last answered a request 503: the quiet moment is counted from then too. */
  let lastRefusedAt = 0;

  // Callback hooks, not async ones: they run on every request, and an async hook costs a promise each.
  app.addHook('onRequest', (_request, reply, done) => {
    if (!draining) return done();
    lastRefusedAt = Date.now();
    reply.header('connection', 'close');
    done(new AppError('UNAVAILABLE', CLOSING_MESSAGE, undefined, 5));
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (draining) reply.header('connection', 'close');
    done(null, payload);
  });

  app.decorate('shutdown', async () => {
    draining = true;
    lastRefusedAt = Date.now();
    const deadline = Date.now() + DRAIN_MAX_MS;
    // The requests in flight are those the overload guard counts (in-flight.ts); `/api/health` is not among
    // them, and a liveness probe is not worth waiting for.
    const inFlight = app.requestsInFlight;
    const quiet = () => Date.now() - Math.max(lastRefusedAt, inFlight.lastChangeAt) >= QUIET_MS;
    while (Date.now() < deadline && (inFlight.total > 0 || !quiet())) {
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    await app.close();
  });
}
