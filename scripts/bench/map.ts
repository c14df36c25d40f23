import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from '@playwright/test';
import type { VillageData } from './data.ts';
import { createBenchDatabase } from './data.ts';
import { FIRST_PICTURE_OBSERVER, firstPictureMs } from './first-picture.ts';
import { startServer } from './server-process.ts';

/**
 * The browser part of the benchmarks (issues 6 and 7): headless Debian Chromium with software WebGL
 * draws the same public answer three ways, PetaDesa's map and two Leaflet pages, and we time each.
 * "Drawn" is the first frame with every feature on it: PetaDesa reports it on `window.__petadesaMap`
 * (deck.gl's onAfterRender, see src/client/map/view/map-hook.ts), the Leaflet page two animation frames after
 * its layers were added. Frame intervals come from requestAnimationFrame during a scripted drag and
 * wheel zooms; a main thread busy for 400 ms shows as one 400 ms interval.
 */

export type Drawer = 'petadesa' | 'leaflet-dom' | 'leaflet-canvas';

export interface FrameStats {
  frames: number;
  medianMs: number;
  p95Ms: number;
  longestMs: number;
  /** Wall time of the whole scripted interaction; the drag and zooms wait for a busy page. */
  interactionMs: number;
  /** Steps of the script done before its time ran out (of INTERACTION_STEPS). */
  steps: number;
  /** Set when the page was still busy with a step at the end: `longestMs` is then a lower bound. */
  frozenMs?: number;
}

export interface DrawRun {
  drawer: Drawer;
  /** Milliseconds from navigation start to the first frame with every feature drawn; null on timeout. */
  drawnMs: number | null;
  /** PetaDesa: the paint of the server's first picture of every place, when the page had one. */
  firstPictureMs?: number | null;
  frames: FrameStats | null;
  error?: string;
}

export interface DataSetRun {
  name: string;
  features: number;
  runs: DrawRun[];
}

/** Debian's Chromium as the browser tests start it, with software WebGL. */
export const LAUNCH_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Software WebGL: what a machine without a usable GPU (and CI) gets.
  '--use-angle=swiftshader',
  '--enable-unsafe-swiftshader',
];
const VIEWPORT = { width: 1280, height: 800 };

/** The Leaflet peer's page (`leaflet-page.js` reads the mode from `?mode=`). */
export const leafletHtml = (mode: string) => `<!doctype html>
<html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Leaflet ${mode}</title>
<link rel="stylesheet" href="/__bench/leaflet.css">
<style>html,body,#map{margin:0;height:100%}
.bench-marker{background:#0ea5e9;border:2px solid #fff;border-radius:50%;box-sizing:border-box}</style>
</head><body><div id="map"></div>
<script src="/__bench/leaflet.js"></script><script src="/__bench/leaflet-page.js"></script>
</body></html>`;

