import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANSWER_BUDGET_MS, type Answer, HEALTH_BUDGET_MS, watchHealth } from '../support/health-watch.ts';
import { createOgcPlaces } from '../support/ogc-places.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * Hostile filters, sorts and coordinate systems (issue 37): each is a 400 saying why, within the answer
 * budget, while /api/health (polled over a real socket from another thread) answers within its budget.
 * The requests go through app.inject, which has no limit on a URL's length: over a socket Node's HTTP
 * parser refuses a request line past 16 KiB itself (431), as the last test shows.
 */
let t: TestApp;
let base: string;
let healthUrl: string;

beforeAll(async () => {
  t = await createTestApp();
  const category = (await createOgcPlaces(t)).kantor;
  const admin = await t.login();
  // A long text for LIKE to chew on, and a long zigzag road for S_INTERSECTS to test segment by segment.
  const zigzag = Array.from({ length: 20_000 }, (_, i) => [112 + i / 20_000, -7.5 + (i % 2) * 0.01]);
  for (const payload of [
    {
      name: 'Panjang',
      category_id: category,
      latitude: -7.5,
      longitude: 112.2,
      description: 'a'.repeat(4_900),
    },
    { name: 'Zigzag', category_id: category, geometry: { type: 'LineString', coordinates: zigzag } },
  ]) {
    const response = await t.request({ method: 'POST', url: '/api/admin/maps', token: admin, payload });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(201);
  }
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  healthUrl = `${base}/api/health`;
}, 60_000);
afterAll(() => t.close());

const items = (query: string) => () =>
  t.request({
    method: 'GET',
    url: `/ogc/collections/all/items?${query}`,
    headers: { 'accept-language': 'en' },
  });

async function expectRefused(label: string, send: () => Promise<Answer>, message: string | RegExp) {
  const watch = await watchHealth(healthUrl, label, send);
  expect(watch.response.statusCode, `${label}: ${watch.response.body.slice(0, 300)}`).toBe(400);
  const said = watch.response.json().message as string;
  if (typeof message === 'string') expect(said, label).toBe(message);
  else expect(said, label).toMatch(message);
  expect(watch.tookMs, label).toBeLessThan(ANSWER_BUDGET_MS);
  expect(watch.worstHealthMs, label).toBeLessThan(HEALTH_BUDGET_MS);
}

/** A GET over a real socket, from this thread (writing the request is all the client does). */
function overSocket(path: string): Promise<Answer> {
  const { port } = new URL(base);
  return new Promise((resolve, reject) => {
    const request = httpRequest({ host: '127.0.0.1', port, path }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const body = Buffer.concat(chunks).toString();
        resolve({
          statusCode: response.statusCode ?? 0,
          body,
          json: () => ({ message: body || response.statusMessage }),
        });
      });
    });
    // Node answers 431 and closes while a long request line is still being written: that reset is expected.
    request.on('socket', (socket) => socket.on('error', () => {}));
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'ECONNRESET') reject(error);
    });
    request.end();
  });
}

/**
 * A filter of megabytes. Over a socket Node's HTTP parser refuses the request line (past 16 KiB) with 431
 * before the app or its health are touched. Through app.inject (as behind a proxy that let it through) the
 * filter's length is checked first and it is a 400; there the health budget is not asserted: parsing a
 * multi-megabyte query string in light-my-request and Fastify costs the same for /api/health itself
 * (measured: 500 ms for 8 MB to /api/health and to this route alike), which no server meets.
 */
async function expectOversized(label: string, query: string, message: string | RegExp) {
  const watch = await watchHealth(healthUrl, `${label} over a socket`, () =>
    overSocket(`/ogc/collections/all/items?${query}`),
  );
  expect(watch.response.statusCode, label).toBe(431);
  expect(watch.tookMs, label).toBeLessThan(ANSWER_BUDGET_MS);
  expect(watch.worstHealthMs, label).toBeLessThan(HEALTH_BUDGET_MS);
  const injected = await items(query)();
  expect(injected.statusCode, label).toBe(400);
  if (typeof message === 'string') expect(injected.json().message, label).toBe(message);
  else expect(injected.json().message, label).toMatch(message);
}

