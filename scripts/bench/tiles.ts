/**
 * Vector tiles at 100,000 places (issue 34, decision 0048): a cold cut of each zoom's centre tile against a
 * read of the same tile from the shared table, warm answers' p99, and the encoded sizes.
 * Run: npx tsx scripts/bench/tiles.ts [pglite|postgres]   (postgres: TEST_DATABASE_URL, as test:pg)
 */
import autocannon from 'autocannon';
import { sql } from 'kysely';
import { cutTile } from '../../src/server/modules/tiles/tiles.service.ts';
import { tileAt } from '../../src/shared/geo/web-mercator-tiles.ts';
import { createTestApp } from '../../tests/support/test-app.ts';

const kind = process.argv[2] ?? 'pglite';
if (kind === 'postgres') process.env.TEST_DATABASE_URL ??= 'postgresql://postgres@127.0.0.1:5432/test';
else delete process.env.TEST_DATABASE_URL;
const [WEST, SOUTH, SIZE] = [112.6, -8.0, 0.05];

const t = await createTestApp();
const db = t.database.db;
await sql`insert into maps (name, slug, status, geometry, bbox_min_lng, bbox_min_lat, bbox_max_lng, bbox_max_lat)
  select 'Tempat nomor ' || g, 'tempat-nomor-' || g, 'active',
    jsonb_build_object('type', 'Point', 'coordinates', jsonb_build_array(lng, lat)), lng, lat, lng, lat
  from (select g, ${WEST} + (g::bigint * 7919 % 100003) / 100003.0 * ${SIZE} as lng,
                  ${SOUTH} + (g::bigint * 104729 % 99991) / 99991.0 * ${SIZE} as lat
        from generate_series(1, 100000) g) s`.execute(db);
await sql`analyze maps`.execute(db);

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

const deps = (t.app as unknown as { deps: Parameters<typeof cutTile>[0] }).deps;
console.log(`${kind}, 100,000 points over ${SIZE} degrees (5.5 km)`);
console.log(
  'zoom | cold cut ms (median of 3) | shared-table read ms | warm answer p99 ms (200 asks) | bytes | gzip',
);
for (const z of [0, 8, 10, 12, 13, 14, 15, 16, 17, 18]) {
  const [x, y] = tileAt(WEST + SIZE / 2, SOUTH + SIZE / 2, z);
  const cuts: number[] = [];
  let bytes: Buffer = Buffer.alloc(0);
  for (let i = 0; i < 3; i++) {
    const started = performance.now();
    bytes = await cutTile(deps, { z, x, y });
    cuts.push(performance.now() - started);
  }
  await sql`insert into vector_tiles (z, x, y, version, bytes) values (${z}, ${x}, ${y}, 0, ${bytes})
    on conflict (village_id, z, x, y) do update set bytes = excluded.bytes`.execute(db);
  const reads: number[] = [];
  for (let i = 0; i < 20; i++) {
    const started = performance.now();
    await sql`select bytes from vector_tiles where z = ${z} and x = ${x} and y = ${y} and version = 0`.execute(
      db,
    );
    reads.push(performance.now() - started);
  }
  const url = `/tiles/${z}/${x}/${y}.mvt`;
  const first = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
  const warm: number[] = [];
  for (let i = 0; i < 200; i++) {
    const started = performance.now();
    await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    warm.push(performance.now() - started);
  }
  console.log(
    `z${z} | ${percentile(cuts, 50).toFixed(0)} | ${percentile(reads, 50).toFixed(1)} | ${percentile(warm, 99).toFixed(1)} | ${bytes.length} | ${first.rawPayload.length}`,
  );
}
// Warm tiles under load: 10 connections for 5 s over the centre's tiles from z10 to z18, gzip.
const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
const requests = [10, 12, 13, 14, 15, 16, 17, 18].map((z) => {
  const [x, y] = tileAt(WEST + SIZE / 2, SOUTH + SIZE / 2, z);
  return {
    method: 'GET' as const,
    path: `/tiles/${z}/${x}/${y}.mvt`,
    headers: { 'accept-encoding': 'gzip' },
  };
});
const load = await autocannon({ url: base, connections: 10, duration: 5, requests });
console.log(
  `warm under load (10 connections, 8 tiles): ${Math.round(load.requests.average)} requests/s, p50 ${load.latency.p50} ms, p99 ${load.latency.p99} ms, non-2xx ${load.non2xx}`,
);
await t.close();
