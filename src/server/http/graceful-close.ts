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
  let inFlight = 0;
  let lastActivity = 0;

  app.addHook('onRequest', async (_request, reply) => {
    lastActivity = Date.now();
    if (draining) {
      reply.header('connection', 'close');
      throw new AppError('UNAVAILABLE', CLOSING_MESSAGE, undefined, 5);
    }
    inFlight++;
    reply.raw.once('close', () => {
      inFlight--;
      lastActivity = Date.now();
    });
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (draining) reply.header('connection', 'close');
    return payload;
  });

  app.decorate('shutdown', async () => {
    draining = true;
    lastActivity = Date.now();
    const deadline = Date.now() + DRAIN_MAX_MS;
    while (Date.now() < deadline && (inFlight > 0 || Date.now() - lastActivity < QUIET_MS)) {
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    await app.close();
  });
}
