// `npm run bench`: PetaDesa measured against its ceiling (bare Fastify) and its budgets, in one run.
// Timings are reported, never asserted; the bundle budgets are also checked in CI (npm run check:bundle).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { syntheticVillage } from '../db/seeds/demo/synthetic.ts';
import { measureRoutes } from './bench/bundle.ts';
import { createBenchDatabase, postgresAnswers } from './bench/data.ts';
import { measurePayload } from './bench/payload.ts';
import { timeQueries } from './bench/queries.ts';
import { benchCeiling, benchServer, type ServerBench } from './bench/server.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const postgresUrl = process.env.BENCH_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/test';
const SERVER_FEATURES = 10_000;
const lines: string[] = [];
const results: Record<string, unknown> = {
  machine: { cpus: os.cpus().length, memoryGb: Math.round(os.totalmem() / 2 ** 30), node: process.version },
};
const say = (line = '') => {
  lines.push(line);
  console.log(line);
};
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ratio = (a: number, b: number) => `${(a / b).toFixed(2)}x`;

function step(title: string): void {
  console.error(`\n[bench] ${title} (${Math.round(process.uptime())} s)`);
}

step('build');
const build = spawnSync(process.execPath, ['scripts/start.mjs', '--build-only'], {
  cwd: root,
  stdio: 'inherit',
});
if (build.status !== 0) process.exit(build.status ?? 1);

say(
  `# PetaDesa benchmarks\n\n${os.cpus().length} cores, ${results.machine && (results.machine as { memoryGb: number }).memoryGb} GiB, Node ${process.version}, ${new Date().toISOString().slice(0, 10)}\n`,
);

step('bundle');
const routes = measureRoutes(path.join(root, 'dist', 'client'));
results.bundle = routes;
say('## Bundle (gzipped bytes each route adds to the shell)\n');
say('| route | gzip | our code | map libraries |');
say('|---|---:|---:|---|');
for (const route of routes)
  say(
    `| ${route.route} | ${kb(route.gzipBytes)} | ${kb(route.ownGzipBytes)} | ${route.mapLibraries ? 'yes' : 'no'} |`,
  );

step('payload');
say('\n## Public categories payload\n');
say('| features | raw | gzip | brotli | full-precision GeoJSON | raw / full | brotli / full |');
say('|---:|---:|---:|---:|---:|---:|---:|');
const payloads = [1_000, 10_000, 100_000].map((count) => measurePayload(syntheticVillage(count)));
results.payload = payloads;
for (const p of payloads) {
  say(
    `| ${p.features} | ${kb(p.raw)} | ${kb(p.gzip)} | ${kb(p.brotli)} | ${kb(p.fullPrecision)} | ${ratio(p.raw, p.fullPrecision)} | ${ratio(p.brotli, p.fullPrecision)} |`,
  );
}

step('server: ceiling');
const ceiling = await benchCeiling(root, 4391);
results.ceiling = ceiling;
const village = syntheticVillage(SERVER_FEATURES);
const kinds: ('pglite' | 'postgres')[] = (await postgresAnswers(postgresUrl))
  ? ['pglite', 'postgres']
  : ['pglite'];
const servers: ServerBench[] = [];
const queries: Record<string, Record<string, number>> = {};
for (const kind of kinds) {
  step(`server: ${kind}, ${SERVER_FEATURES} features`);
  const database = await createBenchDatabase(kind, village, postgresUrl);
  try {
    const opened = await database.open();
    queries[kind] = await timeQueries(opened);
    await opened.close();
    servers.push(await benchServer(root, 4392, database));
  } finally {
    await database.drop();
  }
}
results.servers = servers;
results.queries = queries;

say(`\n## Server (${SERVER_FEATURES} features, autocannon on loopback)\n`);
say(
  `Bare Fastify hello-world ceiling: ${Math.round(ceiling.requestsPerSecond)} req/s, p50 ${ceiling.p50Ms} ms, p99 ${ceiling.p99Ms} ms.\n`,
);
say('| database | call | req/s | x ceiling | p50 ms | p99 ms | unexpected status |');
say('|---|---|---:|---:|---:|---:|---:|');
for (const server of servers) {
  for (const [name, run] of Object.entries(server.runs)) {
    say(
      `| ${server.kind} | ${name} | ${Math.round(run.requestsPerSecond)} | ${ratio(run.requestsPerSecond, ceiling.requestsPerSecond)} | ${run.p50Ms} | ${run.p99Ms} | ${run.non2xx + run.errors} |`,
    );
  }
}
say('\n| database | start to first answer | first public answer (cold) | RSS idle | RSS peak under load |');
say('|---|---:|---:|---:|---:|');
for (const server of servers) {
  say(
    `| ${server.kind} | ${server.startMs} ms | ${server.firstPublicMs} ms | ${server.idleRssMb} MB | ${server.peakRssMb} MB |`,
  );
}
if (queries.pglite && queries.postgres) {
  say('\n## The same kysely queries, PGlite against PostgreSQL (median ms)\n');
  say('| query | PGlite | PostgreSQL | PGlite / PostgreSQL |');
  say('|---|---:|---:|---:|');
  for (const name of Object.keys(queries.pglite)) {
    const a = queries.pglite[name]!;
    const b = queries.postgres[name]!;
    say(`| ${name} | ${a} | ${b} | ${ratio(a, b)} |`);
  }
}

step('browser');
if (existsSync(path.join(root, 'scripts', 'bench-map.ts'))) {
  const map = spawnSync(path.join(root, 'node_modules', '.bin', 'tsx'), ['scripts/bench-map.ts'], {
    cwd: root,
    stdio: 'inherit',
  });
  const mapFile = path.join(root, 'bench-results', 'map.json');
  if (map.status === 0 && existsSync(mapFile)) {
    results.map = JSON.parse(readFileSync(mapFile, 'utf8'));
    say(
      '\n## Browser\n\nSee the table printed by `npm run bench:map` above; its JSON is in bench-results/map.json.',
    );
  } else {
    say('\n## Browser\n\nThe map benchmark did not complete.');
  }
}

mkdirSync(path.join(root, 'bench-results'), { recursive: true });
writeFileSync(path.join(root, 'bench-results', 'bench.json'), JSON.stringify(results, null, 2));
writeFileSync(path.join(root, 'bench-results', 'bench.md'), `${lines.join('\n')}\n`);
console.error(`\n[bench] done in ${Math.round(process.uptime())} s; results in bench-results/`);
