import { getHeapStatistics } from 'node:v8';
import underPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorBody } from '../../shared/errors.ts';
import { modeOfAcceptLanguage } from '../../shared/i18n/accept-language.ts';
import { msg } from '../../shared/i18n/message.ts';
import { sayMessage } from '../../shared/i18n/say-message.ts';
import type { Config } from '../config.ts';
import { RequestsInFlight } from './in-flight.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Requests started and not yet answered, per allowance (in-flight.ts). */
    requestsInFlight: RequestsInFlight;
  }
}

/** Seconds a client is asked to wait before trying again when the server sheds load. */
export const OVERLOAD_RETRY_AFTER_S = 10;
export const HEALTH_URL = '/api/health';
/**
 * Retry-After of a request shed because its allowance of requests in flight was full: that clears within a
 * fraction of a second, unlike a held event loop or a full heap, so the client is asked back sooner.
 */
export const IN_FLIGHT_RETRY_AFTER_S = 2;
/** A shed request is not worth a warning each: one line says how many were shed in this long. */
const SHED_REPORT_MS = 10_000;

/** The spec's error body (`{ message }`) saying the server is busy, in the request's language. */
function sendBusy(request: FastifyRequest, reply: FastifyReply, retryAfterS: number): void {
  reply
    .code(503)
    .header('retry-after', String(retryAfterS))
    .send({
      message: sayMessage(msg('api_server_busy'), modeOfAcceptLanguage(request.headers['accept-language'])),
    } satisfies ErrorBody);
}

/** `undefined`: 90% of the heap Node may grow to, so the answer is 503 before the process dies of it. */
export function heapLimitBytes(configuredMb: number | undefined): number {
  if (configuredMb === undefined) return Math.round(getHeapStatistics().heap_size_limit * 0.9);
  return Math.round(configuredMb * 1024 * 1024);
}

/**
 * Past a threshold every request gets 503 with Retry-After at once, instead of queueing until the event loop
 * or the heap gives out. `/api/health` answers `{ status: 'ok' }` while the server is not under pressure.
 */
export async function registerOverloadGuard(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(underPressure, {
    maxEventLoopDelay: config.overloadMaxEventLoopDelayMs,
    maxHeapUsedBytes: heapLimitBytes(config.overloadMaxHeapMb),
    maxRssBytes: config.overloadMaxRssMb * 1024 * 1024,
    retryAfter: OVERLOAD_RETRY_AFTER_S,
    exposeStatusRoute: { url: HEALTH_URL, routeOpts: { logLevel: 'warn' } },
    pressureHandler: (request, reply, type, value) => {
      request.log.warn({ type, value }, 'overloaded: answering 503');
      // Once the answer is sent Fastify skips the route, as under-pressure's own example relies on.
      sendBusy(request, reply, OVERLOAD_RETRY_AFTER_S);
    },
  });
  registerInFlightBound(app, config.overloadMaxInFlight);
}

/**
 * Past `max` requests in flight in its allowance a request gets 503 at once, before any of its work: a
 * request queued behind that many would wait longer than a resident does (decision 0049). The event loop and
 * heap signals above only see a queue once it has built up; this bound keeps it from building. `0`: counted,
 * never shed.
 */
function registerInFlightBound(app: FastifyInstance, max: number): void {
  const inFlight = new RequestsInFlight(HEALTH_URL);
  app.decorate('requestsInFlight', inFlight);
  let shed = 0;
  let reportedAt = 0;
  app.addHook('onRequest', (request, reply, done) => {
    const allowance = inFlight.allowanceOf(request);
    if (allowance === undefined) return done();
    if (max > 0 && inFlight.count(allowance) >= max) {
      shed++;
      if (Date.now() - reportedAt >= SHED_REPORT_MS) {
        request.log.warn({ shed, allowance, max }, 'requests in flight at their bound: answering 503');
        shed = 0;
        reportedAt = Date.now();
      }
      // The answer is sent from the hook and `done` is not called: Fastify runs nothing more for it.
      return sendBusy(request, reply, IN_FLIGHT_RETRY_AFTER_S);
    }
    inFlight.hold(request, allowance);
    done();
  });
  inFlight.registerRelease(app);
}
