/**
 * Sizes and durations of `npm run bench` and `npm run bench:map`, from the environment. The defaults run
 * in well under 15 minutes on a 2-core machine; smaller values make a quick check of one part.
 */

function numberList(value: string | undefined, fallback: number[]): number[] {
  if (!value) return fallback;
  const list = value
    .split(',')
    .map((item) => Number(item.trim()))
    .filter((n) => Number.isInteger(n) && n > 0);
  return list.length > 0 ? list : fallback;
}

function positive(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? n : fallback;
}

export const benchOptions = {
  /** Features in the databases behind the server loads (BENCH_FEATURES). */
  serverFeatures: positive(process.env.BENCH_FEATURES, 10_000),
  /** Seconds of each autocannon run (BENCH_SECONDS). */
  seconds: positive(process.env.BENCH_SECONDS, 8),
  /** Sizes of the payload table (BENCH_PAYLOAD_SIZES). */
  payloadSizes: numberList(process.env.BENCH_PAYLOAD_SIZES, [1_000, 10_000, 100_000]),
  /** Sizes the browser draws (BENCH_MAP_SIZES). */
  mapSizes: numberList(process.env.BENCH_MAP_SIZES, [1_000, 10_000, 100_000]),
  /** Leaflet's DOM-marker page above this many features is skipped (BENCH_LEAFLET_DOM_MAX). */
  leafletDomMax: positive(process.env.BENCH_LEAFLET_DOM_MAX, 10_000),
  /** Seconds the scripted drag and zooms may take on one page before they stop (BENCH_INTERACTION_SECONDS). */
  interactionSeconds: positive(process.env.BENCH_INTERACTION_SECONDS, 30),
  /** The US counties in the browser and payload tables (BENCH_REAL_WORLD=0 leaves them out). */
  realWorld: process.env.BENCH_REAL_WORLD !== '0',
  /** The desktop map runs of `npm run bench:map` (BENCH_MAP_DESKTOP=0 leaves them out, for a phone-only run). */
  mapDesktop: process.env.BENCH_MAP_DESKTOP !== '0',
  /** The slow-phone runs on the demo village (BENCH_PHONE=0 leaves them out). */
  phone: process.env.BENCH_PHONE !== '0',
  /** Rounds of the phone runs, the two pages in turn (BENCH_PHONE_ROUNDS). */
  phoneRounds: positive(process.env.BENCH_PHONE_ROUNDS, 3),
  /** The browser part (BENCH_MAP=0 leaves it out of `npm run bench`). */
  map: process.env.BENCH_MAP !== '0',
  /** First of the ports the benchmark servers listen on (BENCH_PORT, then the next three). */
  port: positive(process.env.BENCH_PORT, 4391),
  postgresUrl: process.env.BENCH_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/test',
};
