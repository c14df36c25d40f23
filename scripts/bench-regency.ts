// `npm run bench:regency`: a regency of VILLAGES villages with PLACES places in all, in a new PostgreSQL
// database (BENCH_POSTGRES_URL, default the local server's `test`'s server), then measured (issue 35):
// adding a village (through the API, with the regency's million places already there), a village's public
// read warm (p50/p99 over 2,000 reads spread over 20 villages, through `inject` and, on the production build,
// over HTTP) and cold (its first read after a change), the regency's dashboard over every village, and its
// public page (the villages' list, searches across villages, the map in Chromium on the production build).
// Prints one JSON line. The database is dropped at the end unless KEEP=1.
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import pg from 'pg';
import { seedCore } from '../db/seeds/core.ts';
import { syntheticVillage } from '../db/seeds/demo/synthetic.ts';
import { buildApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config.ts';
import { openDatabase } from '../src/server/db/database.ts';
import { migrateToLatest } from '../src/server/db/migrate.ts';
import { analyzeAfterBulkLoad } from '../src/server/db/table-statistics.ts';
import { inVillage } from '../src/server/db/village-context.ts';
import { bboxOf } from '../src/shared/geo/bbox.ts';
import type { PetaGeometry } from '../src/shared/geo/types.ts';
import { tileAt } from '../src/shared/geo/web-mercator-tiles.ts';
import { loadVillage } from './bench/data.ts';
import { LAUNCH_ARGS } from './bench/map.ts';
import { startServer } from './bench/server-process.ts';

const VILLAGES = Number(process.env.VILLAGES ?? 300);
const PLACES = Number(process.env.PLACES ?? 1_000_000);
const SERVER = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const PASSWORD = 'regency-bench-password';

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;
const round = (ms: number) => Math.round(ms * 100) / 100;
const summary = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    p50: round(percentile(sorted, 0.5)),
    p99: round(percentile(sorted, 0.99)),
    max: round(sorted.at(-1)!),
  };
};

/** Moves every coordinate of a geometry, so the villages lie side by side, not on one another. */
function shifted<T>(geometry: T, dx: number, dy: number): T {
  const move = (value: unknown): unknown =>
    Array.isArray(value)
      ? typeof value[0] === 'number'
        ? [(value[0] as number) + dx, (value[1] as number) + dy, ...value.slice(2)]
        : value.map(move)
      : value;
  const g = geometry as { coordinates: unknown };
  return { ...geometry, coordinates: move(g.coordinates) } as T;
}

/**
 * The regency map's first view on a desktop (1280 x 800: the 20 x 15 villages, about 1 x 0.75 degrees, fit
 * at zoom 8 to 9): each tile of zooms 8 and 9 over the places' extent, cut (the first read) and kept (the
 * next).
 */
async function regencyTiles(
  app: Awaited<ReturnType<typeof buildApp>>,
  [west, south, east, north]: [number, number, number, number],
) {
  const cut: number[] = [];
  const kept: number[] = [];
  for (const z of [8, 9]) {
    const [x0, y0] = tileAt(west, north, z);
    const [x1, y1] = tileAt(east, south, z);
    for (let x = x0; x <= x1; x++) {
      for (let y = y0; y <= y1; y++) {
        for (const times of [cut, kept]) {
          const t0 = performance.now();
          const url = `/kabupaten/tiles/${z}/${x}/${y}.mvt`;
          const answer = await app.inject({ method: 'GET', url });
          if (answer.statusCode !== 200) throw new Error(`${url}: ${answer.body}`);
          times.push(performance.now() - t0);
        }
      }
    }
  }
  return { tiles: cut.length, cut: summary(cut), kept: summary(kept) };
}

/**
 * A village's whole public answer read over HTTP from the production server, as a phone asks (gzip, one
 * kept-alive connection), 2,000 reads in turn over `slugs`: the server's time plus loopback, without
 * `inject`'s own (it turns every answer's bytes into a string too). Beside it, its peer in the same minutes:
 * the smallest Fastify server sending one of those answers' very bytes and headers (bare-same-bytes.mjs),
 * read as often, in alternating rounds of 100, so both share the machine's noise.
 */
