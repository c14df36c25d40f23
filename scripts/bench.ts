// `npm run bench`: PetaDesa measured against its ceiling (bare Fastify), its peer (Leaflet) and its budgets,
// in one run. Prints a markdown table, writes bench-results/bench.json and bench.md; `-- --docs` also
// writes docs/benchmarks.md. Timings are reported, never asserted; the bundle budgets are also checked in
// CI (npm run check:bundle). Sizes and durations: scripts/bench/options.ts.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { syntheticVillage } from '../db/seeds/demo/synthetic.ts';
import { type BenchResults, budgetRows } from './bench/budgets.ts';
import { measureRoutes } from './bench/bundle.ts';
import { createBenchDatabase, postgresAnswers } from './bench/data.ts';
import { benchMap, mapTable } from './bench/map.ts';
import { benchOptions } from './bench/options.ts';
import { measurePayload } from './bench/payload.ts';
import { benchPhone, phoneTable } from './bench/phone.ts';
import { timeQueries } from './bench/queries.ts';
import { benchCeiling, benchServer, type ServerBench } from './bench/server.ts';
import { usCounties } from './bench/us-counties.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const options = benchOptions;
const lines: string[] = [];
const say = (line = '') => {
  lines.push(line);
  console.log(line);
};
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ratio = (a: number, b: number) => `${(a / b).toFixed(2)}x`;
const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

function step(title: string): void {
  console.error(`\n[bench] ${title} (${Math.round(process.uptime())} s)`);
}

function chromiumVersion(): string {
  try {
    return execFileSync('/usr/bin/chromium', ['--version'], { encoding: 'utf8' }).trim();
  } catch {
    return 'Chromium not found';
  }
}

const loadAtStart = load();
step('build');
const build = spawnSync(process.execPath, ['scripts/start.mjs', '--build-only'], {
  cwd: root,
  stdio: 'inherit',
});
if (build.status !== 0) process.exit(build.status ?? 1);

const machine = {
  cpu: os.cpus()[0]?.model ?? 'unknown',
  cpus: os.cpus().length,
  memoryGb: Math.round(os.totalmem() / 2 ** 30),
  os: `${os.type()} ${os.release()}`,
  node: process.version,
  chromium: chromiumVersion(),
  date: new Date().toISOString(),
};

step('bundle');
const bundle = measureRoutes(path.join(root, 'dist', 'client'));

step('payload');
const counties = options.realWorld ? usCounties() : null;
const payload = options.payloadSizes.map((count) => measurePayload(syntheticVillage(count)));
const countiesPayload = counties ? measurePayload(counties) : null;

step('server: ceiling');
const ceiling = await benchCeiling(root, options.port);
const village = syntheticVillage(options.serverFeatures);
const kinds: ('pglite' | 'postgres')[] = (await postgresAnswers(options.postgresUrl))
  ? ['pglite', 'postgres']
  : ['pglite'];
const servers: ServerBench[] = [];
const queries: Record<string, Record<string, number>> = {};
for (const kind of kinds) {
  step(`server: ${kind}, ${options.serverFeatures} features`);
  const database = await createBenchDatabase(kind, village, options.postgresUrl);
  try {
    const opened = await database.open();
    queries[kind] = await timeQueries(opened);
    await opened.close();
    servers.push(await benchServer(root, options.port + 1, database));
  } finally {
    await database.drop();
  }
}

let map: BenchResults['map'] = null;
if (options.map) {
  step('browser');
  const dataSets = options.mapSizes.map((count) => ({
    name: `synthetic ${count}`,
    data: syntheticVillage(count),
  }));
  if (counties) dataSets.push({ name: 'US counties', data: counties });
  map = await benchMap({
    root,
    port: options.port + 2,
    dataSets,
    leafletDomMax: options.leafletDomMax,
    timeoutMs: 180_000,
    interactionMaxMs: benchOptions.interactionSeconds * 1000,
    log: (message) => console.error(`[bench] ${message} (${Math.round(process.uptime())} s)`),
  });
}

let phone: BenchResults['phone'] = null;
if (options.map && options.phone) {
  step('phone');
  phone = await benchPhone({
    root,
    port: options.port + 3,
    rounds: options.phoneRounds,
    timeoutMs: 60_000,
    log: (message) => console.error(`[bench] ${message} (${Math.round(process.uptime())} s)`),
  });
}

const results: BenchResults = { bundle, payload, ceiling, servers, queries, map, phone };

