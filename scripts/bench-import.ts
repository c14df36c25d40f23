// `npx tsx scripts/bench-import.ts`: how long committing a large import takes (issue 32: its places' audit
// entries are written in the same transaction, in batches). A GeoJSON of BENCH_POINTS points and
// BENCH_PARCELS parcels of 100 vertices (each shape over 2 KB of JSON, so its entry keeps it apart), committed
// BENCH_ROUNDS times on one database, through the REST route as the admin page sends it. PGlite by default;
// TEST_DATABASE_URL (e.g. postgresql://postgres@127.0.0.1:5432/test) for PostgreSQL.
import { performance } from 'node:perf_hooks';
import { createTestApp } from '../tests/support/test-app.ts';
import { createCategory, sendImport } from '../tests/support/transfer.ts';

const POINTS = Number(process.env.BENCH_POINTS ?? 2500);
const PARCELS = Number(process.env.BENCH_PARCELS ?? 500);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
/** BENCH_SAME_NAMES=1: every point is called the same, so the slugs cost one lookup (what is left is the rest). */
const SAME_NAMES = process.env.BENCH_SAME_NAMES === '1';

function parcel(i: number) {
  const [x, y] = [110 + (i % 100) * 0.01, -7 - Math.floor(i / 100) * 0.01];
  const ring: number[][] = [];
  for (let k = 0; k < 100; k++) {
    const angle = (2 * Math.PI * k) / 100;
    ring.push([+(x + 0.004 * Math.cos(angle)).toFixed(6), +(y + 0.004 * Math.sin(angle)).toFixed(6)]);
  }
  ring.push(ring[0]!);
  return { type: 'Polygon', coordinates: [ring] };
}

const file = JSON.stringify({
  type: 'FeatureCollection',
  features: [
    ...Array.from({ length: POINTS }, (_, i) => ({
      type: 'Feature',
      properties: { name: SAME_NAMES ? 'Titik' : `Titik ${i}`, alamat: `RT ${i % 20}` },
      geometry: { type: 'Point', coordinates: [110 + (i % 100) * 0.001, -7 - Math.floor(i / 100) * 0.001] },
    })),
    ...Array.from({ length: PARCELS }, (_, i) => ({
      type: 'Feature',
      properties: { name: SAME_NAMES ? 'Persil' : `Persil ${i}` },
      geometry: parcel(i),
    })),
  ],
});

const t = await createTestApp({ MAX_UPLOAD_MB: '20' });
try {
  const token = await t.login();
  const categoryId = await createCategory(t, token, 'Bench');
  const times: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const started = performance.now();
    const response = await sendImport(t, 'commit', {
      token,
      filename: 'bench.geojson',
      bytes: file,
      categoryId,
    });
    const ms = performance.now() - started;
    if (response.statusCode !== 201) throw new Error(`${response.statusCode} ${response.body.slice(0, 300)}`);
    times.push(ms);
    console.log(`round ${round + 1}: ${response.json().data.created} places in ${ms.toFixed(0)} ms`);
  }
  const sorted = [...times].sort((a, b) => a - b);
  console.log(
    `${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'}: ${POINTS} points + ${PARCELS} parcels (${(file.length / 1024 / 1024).toFixed(1)} MB); median ${sorted[Math.floor(sorted.length / 2)]!.toFixed(0)} ms`,
  );
} finally {
  await t.close();
}
