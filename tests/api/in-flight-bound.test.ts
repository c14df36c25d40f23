import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { allowanceOf } from '../../src/server/http/in-flight.ts';
import { HEALTH_URL, IN_FLIGHT_RETRY_AFTER_S } from '../../src/server/http/overload.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Routes that stay in flight until the test lets them go: one in the public read's allowance, one in the
 * rest's, and one that fails. Added before the app's first request, behind the app's own hooks.
 */
function withHeldRoutes(t: TestApp) {
  const waiting: (() => void)[] = [];
  const held = () => new Promise<void>((resolve) => waiting.push(resolve));
  t.app.get('/api/public/held-for-test', async () => {
    await held();
    return { data: 'public' };
  });
  t.app.get('/api/held-for-test', async () => {
    await held();
    return { data: 'other' };
  });
  t.app.get('/api/fails-for-test', async () => {
    await sleep(5);
    throw new Error('a route that fails');
  });
  return {
    /** Lets every held request answer. */
    releaseAll() {
      for (const resolve of waiting.splice(0)) resolve();
    },
    waitingCount: () => waiting.length,
  };
}

async function until(condition: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 200 && !condition(); i++) await sleep(10);
  if (!condition()) throw new Error(`timed out waiting for ${what}`);
}

describe('requests in flight past the bound', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('answers the excess 503 with Retry-After and the spec error body at once; health and the other allowance still answer', async () => {
    t = await createTestApp({ OVERLOAD_MAX_IN_FLIGHT: '3' });
    const routes = withHeldRoutes(t);
    const app = t.app;
    const held = [1, 2, 3].map(() => t!.request({ method: 'GET', url: '/api/public/held-for-test' }));
    await until(() => routes.waitingCount() === 3, 'three held requests');
    expect(app.requestsInFlight.count('public')).toBe(3);

    for (const url of ['/api/public/held-for-test', '/api/public/settings', '/']) {
      const shed = await t.request({ method: 'GET', url, headers: { 'accept-language': 'en' } });
      expect(shed.statusCode, url).toBe(503);
      expect(shed.headers['retry-after'], url).toBe(String(IN_FLIGHT_RETRY_AFTER_S));
      expect(Object.keys(shed.json()), url).toEqual(['message']);
      expect(shed.json().message).toBe('The server is busy. Please try again in a few seconds.');
      // An answer like any other: the security headers come with it.
      expect(shed.headers['x-content-type-options']).toBe('nosniff');
    }
    const indonesian = await t.request({
      method: 'GET',
      url: '/api/public/settings',
      headers: { 'accept-language': 'id' },
    });
    expect(indonesian.json().message).toBe('Server sedang sibuk. Silakan coba lagi dalam beberapa detik.');

    // The liveness probe takes no allowance; the back office has its own.
    const health = await t.request({ method: 'GET', url: HEALTH_URL });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
    expect((await t.request({ method: 'GET', url: '/api/admin/maps' })).statusCode).toBe(401);

    routes.releaseAll();
    for (const response of await Promise.all(held)) expect(response.statusCode).toBe(200);
    expect(app.requestsInFlight.total).toBe(0);
    expect((await t.request({ method: 'GET', url: '/api/public/settings' })).statusCode).toBe(200);
  });

  it('bounds the rest apart from the public read', async () => {
    t = await createTestApp({ OVERLOAD_MAX_IN_FLIGHT: '2' });
    const routes = withHeldRoutes(t);
    const held = [1, 2].map(() => t!.request({ method: 'GET', url: '/api/held-for-test' }));
    await until(() => routes.waitingCount() === 2, 'two held requests');
    const shed = await t.request({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'a', password: 'b' },
    });
    expect(shed.statusCode).toBe(503);
    expect(shed.headers['retry-after']).toBe(String(IN_FLIGHT_RETRY_AFTER_S));
    expect((await t.request({ method: 'GET', url: '/api/public/settings' })).statusCode).toBe(200);
    routes.releaseAll();
    await Promise.all(held);
    expect(t.app.requestsInFlight.total).toBe(0);
  });

  it('lets go of failed, refused and unknown requests: the count returns to 0', async () => {
    t = await createTestApp({ OVERLOAD_MAX_IN_FLIGHT: '5' });
    withHeldRoutes(t);
    const answers = await Promise.all([
      ...Array.from({ length: 2 }, () => t!.request({ method: 'GET', url: '/api/fails-for-test' })),
      t.request({
        method: 'POST',
        url: '/api/login',
        payload: '{bad',
        headers: { 'content-type': 'application/json' },
      }),
      t.request({ method: 'GET', url: '/api/nowhere' }),
      t.request({ method: 'GET', url: '/api/admin/maps' }),
    ]);
    expect(answers.map((response) => response.statusCode).sort()).toEqual([400, 401, 404, 500, 500]);
    expect(t.app.requestsInFlight.total).toBe(0);
    // Had they kept their places, these would be shed.
    const again = await Promise.all(
      Array.from({ length: 5 }, () => t!.request({ method: 'GET', url: '/api/fails-for-test' })),
    );
    expect(again.map((response) => response.statusCode)).toEqual([500, 500, 500, 500, 500]);
    expect(t.app.requestsInFlight.total).toBe(0);
  });

  it('lets go of requests whose client went away, before and during the answer (a real socket)', async () => {
    t = await createTestApp({ OVERLOAD_MAX_IN_FLIGHT: '2' });
    const routes = withHeldRoutes(t);
    t.app.get('/api/public/large-for-test', async (_request, reply) => {
      // Larger than the socket buffers take at once, so the client leaves while it is being written.
      return reply.type('application/octet-stream').send(Buffer.alloc(64 * 1024 * 1024, 1));
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const leave = (path: string, when: 'sent' | 'first bytes') =>
      new Promise<void>((resolve) => {
        const heldBefore = routes.waitingCount();
        const request = httpRequest({ port, host: '127.0.0.1', path });
        request.on('error', () => resolve());
        request.on('close', () => resolve());
        if (when === 'first bytes')
          request.on('response', (response) => response.once('data', () => request.destroy()));
        request.end();
        if (when === 'sent')
          void until(() => routes.waitingCount() > heldBefore, 'the request to be held').finally(() =>
            request.destroy(),
          );
      });

    for (let round = 0; round < 3; round++) {
      await leave('/api/public/held-for-test', 'sent');
      await leave('/api/public/large-for-test', 'first bytes');
    }
    await until(() => t!.app.requestsInFlight.total === 0, 'the count to return to 0');
    routes.releaseAll();
    const answer = await fetch(`http://127.0.0.1:${port}/api/public/settings`);
    expect(answer.status).toBe(200);
    await answer.arrayBuffer();
    await sleep(20);
    expect(t.app.requestsInFlight.total).toBe(0);
  });
});

