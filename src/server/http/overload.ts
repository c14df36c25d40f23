import { getHeapStatistics } from 'node:v8';
import underPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';
import type { ErrorBody } from '../../shared/errors.ts';
import { modeOfAcceptLanguage } from '../../shared/i18n/accept-language.ts';
import { msg } from '../../shared/i18n/message.ts';
import { sayMessage } from '../../shared/i18n/say-message.ts';
import type { Config } from '../config.ts';

/** Seconds a client is asked to wait before trying again when the server sheds load. */
export const OVERLOAD_RETRY_AFTER_S = 10;
export const HEALTH_URL = '/api/health';

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
      reply
        .code(503)
        .header('retry-after', String(OVERLOAD_RETRY_AFTER_S))
        .send({
          message: sayMessage(
            msg('api_server_busy'),
            modeOfAcceptLanguage(request.headers['accept-language']),
          ),
        } satisfies ErrorBody);
    },
  });
}