async function publicReadsOverHttp(origin: string, slugs: readonly string[]) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const get = (url: string) =>
    new Promise<{ body: Buffer; headers: http.IncomingHttpHeaders }>((resolve, reject) => {
      const request = http.get(url, { agent, headers: { 'accept-encoding': 'gzip' } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          response.statusCode === 200
            ? resolve({ body: Buffer.concat(chunks), headers: response.headers })
            : reject(new Error(`${url}: ${response.statusCode}`)),
        );
      });
      request.on('error', reject);
    });
  for (const slug of slugs) await get(`${origin}/desa/${slug}/api/public/categories`);
  const sample = await get(`${origin}/desa/${slugs[0]}/api/public/categories`);
  const folder = await mkdtemp(path.join(tmpdir(), 'petadesa-regency-peer-'));
  await writeFile(path.join(folder, 'body'), sample.body);
  const kept = ['content-type', 'content-encoding', 'etag', 'vary', 'cache-control'];
  const peer = await startServer({
    script: 'scripts/bench/bare-same-bytes.mjs',
    port: 4393,
    root: process.cwd(),
    readyPath: '/api/public/categories',
    env: {
      BENCH_BODY_FILE: path.join(folder, 'body'),
      BENCH_HEADERS: JSON.stringify(Object.fromEntries(kept.map((name) => [name, sample.headers[name]]))),
    },
  });
  const times = { app: [] as number[], peer: [] as number[] };
  try {
    for (let k = 0; k < 100; k++) await get(`${peer.url}/api/public/categories`);
    for (let round = 0; round < 20; round++) {
      for (let k = 0; k < 100; k++) {
        const t0 = performance.now();
        await get(`${origin}/desa/${slugs[(round * 100 + k) % slugs.length]}/api/public/categories`);
        times.app.push(performance.now() - t0);
      }
      for (let k = 0; k < 100; k++) {
        const t0 = performance.now();
        await get(`${peer.url}/api/public/categories`);
        times.peer.push(performance.now() - t0);
      }
    }
  } finally {
    agent.destroy();
    await peer.stop();
    await rm(folder, { recursive: true, force: true });
  }
  return { ...summary(times.app), peerSameBytes: summary(times.peer) };
}

/**
 * `/kabupaten` in Chromium (software WebGL, as CI has) on the production build (`npm run build` first), a
 * desktop of 1280 x 800: milliseconds from navigation to the first frame with places or clusters from the
 * regency's tiles beside the villages (more features than the open villages drawn alone). The first load
 * comes as the server starts (its tiles being cut ahead, or by this load); the next five, each in a new
 * browser context, 15 s later, read them kept.
 */
async function regencyMapInBrowser(databaseUrl: string, openVillages: number, sample: readonly string[]) {
  const root = process.cwd();
  if (!existsSync(path.join(root, 'dist/node/src/server/main.js'))) {
    process.stderr.write(
      'no production build (npm run build): the regency map is not timed in the browser\n',
    );
    return null;
  }
  const server = await startServer({
    script: 'dist/node/src/server/main.js',
    port: 4391,
    root,
    readyPath: '/api/regency/public/villages',
    env: { DATABASE_URL: databaseUrl, SEED_DEMO: '0', ADMIN_PASSWORD: PASSWORD },
  });
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: LAUNCH_ARGS });
  const runs: { villages: number; places: number }[] = [];
  try {
    for (let run = 0; run < 6; run++) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      await page.goto(`${server.url}/kabupaten`);
      // The first frame with every village, then the first with the places of the tiles beside them.
      const drawn = async (more: number) =>
        round(
          (await (
            await page.waitForFunction(
              (count) => {
                const hook = window.__petadesaMap;
                return hook && hook.featuresDrawn >= count ? hook.lastDrawAt : 0;
              },
              openVillages + more,
              { timeout: 60_000, polling: 50 },
            )
          ).jsonValue()) as number,
        );
      runs.push({ villages: await drawn(0), places: await drawn(1) });
      await context.close();
      // The first load came as the server started, beside its cutting of the first views' tiles ahead
      // (main.ts); the next ones come once that is done, as a visitor who is not the very first does.
      if (run === 0) await new Promise((resolve) => setTimeout(resolve, 15_000));
    }
    return {
      first: runs[0],
      kept: runs.slice(1),
      publicCategoriesOverHttpMs: await publicReadsOverHttp(server.url, sample),
    };
  } finally {
    await browser.close();
    await server.stop();
  }
}