function* slicesOf(bytes: Buffer): Generator<Buffer> {
  for (let at = 0; at < bytes.length; at += 256 * 1024) yield bytes.subarray(at, at + 256 * 1024);
}

describe('a slow reader', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('holds no place once its answer is whole in memory: a crowd on slow phones reading a large answer is not shed', async () => {
    t = await createTestApp({ OVERLOAD_MAX_IN_FLIGHT: '2' });
    // Larger than the socket buffers take at once: the answer is still being written while they wait. One
    // whole in memory, one streamed in slices (as images are).
    const large = () => Buffer.alloc(16 * 1024 * 1024, 1);
    t.app.get('/api/public/large-for-test', async (_request, reply) =>
      reply.type('application/octet-stream').send(large()),
    );
    t.app.get('/api/public/streamed-for-test', async (_request, reply) =>
      reply.type('application/octet-stream').send(Readable.from(slicesOf(large()), { objectMode: false })),
    );
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    // One request first, so the crowd finds its village known (village-directory.ts) as every request after
    // a server's first does: on PostgreSQL the first lookup's round trip held all four in flight at once,
    // and two were shed before any answer was in memory.
    await (await fetch(`http://127.0.0.1:${port}/api/public/settings`)).arrayBuffer();
    const paths = ['large', 'streamed', 'large', 'streamed'].map((kind) => `/api/public/${kind}-for-test`);
    const readers = paths.map((path) => {
      const request = httpRequest({ port, host: '127.0.0.1', path });
      const started = new Promise<number>((resolve) =>
        request.on('response', (response) => {
          // A phone on a weak link: the first bytes, then nothing read for a while.
          response.once('data', () => response.pause());
          resolve(response.statusCode ?? 0);
        }),
      );
      request.on('error', () => {});
      request.end();
      return { request, started };
    });
    expect(await Promise.all(readers.map((reader) => reader.started))).toEqual([200, 200, 200, 200]);
    expect(t.app.requestsInFlight.count('public')).toBe(0);
    // The drain still waits for them: they are not sent yet.
    expect(t.app.requestsInFlight.total).toBe(4);
    const next = await fetch(`http://127.0.0.1:${port}/api/public/settings`);
    expect(next.status).toBe(200);
    await next.arrayBuffer();
    for (const reader of readers) reader.request.destroy();
    await until(() => t!.app.requestsInFlight.total === 0, 'the count to return to 0');
  });
});

describe('allowances', () => {
  it.each([
    ['GET', '/', 'public'],
    ['GET', '/?place=masjid', 'public'],
    ['HEAD', '/api/public/categories', 'public'],
    ['GET', '/api/public/settings?x=1', 'public'],
    ['POST', '/api/public/categories', 'other'],
    ['GET', '/api/admin/maps', 'other'],
    ['GET', '/admin', 'other'],
    ['GET', '/tiles/14/13298/8535.mvt', 'public'],
    ['GET', '/tiles.json', 'public'],
    ['GET', '/tiles.jsonx', 'other'],
    ['GET', '/api/publicx', 'other'],
    ['GET', '/api/health', undefined],
    ['GET', '/api/health?probe=1', undefined],
  ] as const)('%s %s takes %s', (method, url, allowance) => {
    expect(allowanceOf(method, url, HEALTH_URL)).toBe(allowance);
  });
});
