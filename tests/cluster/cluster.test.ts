import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCore } from '../../db/seeds/core.ts';
import { type Cluster, startCluster } from '../../scripts/cluster/cluster.ts';
import { PUBLIC_CATEGORIES_URL } from '../../src/shared/public-map-urls.ts';
import { multipart, TINY_PNG } from '../support/multipart.ts';
import { loginTo } from '../support/server-process.ts';
import { ADMIN_PASSWORD } from '../support/test-app.ts';
import { openTestDatabase } from '../support/test-database.ts';

/**
 * Three instances of the real server on one PostgreSQL database behind Debian's nginx (npm run
 * test:cluster; README "Running several instances"): nothing an instance keeps for itself may change an
 * answer, and losing an instance, abruptly or gracefully, loses no reader and no acknowledged write.
 */
let database: Awaited<ReturnType<typeof openTestDatabase>>;
let cluster: Cluster;
let admin: string;
const output: string[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  if (!database.url) throw new Error('the cluster suite runs on PostgreSQL (TEST_DATABASE_URL)');
  await seedCore(database.db, { adminPassword: ADMIN_PASSWORD });
  cluster = await startCluster({
    databaseUrl: database.url,
    env: { ADMIN_PASSWORD, OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0' },
    onOutput: (index, text) => output.push(`[${index}] ${text}`),
  });
  admin = await loginTo(cluster.url, 'admin', ADMIN_PASSWORD);
}, 180_000);

afterAll(async () => {
  await cluster?.stop();
  await database?.close();
});

const upstreamOf = (response: Response) => response.headers.get('x-petadesa-upstream') ?? '';

describe('several instances behind nginx', () => {
  it('spreads requests over every instance, and a session made on one works on all', async () => {
    const seen = new Set<string>();
    for (let i = 0; i < 12; i++) {
      const response = await fetch(`${cluster.url}/api/me`, {
        headers: { authorization: `Bearer ${admin}` },
      });
      expect(response.status).toBe(200);
      seen.add(upstreamOf(response));
    }
    expect(seen).toEqual(new Set(cluster.instances.map((instance) => instance.url.replace('http://', ''))));
  });

  it('serves an image uploaded through the balancer from every instance', async () => {
    const upload = multipart(
      { name: 'Gambar bersama' },
      { filename: 'a.png', contentType: 'image/png', bytes: TINY_PNG },
    );
    const created = await fetch(`${cluster.url}/api/admin/categories`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}`, ...upload.headers },
      body: upload.payload,
    });
    expect(created.status).toBe(201);
    const image = ((await created.json()) as { data: { image: string } }).data.image;
    const bodies = await Promise.all(
      cluster.instances.map(async (instance) => {
        const response = await fetch(`${instance.url}/uploads/categories/${image}`);
        expect(response.status, instance.url).toBe(200);
        expect(response.headers.get('content-type')).toBe('image/png');
        return Buffer.from(await response.arrayBuffer()).toString('base64');
      }),
    );
    expect(new Set(bodies).size).toBe(1);
  });

  it('counts wrong passwords across instances: the eleventh gets 429, whichever instance it reaches', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) {
      const instance = cluster.instances[i % cluster.instances.length]!;
      const response = await fetch(`${instance.url}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'admin', password: `salah-${i}` }),
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([...Array(10).fill(401), ...Array(10).fill(429)]);
  });

  it('loses no read and no acknowledged write while one instance is killed (-9) and another stopped (SIGTERM)', async () => {
    const reads = { sent: 0, failed: 0, failures: [] as string[] };
    const writes = { sent: 0, acknowledged: [] as number[], refused: 0 };
    const after = new Map<string, number>();
    let phase: 'before' | 'faults' | 'after' = 'before';
    let running = true;

    const reader = async () => {
      while (running) {
        reads.sent++;
        try {
          const response = await fetch(`${cluster.url}${PUBLIC_CATEGORIES_URL}`);
          await response.arrayBuffer();
          if (response.status !== 200) {
            reads.failed++;
            reads.failures.push(String(response.status));
          } else if (phase === 'after') {
            const upstream = upstreamOf(response);
            after.set(upstream, (after.get(upstream) ?? 0) + 1);
          }
        } catch (error) {
          reads.failed++;
          reads.failures.push(String(error));
        }
      }
    };
    const writer = async (w: number) => {
      for (let n = 0; running; n++) {
        writes.sent++;
        try {
          const response = await fetch(`${cluster.url}/api/admin/categories`, {
            method: 'POST',
            headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
            body: JSON.stringify({ name: `Beban ${w}-${n}` }),
          });
          const body = (await response.json().catch(() => ({}))) as { data?: { id: number } };
          if (response.status === 201 && body.data) writes.acknowledged.push(body.data.id);
          else writes.refused++;
        } catch {
          writes.refused++;
        }
      }
    };

    const load = [reader(), reader(), reader(), reader(), writer(1), writer(2)];
    const [killed, stopped] = cluster.instances;
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    phase = 'faults';
    await killed!.kill('SIGKILL');
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await stopped!.kill('SIGTERM');
    // Both come back (the supervisor starts them again) and rejoin: nginx sends them traffic again.
    await Promise.all([killed!.ready(120_000), stopped!.ready(120_000)]);
    await new Promise((resolve) => setTimeout(resolve, 3_500));
    phase = 'after';
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    running = false;
    await Promise.all(load);

    const stored = await database.db
      .selectFrom('categories')
      .select('id')
      .where('name', 'like', 'Beban %')
      .execute();
    const found = new Set(stored.map((row) => row.id));
    const lost = writes.acknowledged.filter((id) => !found.has(id));
    console.log(
      `kill test: ${reads.sent} reads sent, ${reads.failed} failed; ${writes.sent} writes sent, ` +
        `${writes.acknowledged.length} acknowledged, ${writes.acknowledged.length - lost.length} found, ` +
        `${writes.refused} refused or cut; restarts ${cluster.instances.map((i) => i.starts - 1).join('/')}; ` +
        `reads per instance after rejoining: ${JSON.stringify(Object.fromEntries(after))}`,
    );
    expect(reads.failures).toEqual([]);
    expect(reads.sent).toBeGreaterThan(100);
    expect(writes.acknowledged.length).toBeGreaterThan(10);
    expect(lost).toEqual([]);
    expect(killed!.starts).toBe(2);
    expect(stopped!.starts).toBe(2);
    for (const instance of cluster.instances) {
      expect(after.get(instance.url.replace('http://', '')) ?? 0, instance.url).toBeGreaterThan(0);
    }
  }, 240_000);
});
