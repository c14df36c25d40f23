// `npm run bench:map`: the browser part of the benchmarks alone (see scripts/bench/map.ts); the full
// `npm run bench` runs the same code. Prints a markdown table and writes bench-results/map.json.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { syntheticVillage } from '../db/seeds/demo/synthetic.ts';
import { benchMap, mapTable } from './bench/map.ts';
import { benchOptions } from './bench/options.ts';
import { benchPhone, phoneTable } from './bench/phone.ts';
import { usCounties } from './bench/us-counties.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const build = spawnSync(process.execPath, ['scripts/start.mjs', '--build-only'], {
  cwd: root,
  stdio: 'inherit',
});
if (build.status !== 0) process.exit(build.status ?? 1);

const dataSets = benchOptions.mapSizes.map((count) => ({
  name: `synthetic ${count}`,
  data: syntheticVillage(count),
}));
if (benchOptions.realWorld) dataSets.push({ name: 'US counties', data: usCounties() });
const log = (message: string) => console.error(`[bench:map] ${message}`);
const results = benchOptions.mapDesktop
  ? await benchMap({
      root,
      port: benchOptions.port + 2,
      dataSets,
      leafletDomMax: benchOptions.leafletDomMax,
      timeoutMs: 180_000,
      interactionMaxMs: benchOptions.interactionSeconds * 1000,
      log,
    })
  : [];
if (results.length > 0) console.log(mapTable(results).join('\n'));
const phone = benchOptions.phone
  ? await benchPhone({
      root,
      port: benchOptions.port + 3,
      rounds: benchOptions.phoneRounds,
      timeoutMs: 60_000,
      log,
    })
  : null;
if (phone) console.log(`\n${phoneTable(phone).join('\n')}`);
mkdirSync(path.join(root, 'bench-results'), { recursive: true });
writeFileSync(path.join(root, 'bench-results', 'map.json'), JSON.stringify(results, null, 2));
if (phone) writeFileSync(path.join(root, 'bench-results', 'phone.json'), JSON.stringify(phone, null, 2));
