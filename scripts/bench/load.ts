import autocannon from 'autocannon';

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
  /** Everything else: other statuses, socket errors and time-outs. */
  failed: number;
  total: number;
}

/**
 * Three times the load the server saturates at (issue 7's budget row): the rate autocannon found with
 * `connections` is asked three times over with three times the connections. A server that sheds load
 * answers the excess 503 with Retry-After and keeps the accepted requests fast.
 */
export async function overload(options: {
  url: string;
  seconds: number;
  saturatedPerSecond: number;
  connections: number;
  headers?: Record<string, string>;
}): Promise<OverloadResult> {
  let shed = 0;
  let shedWithRetryAfter = 0;
  const offeredPerSecond = Math.max(1, Math.round(options.saturatedPerSecond * 3));
  const connections = options.connections * 3;
  const result = await autocannon({
    url: options.url,
    duration: options.seconds,
    connections,
    overallRate: offeredPerSecond,
    headers: options.headers,
    // Latency of the accepted (2xx) answers only.
    excludeErrorStats: true,
    requests: [
      {
        method: 'GET',
        onResponse: (status, _body, _context, headers) => {
          if (status !== 503) return;
          shed++;
          if (headers?.['retry-after'] !== undefined) shedWithRetryAfter++;
        },
      },
    ],
  });
  const statusCounts =
    (result as unknown as { statusCodeStats?: Record<string, { count: number }> }).statusCodeStats ?? {};
  let accepted = 0;
  let other = 0;
  for (const [status, stats] of Object.entries(statusCounts)) {
    if (Number(status) >= 200 && Number(status) < 300) accepted += stats.count;
    else if (Number(status) !== 503) other += stats.count;
  }
  return {
    offeredPerSecond,
    connections,
    acceptedPerSecond: Math.round(accepted / options.seconds),
    acceptedP50Ms: result.latency.p50,
    acceptedP99Ms: result.latency.p99,
    shed,
    shedWithRetryAfter,
    failed: other + result.errors + result.timeouts,
    total: accepted + shed + other + result.errors + result.timeouts,
  };
}