say('# PetaDesa benchmarks\n');
say(
  `${machine.cpus} x ${machine.cpu}, ${machine.memoryGb} GiB, ${machine.os}, Node ${machine.node}, ${machine.chromium}. ` +
    `Run ${machine.date.slice(0, 16).replace('T', ' ')} UTC in ${Math.round(process.uptime())} s; ` +
    `load average (1, 5, 15 min) ${loadAtStart} at the start, ${load()} at the end.\n`,
);

say('## Budgets (issue 7)\n');
say('| what | target | measured | verdict |');
say('|---|---|---|---|');
for (const row of budgetRows(results))
  say(`| ${row.what} | ${row.target} | ${row.measured} | ${row.verdict} |`);

say('\n## Bundle (gzipped bytes each route adds to the shell)\n');
say('| route | gzip | our code | map libraries |');
say('|---|---:|---:|---|');
for (const route of bundle) {
  if (route.route.includes('node_modules/')) continue;
  say(
    `| ${route.route} | ${kb(route.gzipBytes)} | ${kb(route.ownGzipBytes)} | ${route.mapLibraries ? 'yes' : 'no'} |`,
  );
}

say('\n## Public categories payload\n');
say(
  '| data set | features | raw | gzip | brotli | full-precision GeoJSON | raw / full | gzip / full | brotli / full |',
);
say('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
const payloadRows = payload.map((p) => ({ name: 'synthetic', p }));
if (countiesPayload)
  payloadRows.push({ name: `US counties (${counties!.vertices} vertices)`, p: countiesPayload });
for (const { name, p } of payloadRows) {
  say(
    `| ${name} | ${p.features} | ${kb(p.raw)} | ${kb(p.gzip)} | ${kb(p.brotli)} | ${kb(p.fullPrecision)} | ${ratio(p.raw, p.fullPrecision)} | ${ratio(p.gzip, p.fullPrecision)} | ${ratio(p.brotli, p.fullPrecision)} |`,
  );
}

say(`\n## Server (${options.serverFeatures} features, autocannon on loopback, ${options.seconds} s a run)\n`);
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
say(
  '\nThree times the saturating load on the warm public call (three times the rate, three times the connections; `scripts/bench/paced-load.ts`):\n',
);
say(
  '| database | saturated req/s | offered req/s | connections | accepted req/s | accepted p50 / p99 ms | 503 | with Retry-After | other failures | peak RSS |',
);
say('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
for (const server of servers) {
  const o = server.overload;
  say(
    `| ${server.kind} | ${o.saturatedPerSecond} | ${o.offeredPerSecond} | ${o.connections} | ${o.acceptedPerSecond} | ${o.acceptedP50Ms} / ${o.acceptedP99Ms} | ${o.shed} | ${o.shedWithRetryAfter} | ${o.failed} | ${o.peakRssMb} MB |`,
  );
  const a = server.overloadAdmin;
  say(
    `| ${server.kind}, admin maps list with search | ${a.saturatedPerSecond} | ${a.offeredPerSecond} | ${a.connections} | ${a.acceptedPerSecond} | ${a.acceptedP50Ms} / ${a.acceptedP99Ms} | ${a.shed} | ${a.shedWithRetryAfter} | ${a.failed} | |`,
  );
}
say(
  '\n| database | `npm start` to first answer | first public answer (cold) | RSS idle | RSS peak under load |',
);
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

if (map) {
  say('\n## Browser (headless Chromium, software WebGL, 1280 x 800)\n');
  say(
    'Time from navigation to the first frame with every feature drawn, then frame intervals during a drag and six wheel steps. ' +
      'Leaflet DOM draws points as DOM markers (as uMap does); Leaflet canvas uses its canvas renderer. Same server, same answer.\n',
  );
  for (const line of mapTable(map)) say(line);
}

if (phone) {
  say("\n## A resident's phone (issue 22)\n");
  say(
    "The first picture is the server's drawing of every place in the page's HTML (decision 0019); the live map replaces it. " +
      "Offline runs follow one visit; Leaflet's page has no offline mode.\n",
  );
  for (const line of phoneTable(phone)) say(line);
}

mkdirSync(path.join(root, 'bench-results'), { recursive: true });
writeFileSync(
  path.join(root, 'bench-results', 'bench.json'),
  JSON.stringify({ machine, options, ...results }, null, 2),
);
writeFileSync(path.join(root, 'bench-results', 'bench.md'), `${lines.join('\n')}\n`);
if (process.argv.includes('--docs')) {
  const intro =
    '<!-- Written by `npm run bench -- --docs`; notes on the run go below the generated tables. -->\n\n';
  writeFileSync(path.join(root, 'docs', 'benchmarks.md'), `${intro}${lines.join('\n')}\n`);
}
console.error(`\n[bench] done in ${Math.round(process.uptime())} s; results in bench-results/`);
