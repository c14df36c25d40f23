import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess } from '../support/server-process.ts';
import { createServerTarget, type ServerTarget } from '../support/server-target.ts';

// Request logs (issue 23): one line per request with what Fastify's two lines held, written without
// making the request wait, and every line out before the process exits on SIGTERM.

let target: ServerTarget;
beforeAll(async () => {
  target = await createServerTarget('request-log');
});
afterAll(() => target?.remove());

describe('request logs', () => {
  it('write one line per request with its fields, all of them out by the time SIGTERM is done', async () => {
    const server = await startServerProcess({
      ...target.env,
      LOG_LEVEL: 'info',
      ADMIN_PASSWORD: 'log-test-password',
    });
    const count = 50;
    for (let i = 0; i < count; i++) {
      const response = await fetch(`${server.url}/api/public/settings?n=${i}`);
      expect(response.status).toBe(200);
    }
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    const lines = server
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    const requests = lines.filter((line) =>
      (line.req as { url?: string } | undefined)?.url?.startsWith('/api/public/settings'),
    );
    // Every request, each once: Fastify's 'incoming request' line is folded into its completion.
    expect(requests).toHaveLength(count);
    expect(lines.some((line) => line.msg === 'incoming request')).toBe(false);
    for (const line of requests) {
      expect(line).toMatchObject({
        level: 30,
        msg: 'request completed',
        req: { method: 'GET', host: expect.any(String), remoteAddress: '127.0.0.1' },
        res: { statusCode: 200 },
      });
      expect(line.reqId).toEqual(expect.any(String));
      expect(line.responseTime).toEqual(expect.any(Number));
    }
    // The last line before exit made it out.
    expect(lines.at(-1)?.msg).toBe('shutting down');
  }, 120_000);
});
