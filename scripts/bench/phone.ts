import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { type Browser, type BrowserContext, chromium, type Page } from '@playwright/test';
import { FIRST_PICTURE_OBSERVER, firstPictureMs, TAP_PROBE, tapOpenedMs } from './first-picture.ts';
import { LAUNCH_ARGS, leafletDrawnMs, leafletHtml, petadesaDrawnMs } from './map.ts';
import { startServer } from './server-process.ts';
import { type ExtraFile, type LinkProfile, SLOW_4G, startThrottleProxy } from './throttle-proxy.ts';

/**
 * The public map on a resident's phone (issue 22): the demo village on a 412 x 823 touch screen, over a
 * Slow 4G link (throttle-proxy.ts) with the CPU slowed four times (DevTools' CPU throttling), against a
 * Leaflet canvas page drawing the same answer through the same link, in the same run. Each page is
 * visited three ways: first (nothing cached), again (its caches warm, the service worker installed) and
 * offline after one visit. Reported, never asserted.
 */

export type Visit = 'first' | 'repeat' | 'offline';
export type PhonePage = 'petadesa' | 'leaflet-canvas';

export interface PhoneRun {
  page: PhonePage;
  visit: Visit;
  /** From navigation to the first frame with every feature; null when it never came. */
  drawnMs: number | null;
  /**
   * PetaDesa: when the server's first picture of every place was painted (Element Timing), before the
   * live map; null when the page had none.
   */
  firstPictureMs: number | null;
  /**
   * PetaDesa: a tap on a place of the first picture as soon as it is tappable, to the frame that shows
   * its popup (TAP_PROBE), or the picture's paint when that came later; null when there was none.
   */
  tapMs: number | null;
  /** Bytes over the wire whose answer had ended by the first picture. */
  bytesBeforeFirstPicture: number | null;
  /** Bytes over the wire (compressed, headers included) whose answer had ended by then. */
  bytesBeforeDrawn: number | null;
  /** Every byte over the wire until 1.5 s after drawn. */
  bytesTotal: number | null;
  error?: string;
}

const VIEWPORT = { width: 412, height: 823 };
const CPU_SLOWDOWN = 4;
/** Leaflet's page and files, gzipped as any server would send them. */
function leafletFiles(root: string): (path: string) => ExtraFile | null {
  const dist = path.join(root, 'node_modules', 'leaflet', 'dist');
  const gz = (body: string | Buffer, type: string): ExtraFile => ({
    body: gzipSync(body),
    type,
    encoding: 'gzip',
  });
  const files: Record<string, ExtraFile> = {
    '/__bench/leaflet.html': gz(leafletHtml('canvas'), 'text/html; charset=utf-8'),
    '/__bench/leaflet.js': gz(readFileSync(path.join(dist, 'leaflet.js')), 'text/javascript'),
    '/__bench/leaflet.css': gz(readFileSync(path.join(dist, 'leaflet.css')), 'text/css'),
    '/__bench/leaflet-page.js': gz(
      readFileSync(path.join(root, 'scripts', 'bench', 'leaflet-page.js')),
      'text/javascript',
    ),
  };
  return (file) => files[file] ?? null;
}

async function newPhone(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: VIEWPORT,
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 1,
  });
  await context.addInitScript(FIRST_PICTURE_OBSERVER);
  await context.addInitScript(TAP_PROBE);
  return context;
}

/** Opens the page in this context with the CPU slowed, and times it to every feature drawn. */
async function visit(
  context: BrowserContext,
  origin: string,
  which: PhonePage,
  visitKind: Visit,
  expected: number,
  timeoutMs: number,
): Promise<{ run: PhoneRun; page: Page }> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const run: PhoneRun = {
    page: which,
    visit: visitKind,
    drawnMs: null,
    firstPictureMs: null,
    tapMs: null,
    bytesBeforeFirstPicture: null,
    bytesBeforeDrawn: null,
    bytesTotal: null,
  };
  try {
    if (which === 'petadesa') {
      await page.goto(`${origin}/`, { timeout: timeoutMs });
      run.drawnMs = Math.round(await petadesaDrawnMs(page, expected, timeoutMs));
    } else {
      await page.goto(`${origin}/__bench/leaflet.html?mode=canvas`, { timeout: timeoutMs });
      run.drawnMs = Math.round(await leafletDrawnMs(page, expected, timeoutMs));
    }
    await page.waitForTimeout(1500);
    const firstPicture = await firstPictureMs(page);
    const tapped = await tapOpenedMs(page);
    // Not before the picture is painted: a resident taps what is there.
    run.tapMs = tapped === null ? null : Math.round(Math.max(tapped, firstPicture ?? 0));
    const bytesBy = (ms: number) =>
      page.evaluate((until) => {
        const entries = [
          ...performance.getEntriesByType('navigation'),
          ...performance.getEntriesByType('resource'),
        ] as PerformanceResourceTiming[];
        return entries.reduce((sum, entry) => sum + (entry.responseEnd <= until ? entry.transferSize : 0), 0);
      }, ms);
    run.bytesBeforeDrawn = await bytesBy(run.drawnMs);
    run.bytesTotal = await bytesBy(Number.POSITIVE_INFINITY);
    if (firstPicture !== null) {
      run.firstPictureMs = Math.round(firstPicture);
      run.bytesBeforeFirstPicture = await bytesBy(firstPicture);
    }
  } catch (error) {
    run.error = (error as Error).message.split('\n')[0];
  }
  return { run, page };
}

