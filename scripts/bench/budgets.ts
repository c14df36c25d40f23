import type { RouteBundle } from './bundle.ts';
import type { LoadResult } from './load.ts';
import type { DataSetRun, Drawer } from './map.ts';
import type { PayloadSizes } from './payload.ts';
import type { PhoneBench, PhoneRun } from './phone.ts';
import type { ServerBench } from './server.ts';

/** What one `npm run bench` measured, as the budget table reads it. */
export interface BenchResults {
  bundle: RouteBundle[];
  payload: PayloadSizes[];
  ceiling: LoadResult;
  servers: ServerBench[];
  queries: Record<string, Record<string, number>>;
  map: DataSetRun[] | null;
  phone: PhoneBench | null;
}

export interface BudgetRow {
  what: string;
  target: string;
  measured: string;
  /** 'met', 'missed', or 'not measured' (a part skipped or failed). */
  verdict: 'met' | 'missed' | 'not measured';
}

const WARM = 'public categories, warm (br)';
const KB = 1024;

function verdict(ok: boolean | null): BudgetRow['verdict'] {
  return ok === null ? 'not measured' : ok ? 'met' : 'missed';
}

function drawn(results: BenchResults, features: number, drawer: Drawer) {
  const set = results.map?.find((s) => s.name.startsWith('synthetic') && s.features === features);
  return set?.runs.find((run) => run.drawer === drawer) ?? null;
}

/** Issue 7's budget table against one run's numbers. Timings are reported here, never asserted in tests. */
export function budgetRows(results: BenchResults): BudgetRow[] {
  const rows: BudgetRow[] = [];
  const postgres = results.servers.find((server) => server.kind === 'postgres');
  const warm = postgres?.runs[WARM];
  if (warm) {
    const share = warm.requestsPerSecond / results.ceiling.requestsPerSecond;
    rows.push({
      what: 'public categories, warm, PostgreSQL',
      target: '>= 0.6x bare Fastify req/s; p99 <= 10 ms',
      measured: `${share.toFixed(2)}x (${Math.round(warm.requestsPerSecond)} of ${Math.round(results.ceiling.requestsPerSecond)} req/s); p99 ${warm.p99Ms} ms`,
      verdict: verdict(share >= 0.6 && warm.p99Ms <= 10),
    });
  } else {
    rows.push({
      what: 'public categories, warm, PostgreSQL',
      target: '>= 0.6x bare Fastify req/s; p99 <= 10 ms',
      measured: 'PostgreSQL not reachable',
      verdict: 'not measured',
    });
  }

  const { pglite, postgres: pgQueries } = results.queries;
  if (pglite && pgQueries) {
    const ratios = Object.keys(pglite).map((name) => ({ name, ratio: pglite[name]! / pgQueries[name]! }));
    const worst = ratios.reduce((a, b) => (b.ratio > a.ratio ? b : a));
    rows.push({
      what: 'PGlite against PostgreSQL, same queries',
      target: '<= 2.5x slower',
      measured: `worst ${worst.ratio.toFixed(2)}x (${worst.name})`,
      verdict: verdict(worst.ratio <= 2.5),
    });
  }

  const payload = results.payload.find((p) => p.features === 10_000);
  rows.push({
    what: 'public payload, 10k features',
    target: '<= 0.4x full-precision GeoJSON bytes (on the wire, gzip)',
    measured: payload
      ? `gzip ${(payload.gzip / payload.fullPrecision).toFixed(2)}x, brotli ${(payload.brotli / payload.fullPrecision).toFixed(2)}x, uncompressed ${(payload.raw / payload.fullPrecision).toFixed(2)}x`
      : 'not in this run',
    verdict: verdict(payload ? payload.gzip / payload.fullPrecision <= 0.4 : null),
  });

  const ours10k = drawn(results, 10_000, 'petadesa');
  const dom10k = drawn(results, 10_000, 'leaflet-dom');
  rows.push({
    what: 'map, 10k features, all drawn',
    target: '<= 1 s; >= 5x sooner than Leaflet DOM markers',
    measured:
      ours10k?.drawnMs != null
        ? `${ours10k.drawnMs} ms; Leaflet DOM ${dom10k?.drawnMs ?? 'n/a'} ms (${dom10k?.drawnMs ? (dom10k.drawnMs / ours10k.drawnMs).toFixed(1) : 'n/a'}x)`
        : 'not measured',
    verdict: verdict(
      ours10k?.drawnMs != null && dom10k?.drawnMs != null
        ? ours10k.drawnMs <= 1000 && dom10k.drawnMs >= 5 * ours10k.drawnMs
        : null,
    ),
  });

  const ours100k = drawn(results, 100_000, 'petadesa');
  const canvas100k = drawn(results, 100_000, 'leaflet-canvas');
  rows.push({
    what: 'map, 100k features, all drawn',
    target: '<= 2.5 s and no later than Leaflet canvas',
    measured:
      ours100k?.drawnMs != null
        ? `${ours100k.drawnMs} ms; Leaflet canvas ${canvas100k?.drawnMs ?? 'n/a'} ms`
        : 'not measured',
    verdict: verdict(
      ours100k?.drawnMs != null && canvas100k?.drawnMs != null
        ? ours100k.drawnMs <= 2500 && ours100k.drawnMs <= canvas100k.drawnMs
        : null,
    ),
  });
  rows.push({
    what: 'longest frame, drag and wheel zoom, 100k features',
    target: '< 50 ms',
    measured:
      ours100k?.frames != null
        ? `${ours100k.frames.frozenMs ? 'at least ' : ''}${ours100k.frames.longestMs} ms (p95 ${ours100k.frames.p95Ms} ms); Leaflet canvas ${canvas100k?.frames?.longestMs ?? 'n/a'} ms`
        : 'not measured',
    verdict: verdict(ours100k?.frames != null ? ours100k.frames.longestMs < 50 : null),
  });

  rows.push(...phoneRows(results.phone));

  const shell = results.bundle.find((route) => route.route === 'shell');
  rows.push({
    what: 'public page shell before the map',
    target: '<= 170 KB gzipped; our code <= 100 KB',
    measured: shell
      ? `${(shell.gzipBytes / KB).toFixed(1)} KB; ours ${(shell.ownGzipBytes / KB).toFixed(1)} KB`
      : 'n/a',
    verdict: verdict(shell ? shell.gzipBytes <= 170 * KB && shell.ownGzipBytes <= 100 * KB : null),
  });
  const lists = results.bundle.filter((route) => /features\/[^/]+\/[^/]*-list-page\.tsx$/.test(route.route));
  const withMaps = lists.filter((route) => route.mapLibraries);
  rows.push({
    what: 'admin list pages',
    target: 'load no map library',
    measured:
      lists.length === 0
        ? 'no list page found'
        : withMaps.length === 0
          ? `${lists.length} list pages, none loads one`
          : `${withMaps.map((route) => route.route).join(', ')} load map libraries`,
    verdict: verdict(lists.length === 0 ? null : withMaps.length === 0),
  });

  for (const server of results.servers) {
    const o = server.overload;
    const shedOk = o.shed > 0 && o.shedWithRetryAfter === o.shed;
    rows.push({
      what: `under 3x saturation, ${server.kind}`,
      target: 'excess gets 503 + Retry-After; accepted p99 < 250 ms; RSS < 512 MB',
      measured: `${o.shed} of ${o.total} shed (${o.shedWithRetryAfter} with Retry-After); accepted ${o.acceptedPerSecond} req/s, p99 ${o.acceptedP99Ms} ms; RSS ${o.peakRssMb} MB`,
      verdict: verdict(shedOk && o.acceptedP99Ms < 250 && o.peakRssMb < 512),
    });
  }
  return rows;
}

