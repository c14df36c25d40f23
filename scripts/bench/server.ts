import type { BenchDatabase } from './data.ts';
import { BENCH_ADMIN_PASSWORD } from './data.ts';
import { type LoadResult, load, type OverloadResult, overload } from './load.ts';
import { benchOptions } from './options.ts';
import { startServer } from './server-process.ts';

export interface ServerBench {
  kind: string;
  startMs: number;
  idleRssMb: number;
  peakRssMb: number;
  firstPublicMs: number;
  runs: Record<string, LoadResult>;
  /** Three times the saturating load on the warm public call, and the memory it took. */
  overload: OverloadResult & { peakRssMb: number };
  /** The same on the admin list with search: work that queues inside the app (the database), not in the kernel. */
  overloadAdmin: OverloadResult;
}

const SECONDS = benchOptions.seconds;
const CONNECTIONS = 32;

/** The bare Fastify hello-world on this machine: the ceiling every other number is compared with. */
export async function benchCeiling(root: string, port: number): Promise<LoadResult> {
  const server = await startServer({ script: 'scripts/bench/bare-fastify.mjs', port, readyPath: '/', root });
  try {
    return await load({ url: `${server.url}/`, seconds: SECONDS, connections: CONNECTIONS });
  } finally {
    await server.stop();
  }
}

/** The production build on one database, started the way `npm start` does: start-up, memory, the calls. */
export async function benchServer(root: string, port: number, database: BenchDatabase): Promise<ServerBench> {
  const server = await startServer({
    script: 'scripts/start.mjs',
    port,
    root,
    readyPath: '/api/public/settings',
    env: {
      DATA_DIR: database.dataDir,
      DATABASE_URL: database.url ?? '',
      SEED_DEMO: '0',
      ADMIN_PASSWORD: BENCH_ADMIN_PASSWORD,
    },
  });
  try {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const idleRssMb = server.rssMb();
    const publicUrl = `${server.url}/api/public/categories`;
    const started = performance.now();
    const first = await fetch(publicUrl, { headers: { 'accept-encoding': 'br' } });
    await first.arrayBuffer();
    const firstPublicMs = Math.round(performance.now() - started);
    const etag = first.headers.get('etag') ?? '';

    let peakRssMb = idleRssMb;
    const sampler = setInterval(() => {
      peakRssMb = Math.max(peakRssMb, server.rssMb());
    }, 200);
    const runs: Record<string, LoadResult> = {};
    let overloadAdmin: OverloadResult | undefined;
    try {
      runs['public categories, warm (br)'] = await load({
        url: publicUrl,
        seconds: SECONDS,
        connections: CONNECTIONS,
        headers: { 'accept-encoding': 'br' },
      });
      runs['public categories, 304'] = await load({
        url: publicUrl,
        seconds: SECONDS,
        connections: CONNECTIONS,
        headers: { 'if-none-match': etag },
        expectStatus: 304,
      });
      const login = await fetch(`${server.url}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'admin', password: BENCH_ADMIN_PASSWORD }),
      });
      const token = ((await login.json()) as { data: { token: string } }).data.token;
      const auth = { authorization: `Bearer ${token}` };
      // autocannon stops sending, not the server answering: requests queued behind PGlite's one
      // connection would still be running when the next call is measured. One database read after a run
      // returns once that queue has drained.
      const drained = async () => {
        await (await fetch(`${server.url}/api/admin/maps?page=1`, { headers: auth })).arrayBuffer();
      };
      runs['admin maps list with search'] = await load({
        url: `${server.url}/api/admin/maps?search=a&page=2`,
        seconds: SECONDS,
        connections: CONNECTIONS,
        headers: auth,
      });
      await drained();
      overloadAdmin = await overload({
        url: `${server.url}/api/admin/maps?search=a&page=2`,
        seconds: SECONDS,
        connections: CONNECTIONS,
        headers: auth,
      });
      await drained();
      let n = 0;
      runs['map create'] = await load({
        url: `${server.url}/api/admin/maps`,
        seconds: SECONDS,
        connections: 4,
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        setupBody: () =>
          JSON.stringify({
            name: `Bench ${process.pid}-${n++}`,
            geometry: { type: 'Point', coordinates: [112.23 + (n % 100) / 10_000, -7.54] },
          }),
        expectStatus: 201,
      });
      await drained();
      runs.login = await load({
        url: `${server.url}/api/login`,
        seconds: SECONDS,
        connections: 4,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'admin', password: BENCH_ADMIN_PASSWORD }),
      });
    } finally {
      clearInterval(sampler);
    }
    // The creates above cleared the public answer; the overload measures the warm call, as the run it triples.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await (await fetch(publicUrl, { headers: { 'accept-encoding': 'br' } })).arrayBuffer();
    let overloadRssMb = server.rssMb();
    const overloadSampler = setInterval(() => {
      overloadRssMb = Math.max(overloadRssMb, server.rssMb());
    }, 200);
    let overloaded: OverloadResult;
    try {
      overloaded = await overload({
        url: publicUrl,
        seconds: SECONDS,
        connections: CONNECTIONS,
        headers: { 'accept-encoding': 'br' },
      });
    } finally {
      clearInterval(overloadSampler);
    }
    return {
      kind: database.kind,
      startMs: server.startMs,
      idleRssMb,
      peakRssMb,
      firstPublicMs,
      runs,
      overload: { ...overloaded, peakRssMb: overloadRssMb },
      overloadAdmin: overloadAdmin!,
    };
  } finally {
    await server.stop();
  }
}
