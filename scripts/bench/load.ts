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