const filter = (text: string, lang = 'cql2-text') => `filter=${encodeURIComponent(text)}&filter-lang=${lang}`;
const ring = (count: number, step = 1e-5) => {
  const points = Array.from({ length: count - 1 }, (_, i) => {
    const angle = (2 * Math.PI * i) / (count - 1);
    return [112.25 + Math.cos(angle) * step * count, -7.55 + Math.sin(angle) * step * count];
  });
  return [...points, points[0]!];
};
const wktRing = (positions: number[][]) => positions.map(([x, y]) => `${x} ${y}`).join(', ');

// A refusal takes 1 to 15 ms; on a loaded machine (2 cores, parallel test files) a single health poll
// around it has taken 270 to 310 ms for reasons of its own. A server that held its loop would fail every
// try: a test is tried up to three times.
describe('hostile filters are refused in time, and health keeps answering', { retry: 2 }, () => {
  it('a CQL2 text of 1 MB, and a CQL2 JSON of 1 MB', async () => {
    const long = `name = '${'x'.repeat(1024 * 1024)}'`;
    await expectOversized('1 MB CQL2 text', filter(long), 'The filter is longer than 16,384 characters.');
    const json = JSON.stringify({ op: '=', args: [{ property: 'name' }, 'x'.repeat(1024 * 1024)] });
    await expectOversized('1 MB CQL2 JSON', filter(json, 'cql2-json'), /^The filter is longer than 16,384/);
  }, 60_000);

  it('nesting 10,000 deep (refused by length), and 6,000 and 700 deep within it (refused by depth)', async () => {
    const deep = (levels: number) => `${'('.repeat(levels)}name = 'x'${')'.repeat(levels)}`;
    await expectRefused('10,000 parentheses', items(filter(deep(10_000))), /^The filter is longer than/);
    await expectRefused(
      '6,000 parentheses',
      items(filter(deep(6_000))),
      'The filter nests more than 20 levels deep.',
    );
    await expectRefused(
      '6,000 NOTs',
      items(filter(`${'NOT '.repeat(3_000)}name = 'x'`)),
      'The filter nests more than 20 levels deep.',
    );
    const nots = (levels: number) =>
      `${'{"op":"not","args":['.repeat(levels)}{"op":"=","args":[{"property":"name"},"x"]}${']}'.repeat(levels)}`;
    await expectRefused(
      '10,000 JSON NOTs',
      items(filter(nots(10_000), 'cql2-json')),
      /^The filter is longer than/,
    );
    await expectRefused(
      '700 JSON NOTs',
      items(filter(nots(700), 'cql2-json')),
      'The filter nests more than 20 levels deep.',
    );
    const arrays = `${'['.repeat(8_000)}${']'.repeat(8_000)}`;
    await expectRefused(
      '8,000 JSON arrays',
      items(filter(arrays, 'cql2-json')),
      'The filter is not valid CQL2 JSON at .',
    );
    const wide = Array.from({ length: 400 }, (_, i) => `name = '${i}'`).join(' OR ');
    await expectRefused('400 terms', items(filter(wide)), 'The filter has more than 300 terms.');
  }, 60_000);

  it('a LIKE pattern built to backtrack; one within the limits runs on a long text in time', async () => {
    await expectRefused(
      'backtracking LIKE',
      items(filter(`description LIKE '${'%a'.repeat(30)}%b'`)),
      'A LIKE pattern must be a text in quotes of at most 200 characters with at most 5 %, not ending in the escape character \\.',
    );
    await expectRefused(
      'long LIKE',
      items(filter(`name LIKE '${'_'.repeat(300)}'`)),
      /^A LIKE pattern must be/,
    );
    const allowed = await watchHealth(
      healthUrl,
      'LIKE with 5 %',
      items(filter("description LIKE '%a%a%a%a%b'")),
    );
    expect(allowed.response.statusCode).toBe(200);
    expect(allowed.response.json().numberMatched).toBe(0);
    expect(allowed.worstHealthMs).toBeLessThan(HEALTH_BUDGET_MS);
  }, 60_000);

  it('a polygon of 200,000 vertices (text and JSON), and one of 1,001 within the length', async () => {
    const huge = ring(200_000);
    await expectOversized(
      '200,000-vertex polygon, text',
      filter(`S_INTERSECTS(geometry, POLYGON((${wktRing(huge)})))`),
      /^The filter is longer than/,
    );
    const json = JSON.stringify({
      op: 's_intersects',
      args: [{ property: 'geometry' }, { type: 'Polygon', coordinates: [huge] }],
    });
    await expectOversized(
      '200,000-vertex polygon, JSON',
      filter(json, 'cql2-json'),
      /^The filter is longer than/,
    );
    const small = Array.from({ length: 1_001 }, () => '0 0').join(',');
    await expectRefused(
      '1,001-vertex polygon',
      items(filter(`S_INTERSECTS(geometry, POLYGON((${small})))`)),
      'The geometries in the filter have more than 1,000 positions together.',
    );
  }, 60_000);

  it('a 700-vertex polygon round a 20,000-vertex road: tested in steps, health answering', async () => {
    // A flat ellipse round the whole zigzag, its edge never crossing it: every one of the road's 20,000
    // segments is tested against each of the ellipse's 699 (1.4 x 10^7 pairs, none meeting) before the
    // road is found inside.
    const polygon = Array.from({ length: 699 }, (_, i) => {
      const angle = (2 * Math.PI * i) / 699;
      return [(112.5 + Math.cos(angle) * 0.6).toFixed(4), (-7.495 + Math.sin(angle) * 0.02).toFixed(4)];
    });
    const wkt = [...polygon, polygon[0]!].map(([x, y]) => `${x} ${y}`).join(',');
    const watch = await watchHealth(
      healthUrl,
      '700-vertex polygon x 20,000-vertex road',
      items(filter(`S_INTERSECTS(geometry, POLYGON((${wkt}))) AND name = 'Zigzag'`)),
    );
    expect(watch.response.statusCode, watch.response.body.slice(0, 300)).toBe(200);
    expect(watch.response.json().numberMatched).toBe(1);
    expect(watch.tookMs).toBeLessThan(ANSWER_BUDGET_MS);
    expect(watch.worstHealthMs).toBeLessThan(HEALTH_BUDGET_MS);
  }, 60_000);

  it('unknown functions and properties, SQL outside a literal, sortby on an unknown property, an almost-right crs', async () => {
    await expectRefused(
      'unknown function',
      items(filter("PG_SLEEP(10) = 'x'")),
      /^The filter calls PG_SLEEP, /,
    );
    await expectRefused(
      'unknown function (JSON)',
      items(filter('{"op":"pg_sleep","args":[10]}', 'cql2-json')),
      /^The filter calls pg_sleep, /,
    );
    await expectRefused(
      'unknown property',
      items(filter('password IS NULL')),
      /^The filter names the property "password"/,
    );
    await expectRefused(
      'SQL after a literal',
      items(filter("name = 'x' OR 1=1; DROP TABLE maps; --")),
      /^The filter is not valid CQL2 text at character 18 /,
    );
    await expectRefused(
      'sortby unknown',
      items('sortby=name,(select 1)'),
      /^sortby names "\(select 1\)", which cannot be sorted on/,
    );
    await expectRefused(
      'almost-right crs',
      items(`crs=${encodeURIComponent('http://www.opengis.net/def/crs/EPSG/0/32755')}`),
      /^crs must be one of the coordinate systems/,
    );
    await expectRefused(
      'almost-right filter-crs',
      items(
        `${filter('S_INTERSECTS(geometry, POINT(0 0))')}&filter-crs=${encodeURIComponent('http://www.opengis.net/def/crs/OGC/1.3/CRS84 ')}`,
      ),
      /^filter-crs must be one of/,
    );
    // SQL inside a literal is a name to look for: found nowhere, and the table is still there.
    const literal = await items(filter("name = 'x'' OR 1=1; DROP TABLE maps; --'"))();
    expect(literal.statusCode).toBe(200);
    expect(literal.json().numberMatched).toBe(0);
    expect((await items('')()).json().numberMatched).toBe(7);
  }, 60_000);
});