const name = `petadesa_regency_${randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: SERVER });
await admin.connect();
await admin.query(`create database ${name}`);
const url = new URL(SERVER);
url.pathname = `/${name}`;
const database = await openDatabase({ url: url.toString(), dataDir: '' });
const started = performance.now();
try {
  await migrateToLatest(database.owner);
  await seedCore(database.db, { adminPassword: PASSWORD, regencyAdmin: true });
  const config = loadConfig({
    DATABASE_URL: url.toString(),
    ADMIN_PASSWORD: PASSWORD,
    SEED_DEMO: '0',
    LOG_LEVEL: 'silent',
    // A measurement, not a service: nothing shed.
    OVERLOAD_MAX_IN_FLIGHT: '0',
    OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
  });
  const app = await buildApp({ config, db: database.db });
  const login = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username: 'admin', password: PASSWORD },
  });
  const token = login.json().data.token as string;
  const perVillage = Math.ceil(PLACES / VILLAGES);
  const adds: number[] = [];
  const slugs: string[] = [];
  for (let i = 1; i <= VILLAGES; i++) {
    const slug = `desa-${i}`;
    const t0 = performance.now();
    const answer = await app.inject({
      method: 'POST',
      url: '/api/regency/villages',
      headers: { authorization: `Bearer ${token}` },
      payload: {
        slug,
        name: `Desa ${i}`,
        kecamatan: `Kecamatan ${1 + (i % 20)}`,
        admin: { username: 'kades', password: `kata-sandi-desa-${i}` },
      },
    });
    adds.push(performance.now() - t0);
    if (answer.statusCode !== 201) throw new Error(`adding ${slug}: ${answer.statusCode} ${answer.body}`);
    slugs.push(slug);
    const id = answer.json().data.id as number;
    const village = syntheticVillage(perVillage, 1_000 + i);
    // A 20 x 15 grid of villages about 5 km apart.
    const dx = ((i - 1) % 20) * 0.05;
    const dy = Math.floor((i - 1) / 20) * 0.05;
    const places = village.places.map((place) => ({ ...place, geometry: shifted(place.geometry, dx, dy) }));
    await inVillage(id, () => loadVillage(database, { ...village, places }, { analyze: false }));
    // Its own centre and a boundary around its places, as a village's settings have them: the regency's map
    // then fits the whole regency, as it would (every village at the default centre drew one point).
    let box = bboxOf(places[0]!.geometry as PetaGeometry);
    for (const place of places) {
      const [a, b, c, d] = bboxOf(place.geometry as PetaGeometry);
      box = [Math.min(box[0], a), Math.min(box[1], b), Math.max(box[2], c), Math.max(box[3], d)];
    }
    const [west, south, east, north] = box;
    await inVillage(id, () =>
      database.db
        .updateTable('settings')
        .set({
          map_center_lng: (west + east) / 2,
          map_center_lat: (south + north) / 2,
          village_boundary: JSON.stringify({
            type: 'Polygon',
            coordinates: [
              [
                [west, south],
                [east, south],
                [east, north],
                [west, north],
                [west, south],
              ],
            ],
          }),
        })
        .where('id', '=', 1)
        .execute(),
    );
    if (i % 25 === 0)
      process.stderr.write(`${i} villages, ${Math.round((performance.now() - started) / 1000)} s\n`);
  }
  await analyzeAfterBulkLoad(database);
  const total = await database.owner
    .selectFrom('maps')
    .select(database.owner.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();

  // Adding one more village into the full regency.
  const lastAdds: number[] = [];
  for (let i = 0; i < 5; i++) {
    const t0 = performance.now();
    const answer = await app.inject({
      method: 'POST',
      url: '/api/regency/villages',
      headers: { authorization: `Bearer ${token}` },
      payload: {
        slug: `desa-baru-${i}`,
        name: `Desa Baru ${i}`,
        admin: { username: 'kades', password: `kata-sandi-baru-${i}` },
      },
    });
    if (answer.statusCode !== 201) throw new Error(answer.body);
    lastAdds.push(performance.now() - t0);
  }

  // A village's public read: cold (its answer computed), then warm over 20 villages.
  const sample = Array.from({ length: 20 }, (_, k) => slugs[Math.floor((k * slugs.length) / 20)]!);
  const cold: number[] = [];
  for (const slug of sample) {
    const t0 = performance.now();
    const answer = await app.inject({ method: 'GET', url: `/desa/${slug}/api/public/categories` });
    cold.push(performance.now() - t0);
    if (answer.statusCode !== 200) throw new Error(answer.body);
  }
  const warm: number[] = [];
  for (let k = 0; k < 2_000; k++) {
    const t0 = performance.now();
    // As a phone asks: compressed (the cache keeps the compressed bytes).
    await app.inject({
      method: 'GET',
      url: `/desa/${sample[k % sample.length]}/api/public/categories`,
      headers: { 'accept-encoding': 'gzip' },
    });
    warm.push(performance.now() - t0);
  }
  const settingsWarm: number[] = [];
  for (let k = 0; k < 2_000; k++) {
    const t0 = performance.now();
    await app.inject({ method: 'GET', url: `/desa/${sample[k % sample.length]}/api/public/settings` });
    settingsWarm.push(performance.now() - t0);
  }
  const dashboard: number[] = [];
  for (let k = 0; k < 5; k++) {
    const t0 = performance.now();
    const answer = await app.inject({
      method: 'GET',
      url: '/api/regency/dashboard',
      headers: { authorization: `Bearer ${token}` },
    });
    if (answer.statusCode !== 200) throw new Error(answer.body);
    dashboard.push(performance.now() - t0);
  }
  // The regency's public page: its list of villages (read anew, then kept), and searches across villages:
  // a common word, a part of a word, and one that matches nothing (it reads every place).
  const villagesList: number[] = [];
  for (let k = 0; k < 5; k++) {
    const t0 = performance.now();
    const answer = await app.inject({ method: 'GET', url: '/api/regency/public/villages' });
    if (answer.statusCode !== 200) throw new Error(answer.body);
    villagesList.push(performance.now() - t0);
  }
  const searches: Record<string, number[]> = { musholla: [], ebun: [], zzqqxx: [] };
  for (let k = 0; k < 10; k++) {
    for (const [term, times] of Object.entries(searches)) {
      const t0 = performance.now();
      const answer = await app.inject({
        method: 'GET',
        url: `/api/regency/public/search?q=${term}`,
        // A client each, as many residents are: the per-client limit is not what is measured.
        remoteAddress: `10.9.${k}.${term.length}`,
      });
      if (answer.statusCode !== 200) throw new Error(answer.body);
      times.push(performance.now() - t0);
    }
  }
  // The regency's map (its tiles across villages): the tiles of a desktop's first view, cut and then kept,
  // through `inject`; then the page itself in Chromium on the production build, if there is one.
  const extent = await database.owner
    .selectFrom('maps')
    .select((eb) => [
      eb.fn.min<number>('bbox_min_lng').as('west'),
      eb.fn.min<number>('bbox_min_lat').as('south'),
      eb.fn.max<number>('bbox_max_lng').as('east'),
      eb.fn.max<number>('bbox_max_lat').as('north'),
    ])
    .executeTakeFirstOrThrow();
  const regencyTileMs = await regencyTiles(app, [extent.west, extent.south, extent.east, extent.north]);
  await app.close();
  const regencyMapFirstViewMs =
    process.env.BENCH_BROWSER === '0'
      ? null
      : await regencyMapInBrowser(
          url.toString(),
          Number(
            (
              await database.owner
                .selectFrom('villages')
                .select((eb) => eb.fn.countAll<string>().as('n'))
                .where('closed_at', 'is', null)
                .executeTakeFirstOrThrow()
            ).n,
          ),
          sample,
        );
  console.log(
    JSON.stringify({
      villages: VILLAGES,
      places: Number(total.n),
      placesPerVillage: perVillage,
      buildSeconds: Math.round((performance.now() - started) / 1000),
      addVillageMs: { whileLoading: summary(adds), intoFullRegency: summary(lastAdds) },
      publicCategoriesMs: { cold: summary(cold), warm: summary(warm) },
      publicSettingsWarmMs: summary(settingsWarm),
      regencyDashboardMs: summary(dashboard),
      regencyPublicVillagesMs: { first: round(villagesList[0]!), kept: summary(villagesList.slice(1)) },
      regencyTileMs,
      regencyMapFirstViewMs,
      regencySearchMs: Object.fromEntries(
        Object.entries(searches).map(([term, times]) => [term, summary(times)]),
      ),
    }),
  );
} finally {
  await database.close();
  if (process.env.KEEP !== '1') await admin.query(`drop database if exists ${name} with (force)`);
  else process.stderr.write(`kept database ${name}\n`);
  await admin.end();
}