function medianOf(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Issue 22's goals on the demo village over Slow 4G with 4x CPU. */
function phoneRows(phone: PhoneBench | null): BudgetRow[] {
  if (!phone) return [];
  const runs = (page: PhoneRun['page'], visit: PhoneRun['visit']) =>
    phone.runs.filter((run) => run.page === page && run.visit === visit && run.drawnMs !== null);
  const median = (list: PhoneRun[], value: (run: PhoneRun) => number | null) =>
    medianOf(list.map(value).filter((v): v is number => v !== null));
  const first = runs('petadesa', 'first');
  const repeat = runs('petadesa', 'repeat');
  const offline = runs('petadesa', 'offline');
  const leaflet = median(runs('leaflet-canvas', 'first'), (run) => run.drawnMs);
  const picture = median(first, (run) => run.firstPictureMs);
  const tap = median(first, (run) => run.tapMs);
  const live = median(first, (run) => run.drawnMs);
  const pictureBytes = median(first, (run) => run.bytesBeforeFirstPicture);
  const liveBytes = median(first, (run) => run.bytesBeforeDrawn);
  const ms = (value: number | null) => (value === null ? 'n/a' : `${Math.round(value)} ms`);
  const kb = (value: number | null) => (value === null ? 'n/a' : `${(value / KB).toFixed(0)} KB`);
  return [
    {
      what: "phone, first visit: every place drawn (the server's first picture)",
      target: '<= 2.0 s and no later than Leaflet canvas',
      measured: `${ms(picture)}; Leaflet canvas ${ms(leaflet)}`,
      verdict: verdict(picture !== null && leaflet !== null ? picture <= 2000 && picture <= leaflet : null),
    },
    {
      what: 'phone, first visit: a tap on a place opens its popup (issue 34)',
      target: 'no later than Leaflet canvas drawn, same run',
      measured: `${ms(tap)}; Leaflet canvas ${ms(leaflet)}`,
      verdict: verdict(tap !== null && leaflet !== null ? tap <= leaflet : null),
    },
    {
      what: 'phone, first visit: the live map drawn',
      target: '<= 2.0 s and no later than Leaflet canvas',
      measured: `${ms(live)}; Leaflet canvas ${ms(leaflet)}`,
      verdict: verdict(live !== null && leaflet !== null ? live <= 2000 && live <= leaflet : null),
    },
    {
      what: 'phone, repeat visit: first picture / live map',
      target: '<= 1.0 s',
      measured: `${ms(median(repeat, (run) => run.firstPictureMs))} / ${ms(median(repeat, (run) => run.drawnMs))}`,
      verdict: verdict(
        repeat.length ? (median(repeat, (run) => run.firstPictureMs ?? run.drawnMs) ?? 0) <= 1000 : null,
      ),
    },
    {
      what: 'phone, offline after one visit: live map drawn',
      target: 'works',
      measured: `${offline.length} of ${phone.runs.filter((run) => run.page === 'petadesa' && run.visit === 'offline').length} runs, ${ms(median(offline, (run) => run.drawnMs))}`,
      verdict: verdict(offline.length > 0),
    },
    {
      what: 'phone, first visit: bytes before every place is drawn (first picture / live map)',
      target: '<= 250 KB',
      measured: `${kb(pictureBytes)} / ${kb(liveBytes)}`,
      verdict: verdict(pictureBytes !== null ? pictureBytes <= 250 * KB : null),
    },
  ];
}