/** The service worker has taken the page and keeps the public answers: a repeat visit can use them. */
async function workerReady(page: Page): Promise<void> {
  await page.waitForFunction(
    async () => {
      if (!navigator.serviceWorker.controller) return false;
      const data = await caches.open('petadesa-data');
      return Boolean(await data.match('/api/public/categories')) && Boolean(await caches.match('/'));
    },
    undefined,
    { timeout: 60_000, polling: 250 },
  );
}

async function threeVisits(
  browser: Browser,
  origin: string,
  which: PhonePage,
  expected: number,
  timeoutMs: number,
): Promise<PhoneRun[]> {
  const context = await newPhone(browser);
  try {
    const first = await visit(context, origin, which, 'first', expected, timeoutMs);
    if (which === 'petadesa') await workerReady(first.page).catch(() => {});
    await first.page.close();
    const repeat = await visit(context, origin, which, 'repeat', expected, timeoutMs);
    await repeat.page.close();
    await context.setOffline(true);
    const offline = await visit(context, origin, which, 'offline', expected, Math.min(timeoutMs, 15_000));
    await offline.page.close();
    return [first.run, repeat.run, offline.run];
  } finally {
    await context.close();
  }
}

export interface PhoneBenchOptions {
  root: string;
  port: number;
  /** Rounds of both pages, alternating. */
  rounds: number;
  timeoutMs: number;
  link?: LinkProfile;
  log?: (message: string) => void;
}

export interface PhoneBench {
  link: LinkProfile;
  features: number;
  runs: PhoneRun[];
}

/** The demo village behind the production build and the slow link, both pages visited in turn. */
export async function benchPhone(options: PhoneBenchOptions): Promise<PhoneBench> {
  const log = options.log ?? (() => {});
  const link = options.link ?? SLOW_4G;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'petadesa-phone-'));
  const server = await startServer({
    script: 'dist/node/src/server/main.js',
    port: options.port,
    root: options.root,
    readyPath: '/api/public/settings',
    env: { DATA_DIR: dataDir, SEED_DEMO: '1', ADMIN_PASSWORD: 'bench-admin-password' },
  });
  const proxy = await startThrottleProxy(server.url, link, leafletFiles(options.root));
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: LAUNCH_ARGS });
  try {
    const categories = (await (await fetch(`${server.url}/api/public/categories`)).json()) as {
      data: { maps: { geometry: unknown }[] }[];
    };
    const features = categories.data
      .flatMap((category) => category.maps)
      .filter((map) => map.geometry).length;
    const runs: PhoneRun[] = [];
    for (let round = 1; round <= options.rounds; round++) {
      for (const which of ['petadesa', 'leaflet-canvas'] as const) {
        log(`phone: round ${round}, ${which}`);
        runs.push(...(await threeVisits(browser, proxy.url, which, features, options.timeoutMs)));
      }
    }
    return { link, features, runs };
  } finally {
    await browser.close();
    await proxy.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : Math.round((sorted[middle - 1]! + sorted[middle]!) / 2);
}

const kb = (bytes: number | null) => (bytes === null ? 'n/a' : `${(bytes / 1024).toFixed(0)} KB`);
const msOf = (value: number | null) => (value === null ? 'n/a' : `${value} ms`);

/** The markdown table: medians per page and visit, with every run's drawn time. */
export function phoneTable(bench: PhoneBench): string[] {
  const lines = [
    `Demo village (${bench.features} places), 412 x 823 touch screen, ${bench.link.name} (${bench.link.roundTripMs} ms round trip, ${bench.link.downloadBitsPerSecond / 1e6} Mbit/s down) and ${CPU_SLOWDOWN}x CPU slowdown; medians of ${bench.runs.length / 6} rounds, the two pages in turn.`,
    '',
    '| page | visit | first picture of every place (median) | a tap on a place shows its popup (median; each run) | bytes before the picture | live map drawn (median) | each run (live map) | bytes before live map | bytes by 1.5 s after | failed runs |',
    '|---|---|---:|---|---:|---:|---|---:|---:|---:|',
  ];
  for (const which of ['petadesa', 'leaflet-canvas'] as const) {
    for (const visitKind of ['first', 'repeat', 'offline'] as const) {
      const runs = bench.runs.filter((run) => run.page === which && run.visit === visitKind);
      const ok = runs.filter((run) => run.drawnMs !== null);
      const pictured = ok.filter((run) => run.firstPictureMs !== null);
      // Without a first picture of its own, a page's first picture is its drawn map.
      const first = pictured.length
        ? pictured.map((run) => run.firstPictureMs!)
        : ok.map((run) => run.drawnMs!);
      const firstBytes = pictured.length
        ? pictured.map((run) => run.bytesBeforeFirstPicture!)
        : ok.map((run) => run.bytesBeforeDrawn!);
      const taps = runs.filter((run) => run.tapMs !== null).map((run) => run.tapMs!);
      const tap = taps.length ? `${msOf(median(taps))}; ${taps.join(', ')}` : 'n/a';
      lines.push(
        `| ${which} | ${visitKind} | ${msOf(median(first))} | ${tap} | ${kb(median(firstBytes))} | ${msOf(median(ok.map((run) => run.drawnMs!)))} | ${runs.map((run) => run.drawnMs ?? 'fail').join(', ')} | ${kb(median(ok.map((run) => run.bytesBeforeDrawn!)))} | ${kb(median(ok.map((run) => run.bytesTotal!)))} | ${runs.length - ok.length} |`,
      );
    }
  }
  return lines;
}
