import autocannon from 'autocannon';
import { pacedLoad, percentile } from './paced-load.ts';

export interface LoadResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
}

/** One autocannon run against a local URL; bounded in time, loopback only. */
export async function load(options: {
  url: string;
  seconds: number;
  connections: number;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** Builds each request's body, for writes that must differ (unique names). */
  setupBody?: () => string;
  expectStatus?: number;
}): Promise<LoadResult> {
  const result = await autocannon({
    url: options.url,
    duration: options.seconds,
    connections: options.connections,
    method: options.method ?? 'GET',
    headers: options.headers,
    body: options.body,
    requests: options.setupBody
      ? [
          {
            method: options.method ?? 'POST',
            setupRequest: (request) => ({ ...request, body: options.setupBody!() }),
          },
        ]
      : undefined,
  });
  const expected = options.expectStatus ?? 200;
  const statusCounts =
    (result as unknown as { statusCodeStats?: Record<string, { count: number }> }).statusCodeStats ?? {};
  const unexpected = Object.entries(statusCounts)
    .filter(([status]) => Number(status) !== expected)
    .reduce((sum, [, stats]) => sum + stats.count, 0);
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: unexpected,
    errors: result.errors + result.timeouts,
  };
}

export interface OverloadResult {
  /** The rate the server answered at with `connections / 3` connections asking as fast as it answers. */
  saturatedPerSecond: number;
  /** What the load generator asked for: three times the saturated rate, over three times the connections. */
  offeredPerSecond: number;
  connections: number;
  /** Requests answered 2xx per second, and their latency (the shed ones are left out of it). */
  acceptedPerSecond: number;
  acceptedP50Ms: number;
  acceptedP99Ms: number;
  /** Answers 503, and how many of them said when to come back. */
  shed: number;
  shedWithRetryAfter: number;
  /** Everything else: other statuses and socket errors. */
  failed: number;
  total: number;
}

/**
 * Three times the load the server saturates at (issue 7's budget row): the rate the server answers
 * `connections` asking as fast as it can is asked three times over with three times the connections. A
 * server that sheds load answers the excess 503 with Retry-After and keeps the accepted requests fast.
 * Driven by `pacedLoad`, not autocannon, whose own limit on large answers was what it measured.
 */
export async function overload(options: {
  url: string;
  seconds: number;
  connections: number;
  headers?: Record<string, string>;
}): Promise<OverloadResult> {
  const saturated = await pacedLoad({ ...options, perSecond: 0 });
  const saturatedPerSecond = saturated.acceptedMs.length / options.seconds;
  const offeredPerSecond = Math.max(1, Math.round(saturatedPerSecond * 3));
  const connections = options.connections * 3;
  const run = await pacedLoad({ ...options, connections, perSecond: offeredPerSecond });
  const accepted = run.acceptedMs.sort((a, b) => a - b);
  const failed = run.other + run.errors;
  return {
    saturatedPerSecond: Math.round(saturatedPerSecond),
    offeredPerSecond,
    connections,
    acceptedPerSecond: Math.round(accepted.length / options.seconds),
    acceptedP50Ms: Math.round(percentile(accepted, 50)),
    acceptedP99Ms: Math.round(percentile(accepted, 99)),
    shed: run.shed,
    shedWithRetryAfter: run.shedWithRetryAfter,
    failed,
    total: accepted.length + run.shed + failed,
  };
}
