/**
 * Measures the vector-tile libraries on a village of 100,000 points and 5,000 parcels (decision 0048):
 * one index per data version (supercluster, geojson-vt) against cutting per tile, and the encoded size.
 * Run: npx tsx scripts/bench/tiles.ts
 */
import { gzipSync } from 'node:zlib';
import GeoJSONVT from 'geojson-vt';
import Supercluster from 'supercluster';
import vtpbf from 'vt-pbf';

const POINTS = 100_000;
const PARCELS = 5_000;
const [WEST, SOUTH, SIZE] = [110.4, -7.82, 0.05];

function random(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1664525 + 1013904223) % 4294967296;
    return s / 4294967296;
  };
}
const next = random(42);
const points = Array.from({ length: POINTS }, (_, i) => ({
  type: 'Feature' as const,
  properties: { id: i + 1, slug: `tempat-${i + 1}`, name: `Tempat nomor ${i + 1}`, category_id: (i % 8) + 1 },
  geometry: { type: 'Point' as const, coordinates: [WEST + next() * SIZE, SOUTH + next() * SIZE] },
}));
const parcels = Array.from({ length: PARCELS }, (_, i) => {
  const [x, y] = [WEST + next() * SIZE, SOUTH + next() * SIZE];
  const d = 0.0003;
  const ring = Array.from({ length: 20 }, (_, k) => {
    const a = (k / 20) * 2 * Math.PI;
    return [x + d * Math.cos(a), y + d * Math.sin(a)];
  });
  ring.push(ring[0]!);
  return {
    type: 'Feature' as const,
    properties: { id: POINTS + i + 1, slug: `petak-${i}`, name: `Petak ${i}`, category_id: 9 },
    geometry: { type: 'Polygon' as const, coordinates: [ring] },
  };
});

function time<T>(label: string, run: () => T, repeat = 1): T {
  let value: T | undefined;
  const times: number[] = [];
  for (let i = 0; i < repeat; i++) {
    const started = performance.now();
    value = run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  console.log(
    `${label}: median ${times[Math.floor(times.length / 2)]!.toFixed(1)} ms, max ${times.at(-1)!.toFixed(1)} ms`,
  );
  return value!;
}

function tileOf(lng: number, lat: number, z: number): [number, number] {
  const n = 2 ** z;
  const x = Math.floor(((lng + 180) / 360) * n);
  const rad = (lat * Math.PI) / 180;
  const y = Math.floor(((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * n);
  return [x, y];
}
const centre: [number, number] = [WEST + SIZE / 2, SOUTH + SIZE / 2];

const index = time('supercluster load 100k points (radius 60, maxZoom 15)', () =>
  new Supercluster({ radius: 60, extent: 4096, maxZoom: 15, minPoints: 2 }).load(points),
);
for (const z of [0, 10, 12, 13, 14, 15, 16, 18]) {
  const [x, y] = tileOf(...centre, z);
  const tile = time(`  supercluster getTile z${z}`, () => index.getTile(z, x, y)!, 20);
  const bytes = vtpbf.fromGeojsonVt({ places: tile as never }, { version: 2, extent: 4096 });
  const encoded = time(
    `  vt-pbf encode z${z} (${tile.features.length} features)`,
    () => vtpbf.fromGeojsonVt({ places: tile as never }, { version: 2, extent: 4096 }),
    5,
  );
  console.log(`  z${z}: ${bytes.length} bytes, gzip ${gzipSync(encoded).length} bytes`);
}

const all = { type: 'FeatureCollection' as const, features: [...points, ...parcels] };
const vt = time(
  'geojson-vt index of 105k features (indexMaxZoom 5)',
  () =>
    new GeoJSONVT(all, { maxZoom: 18, indexMaxZoom: 5, indexMaxPoints: 100000, buffer: 64, extent: 4096 }),
);
for (const z of [10, 14, 16, 18]) {
  const [x, y] = tileOf(...centre, z);
  const tile = time(`  geojson-vt getTile z${z} (first, drills down)`, () => vt.getTile(z, x, y));
  const bytes = vtpbf.fromGeojsonVt({ places: tile as never }, { version: 2, extent: 4096 });
  console.log(
    `  z${z}: ${tile?.features.length} features, ${bytes.length} bytes, gzip ${gzipSync(bytes).length}`,
  );
}

const shapes = { type: 'FeatureCollection' as const, features: parcels };
time(
  'geojson-vt index of the 5k parcels only',
  () => new GeoJSONVT(shapes, { maxZoom: 18, indexMaxZoom: 0, buffer: 64 }),
);
for (const z of [12, 16]) {
  const [x, y] = tileOf(...centre, z);
  const n = 2 ** z;
  const west = (x / n) * 360 - 180;
  const east = ((x + 1) / n) * 360 - 180;
  const some = parcels.filter((f) => {
    const [px] = f.geometry.coordinates[0]![0]!;
    return px! >= west - 0.001 && px! <= east + 0.001;
  });
  time(
    `per tile: geojson-vt of the ${some.length} parcels near a z${z} tile, then getTile`,
    () =>
      new GeoJSONVT(
        { type: 'FeatureCollection', features: some },
        { maxZoom: z, indexMaxZoom: 0, buffer: 64 },
      ).getTile(z, x, y),
    5,
  );
}
