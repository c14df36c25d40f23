import type { FastifyInstance } from 'fastify';

/**
 * One log line per request, when its answer has been sent, holding what Fastify's own two lines held
 * ('incoming request' with the request, 'request completed' with the answer and its time): a public
 * answer served from the cache costs a few microseconds, and formatting two log lines for it cost a
 * fifth of the server's throughput (decision 0020). A request that never completes is still logged by
 * the error handler.
 */
export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', (request, reply, done) => {
    // The path as routed: a village's path (`/desa/{slug}`) is not in it, so its slug is logged beside it.
    request.log.info(
      { req: request, res: reply, responseTime: reply.elapsedTime, village: request.village?.slug },
      'request completed',
    );
    done();
  });
}
