import { describe, expect, it } from 'vitest';
import { type BenchResults, budgetRows } from './budgets.ts';
import type { LoadResult, OverloadResult } from './load.ts';
import type { PhoneBench, PhoneRun } from './phone.ts';
import type { ServerBench } from './server.ts';

const run = (requestsPerSecond: number, p99Ms: number): LoadResult => ({
  requestsPerSecond,
  p50Ms: 1,
  p99Ms,
  non2xx: 0,
  errors: 0,
});

const overload = (over: Partial<OverloadResult & { peakRssMb: number }>) => ({
  saturatedPerSecond: 1000,
  offeredPerSecond: 3000,
  connections: 96,
  acceptedPerSecond: 1000,
  acceptedP50Ms: 5,
  acceptedP99Ms: 100,
  shed: 2000,
  shedWithRetryAfter: 2000,
  failed: 0,
  total: 3000,
  peakRssMb: 200,
  ...over,
});

const server = (kind: string, warm: LoadResult, over = overload({})): ServerBench => ({
  kind,
  startMs: 500,
  idleRssMb: 100,
  peakRssMb: 150,
  firstPublicMs: 50,
  runs: { 'public categories, warm (br)': warm },
  overload: over,
  overloadAdmin: over,
});

function results(over: Partial<BenchResults> = {}): BenchResults {
  return {
    bundle: [
      { route: 'shell', gzipBytes: 150 * 1024, ownGzipBytes: 20 * 1024, mapLibraries: false },
      { route: 'features/places/map-list-page.tsx', gzipBytes: 1, ownGzipBytes: 1, mapLibraries: false },
    ],
    payload: [{ features: 10_000, raw: 700, gzip: 100, brotli: 90, fullPrecision: 1000 }],
    ceiling: run(10_000, 5),
    servers: [server('postgres', run(7_000, 8))],
    queries: { pglite: { a: 2, b: 3 }, postgres: { a: 1, b: 1 } },
    map: [
      {
        name: 'synthetic 10000',
        features: 10_000,
        runs: [
          { drawer: 'petadesa', drawnMs: 800, frames: null },
          { drawer: 'leaflet-dom', drawnMs: 6_600, frames: null },
        ],
      },
    ],
    phone: null,
    ...over,
  };
}

const verdictOf = (rows: ReturnType<typeof budgetRows>, what: string) =>
  rows.find((row) => row.what.startsWith(what))?.verdict;

describe('budgetRows', () => {
  it('meets the rows whose numbers are within target', () => {
    const rows = budgetRows(results());
    expect(verdictOf(rows, 'public categories, warm')).toBe('met');
    expect(verdictOf(rows, 'public payload')).toBe('met');
    expect(verdictOf(rows, 'map, 10k')).toBe('met');
    expect(verdictOf(rows, 'public page shell')).toBe('met');
    expect(verdictOf(rows, 'admin list pages')).toBe('met');
    expect(verdictOf(rows, 'under 3x saturation, postgres')).toBe('met');
  });

  it('misses on the worst query, a slow p99 or a share of the ceiling below 0.6', () => {
    expect(verdictOf(budgetRows(results()), 'PGlite against PostgreSQL')).toBe('missed');
    const slow = results({ servers: [server('postgres', run(7_000, 11))] });
    expect(verdictOf(budgetRows(slow), 'public categories, warm')).toBe('missed');
    const weak = results({ servers: [server('postgres', run(5_000, 5))] });
    expect(verdictOf(budgetRows(weak), 'public categories, warm')).toBe('missed');
  });

  it('misses the overload row when nothing is shed or a 503 lacks Retry-After', () => {
    const none = results({
      servers: [server('postgres', run(7_000, 8), overload({ shed: 0, shedWithRetryAfter: 0 }))],
    });
    expect(verdictOf(budgetRows(none), 'under 3x saturation')).toBe('missed');
    const bare = results({
      servers: [server('postgres', run(7_000, 8), overload({ shedWithRetryAfter: 10 }))],
    });
    expect(verdictOf(budgetRows(bare), 'under 3x saturation')).toBe('missed');
  });

  it('misses the 10k map row when Leaflet is less than 5x slower, and says what was not measured', () => {
    const close = results({
      map: [
        {
          name: 'synthetic 10000',
          features: 10_000,
          runs: [
            { drawer: 'petadesa', drawnMs: 800, frames: null },
            { drawer: 'leaflet-dom', drawnMs: 3_000, frames: null },
          ],
        },
      ],
    });
    expect(verdictOf(budgetRows(close), 'map, 10k')).toBe('missed');
    expect(verdictOf(budgetRows(results({ map: null })), 'map, 100k')).toBe('not measured');
  });

  it('misses the list row when a list page loads a map library', () => {
    const heavy = results({
      bundle: [
        { route: 'features/users/user-list-page.tsx', gzipBytes: 1, ownGzipBytes: 1, mapLibraries: true },
      ],
    });
    expect(verdictOf(budgetRows(heavy), 'admin list pages')).toBe('missed');
  });

  it("judges the phone's first picture and its live map against Leaflet's canvas page of the same run", () => {
    const visit = (
      page: PhoneRun['page'],
      kind: PhoneRun['visit'],
      drawnMs: number | null,
      picture: number | null,
    ) =>
      ({
        page,
        visit: kind,
        drawnMs,
        firstPictureMs: picture,
        tapMs: picture === null ? null : picture + 40,
        bytesBeforeFirstPicture: picture === null ? null : 14 * 1024,
        bytesBeforeDrawn: 350 * 1024,
        bytesTotal: 360 * 1024,
      }) satisfies PhoneRun;
    const phone: PhoneBench = {
      link: { name: 'Slow 4G', roundTripMs: 150, downloadBitsPerSecond: 1_600_000 },
      features: 46,
      runs: [
        visit('petadesa', 'first', 3600, 950),
        visit('petadesa', 'repeat', 1400, 530),
        visit('petadesa', 'offline', 1250, 280),
        visit('leaflet-canvas', 'first', 1000, null),
        visit('leaflet-canvas', 'repeat', 660, null),
        visit('leaflet-canvas', 'offline', null, null),
      ],
    };
    const rows = budgetRows(results({ phone }));
    expect(verdictOf(rows, "phone, first visit: every place drawn (the server's")).toBe('met');
    expect(verdictOf(rows, 'phone, first visit: a tap')).toBe('met');
    expect(verdictOf(rows, 'phone, first visit: the live map')).toBe('missed');
    expect(verdictOf(rows, 'phone, repeat visit')).toBe('met');
    expect(verdictOf(rows, 'phone, offline')).toBe('met');
    expect(verdictOf(rows, 'phone, first visit: bytes')).toBe('met');
    expect(budgetRows(results()).some((row) => row.what.startsWith('phone'))).toBe(false);
  });
});