/** Serves the Leaflet pages on the PetaDesa origin, so they fetch the same answer from the same server. */
async function routeLeaflet(context: BrowserContext, root: string): Promise<void> {
  const leaflet = path.join(root, 'node_modules', 'leaflet', 'dist');
  const files: Record<string, { body: string | Buffer; type: string }> = {
    'leaflet.js': { body: readFileSync(path.join(leaflet, 'leaflet.js')), type: 'text/javascript' },
    'leaflet.css': { body: readFileSync(path.join(leaflet, 'leaflet.css')), type: 'text/css' },
    'leaflet-page.js': {
      body: readFileSync(path.join(root, 'scripts', 'bench', 'leaflet-page.js')),
      type: 'text/javascript',
    },
  };
  await context.route('**/__bench/**', (route) => {
    const url = new URL(route.request().url());
    const name = url.pathname.replace('/__bench/', '');
    if (name === 'leaflet.html')
      return route.fulfill({
        body: leafletHtml(url.searchParams.get('mode') ?? 'dom'),
        contentType: 'text/html',
      });
    const file = files[name];
    return file ? route.fulfill({ body: file.body, contentType: file.type }) : route.fulfill({ status: 404 });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;
}

const FRAME_RECORDER = `(() => {
  window.__frames = [];
  window.__recording = true;
  let last = 0;
  const tick = (time) => {
    if (last > 0) window.__frames.push(time - last);
    last = time;
    if (window.__recording) requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
})()`;

const round1 = (value: number) => Math.round(value * 10) / 10;

const DRAG_MOVES = 30;
const WHEEL_STEPS = [-200, -200, -200, 200, 200, 200];
export const INTERACTION_STEPS = DRAG_MOVES + WHEEL_STEPS.length;

/** The page did not handle an input event before the interaction's time ran out. */
class Frozen extends Error {
  constructor(readonly blockedMs: number) {
    super('frozen');
  }
}

/**
 * A drag across the map, then three wheel steps in and three out, recording every frame interval. A page
 * that freezes for seconds a step would hold the suite for many minutes: after `maxMs` the script stops
 * and the frames so far are the result, with the steps done. A page still busy with one step when the
 * time runs out is left (its context is closed): its longest frame is then at least that step's wait.
 */
async function interact(page: Page, selector: string, maxMs: number): Promise<FrameStats> {
  const box = await page.locator(selector).first().boundingBox();
  if (!box) throw new Error(`${selector} has no size`);
  // A string, not a function: tsx would wrap named functions in a helper the page does not have.
  await page.evaluate(FRAME_RECORDER);
  const started = performance.now();
  const late = () => performance.now() - started > maxMs;
  const within = async (action: () => Promise<void>) => {
    const stepStarted = performance.now();
    let timer: NodeJS.Timeout | undefined;
    const expired = new Promise<'expired'>((resolve) => {
      timer = setTimeout(() => resolve('expired'), Math.max(0, started + maxMs - stepStarted));
    });
    const done = action().then(() => 'done' as const);
    let outcome = await Promise.race([done, expired]);
    clearTimeout(timer);
    // A step merely in flight at the deadline gets a second to finish; only a busy page counts as frozen.
    if (outcome === 'expired')
      outcome = await Promise.race([done, sleep(1000).then(() => 'expired' as const)]);
    if (outcome === 'expired') throw new Frozen(performance.now() - stepStarted);
  };
  let steps = 0;
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  try {
    await within(() => page.mouse.move(x, y));
    await within(() => page.mouse.down());
    for (let move = 1; move <= DRAG_MOVES && !late(); move++) {
      await within(() => page.mouse.move(x - move * 8, y - move * 4));
      steps++;
      await sleep(16);
    }
    await within(() => page.mouse.up());
    await sleep(200);
    for (const delta of WHEEL_STEPS) {
      if (late()) break;
      await within(() => page.mouse.wheel(0, delta));
      steps++;
      await sleep(250);
    }
    await sleep(500);
  } catch (error) {
    if (!(error instanceof Frozen)) throw error;
    const blocked = round1(error.blockedMs);
    return {
      frames: 0,
      medianMs: Number.NaN,
      p95Ms: Number.NaN,
      longestMs: blocked,
      interactionMs: Math.round(performance.now() - started),
      steps,
      frozenMs: blocked,
    };
  }
  const interactionMs = Math.round(performance.now() - started);
  const frames = await page.evaluate(() => {
    const w = window as unknown as { __frames: number[]; __recording: boolean };
    w.__recording = false;
    return w.__frames;
  });
  const sorted = [...frames].sort((a, b) => a - b);
  return {
    frames: frames.length,
    medianMs: round1(percentile(sorted, 0.5)),
    p95Ms: round1(percentile(sorted, 0.95)),
    longestMs: round1(sorted.at(-1) ?? Number.NaN),
    interactionMs,
    steps,
  };
}

/**
 * Milliseconds from navigation to PetaDesa's first frame with `expected` features (its window hook), or for a
 * village drawn from tiles (decision 0053) its first frame with the first view's tiles.
 */
export async function petadesaDrawnMs(page: Page, expected: number, timeoutMs: number): Promise<number> {
  const handle = await page.waitForFunction(
    (count) => {
      const hook = window.__petadesaMap;
      const drawn = hook && (hook.featuresDrawn === count || (hook.fromTiles && hook.featuresDrawn > 0));
      return drawn ? hook.lastDrawAt : 0;
    },
    expected,
    { timeout: timeoutMs, polling: 50 },
  );
  return (await handle.jsonValue()) as number;
}

/** Milliseconds from navigation to the Leaflet page's frame after its layers (leaflet-page.js). */
export async function leafletDrawnMs(page: Page, expected: number, timeoutMs: number): Promise<number> {
  const handle = await page.waitForFunction(
    () => (window as unknown as { __leafletDrawn?: { count: number; at: number } }).__leafletDrawn,
    undefined,
    { timeout: timeoutMs, polling: 50 },
  );
  const drawn = (await handle.jsonValue()) as { count: number; at: number; error?: string };
  if (drawn.count !== expected) throw new Error(drawn.error ?? `drew ${drawn.count} of ${expected}`);
  return drawn.at;
}

async function drawOnce(
  browser: Browser,
  root: string,
  origin: string,
  drawer: Drawer,
  expected: number,
  timeoutMs: number,
  interactionMaxMs: number,
): Promise<DrawRun> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    const page = await context.newPage();
    let drawnMs: number;
    let firstPicture: number | null = null;
    if (drawer === 'petadesa') {
      await context.addInitScript(FIRST_PICTURE_OBSERVER);
      await page.goto(`${origin}/`);
      drawnMs = await petadesaDrawnMs(page, expected, timeoutMs);
      firstPicture = await firstPictureMs(page);
    } else {
      await routeLeaflet(context, root);
      await page.goto(`${origin}/__bench/leaflet.html?mode=${drawer === 'leaflet-dom' ? 'dom' : 'canvas'}`);
      drawnMs = await leafletDrawnMs(page, expected, timeoutMs);
    }
    // Let late work (tile errors, the sidebar list) settle before the interaction.
    await sleep(500);
    const frames = await interact(page, drawer === 'petadesa' ? '.map-view__deck' : '#map', interactionMaxMs);
    return {
      drawer,
      drawnMs: Math.round(drawnMs),
      firstPictureMs: firstPicture === null ? null : Math.round(firstPicture),
      frames,
    };
  } catch (error) {
    return { drawer, drawnMs: null, frames: null, error: (error as Error).message.split('\n')[0] };
  } finally {
    await context.close();
  }
}

export interface MapBenchOptions {
  root: string;
  port: number;
  dataSets: { name: string; data: VillageData }[];
  /** Leaflet's DOM-marker page is skipped above this many features (uMap gives up near 15 000). */
  leafletDomMax: number;
  timeoutMs: number;
  /** The scripted drag and zooms stop after this long (a frozen page would hold the suite for minutes). */
  interactionMaxMs: number;
  log?: (message: string) => void;
}

/** Each data set on a fresh embedded database behind the production build, drawn by all three pages. */
export async function benchMap(options: MapBenchOptions): Promise<DataSetRun[]> {
  const log = options.log ?? (() => {});
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: LAUNCH_ARGS });
  const results: DataSetRun[] = [];
  try {
    for (const { name, data } of options.dataSets) {
      const expected = data.places.filter((place) => place.status === 'active').length;
      log(`map: ${name}, loading ${expected} features`);
      const database = await createBenchDatabase('pglite', data, '');
      const server = await startServer({
        script: 'dist/node/src/server/main.js',
        port: options.port,
        root: options.root,
        readyPath: '/api/public/settings',
        env: { DATA_DIR: database.dataDir, SEED_DEMO: '0', ADMIN_PASSWORD: 'bench-admin-password' },
      });
      const runs: DrawRun[] = [];
      try {
        // The server builds its cached public answer on the first request, and compresses it once per
        // encoding on first demand; the pages are timed warm. This Chromium asks for brotli even over plain
        // HTTP on 127.0.0.1 (warming gzip alone left the first page paying the brotli compression).
        for (const encoding of ['br', 'gzip'])
          await (
            await fetch(`${server.url}/api/public/categories`, { headers: { 'accept-encoding': encoding } })
          ).arrayBuffer();
        const drawers: Drawer[] = ['petadesa', 'leaflet-canvas'];
        if (expected <= options.leafletDomMax) drawers.push('leaflet-dom');
        for (const drawer of drawers) {
          log(`map: ${name}, ${drawer}`);
          runs.push(
            await drawOnce(
              browser,
              options.root,
              server.url,
              drawer,
              expected,
              options.timeoutMs,
              options.interactionMaxMs,
            ),
          );
        }
      } finally {
        await server.stop();
        await database.drop();
      }
      results.push({ name, features: expected, runs });
    }
  } finally {
    await browser.close();
  }
  return results;
}

const ms = (value: number | null | undefined) =>
  value == null || Number.isNaN(value) ? 'n/a' : `${value} ms`;
const times = (a: number | null | undefined, b: number | null | undefined) =>
  a == null || b == null || a === 0 ? 'n/a' : `${(b / a).toFixed(1)}x`;

/** The markdown table of a map run, with PetaDesa's lead over each Leaflet page. */
export function mapTable(results: DataSetRun[]): string[] {
  const lines = [
    '| data set | features | page | first picture | all drawn | frame median | frame p95 | longest frame | interaction wall time (steps) | Leaflet / PetaDesa (drawn, longest frame) |',
    '|---|---:|---|---:|---:|---:|---:|---:|---:|---|',
  ];
  for (const set of results) {
    const ours = set.runs.find((run) => run.drawer === 'petadesa');
    for (const run of set.runs) {
      const lead =
        run.drawer === 'petadesa' || !ours
          ? ''
          : `${times(ours.drawnMs, run.drawnMs)}, ${times(ours.frames?.longestMs, run.frames?.longestMs)}`;
      lines.push(
        `| ${set.name} | ${set.features} | ${run.drawer}${run.error ? ` (failed: ${run.error})` : ''} | ${ms(run.firstPictureMs ?? run.drawnMs)} | ${ms(run.drawnMs)} | ${ms(run.frames?.medianMs)} | ${ms(run.frames?.p95Ms)} | ${run.frames?.frozenMs ? `>= ${ms(run.frames.longestMs)} (frozen)` : ms(run.frames?.longestMs)} | ${ms(run.frames?.interactionMs)}${run.frames && run.frames.steps < INTERACTION_STEPS ? ` (cut at ${run.frames.steps}/${INTERACTION_STEPS})` : ''} | ${lead} |`,
      );
    }
  }
  return lines;
}
