import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginTo, type ServerProcess, startServerProcess } from '../support/server-process.ts';
import { createServerTarget, type ServerTarget } from '../support/server-target.ts';
import { testDatabaseKind } from '../support/test-database.ts';

const TRIALS = 20;
const WRITES_PER_TRIAL = 16;
const CONCURRENCY = 6;
const ADMIN_PASSWORD = 'crash-test-password';

interface Written {
  id: number;
  name: string;
}

let target: ServerTarget;
beforeAll(async () => {
  target = await createServerTarget('crash');
});
afterAll(() => target?.remove());

async function verifyPresent(url: string, token: string, writes: Written[]): Promise<number> {
  let found = 0;
  await Promise.all(
    writes.map(async (write) => {
      const response = await fetch(`${url}/api/admin/maps/${write.id}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.status, `map ${write.id} (${write.name}) after the restart`).toBe(200);
      const body = (await response.json()) as { data: { name: string } };
      expect(body.data.name).toBe(write.name);
      found++;
    }),
  );
  return found;
}

/** Fires the trial's creates a few at a time and SIGKILLs the server once `killAfter` were confirmed. */
async function burst(server: ServerProcess, token: string, trial: number, killAfter: number) {
  const confirmed: Written[] = [];
  let next = 0;
  let inFlightAtKill = -1;
  let inFlight = 0;
  let unanswered = 0;
  const worker = async () => {
    while (next < WRITES_PER_TRIAL && inFlightAtKill < 0) {
      const name = `crash-${trial}-${next++}`;
      inFlight++;
      try {
        const response = await fetch(`${server.url}/api/admin/maps`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ name, latitude: -7.5 - trial / 1000, longitude: 110.2 + next / 1000 }),
        });
        const body = (await response.json()) as { data?: { id: number } };
        expect(response.status, name).toBe(201);
        confirmed.push({ id: body.data!.id, name });
      } catch (error) {
        // Cut by the kill: not confirmed, so it may or may not be there.
        if ((error as Error).name === 'AssertionError') throw error;
        unanswered++;
      } finally {
        inFlight--;
      }
      if (confirmed.length >= killAfter && inFlightAtKill < 0) {
        inFlightAtKill = inFlight;
        server.child.kill('SIGKILL');
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  if (inFlightAtKill < 0) server.child.kill('SIGKILL');
  expect(await server.exited).toBe('SIGKILL');
  return { confirmed, inFlightAtKill, unanswered };
}

describe(`kill -9 during a burst of writes (${testDatabaseKind})`, () => {
  it(`keeps every confirmed write through ${TRIALS} kills, and the database opens after each`, async () => {
    const started = Date.now();
    const env = { ...target.env, ADMIN_PASSWORD };
    const all: Written[] = [];
    let unconfirmed = 0;
    let cutInFlight = 0;
    let toCheck: Written[] = [];
    let found = 0;
    let server = await startServerProcess(env);
    for (let trial = 1; trial <= TRIALS; trial++) {
      const token = await loginTo(server.url, 'admin', ADMIN_PASSWORD);
      found += await verifyPresent(server.url, token, toCheck);
      // Between 2 and 9 confirmed writes before the kill, varying from trial to trial.
      const result = await burst(server, token, trial, 2 + ((trial * 5) % 8));
      expect(result.inFlightAtKill, `trial ${trial}: writes in flight at the kill`).toBeGreaterThan(0);
      all.push(...result.confirmed);
      unconfirmed += result.unanswered;
      cutInFlight += result.inFlightAtKill;
      toCheck = result.confirmed;
      server = await startServerProcess(env);
    }
    const token = await loginTo(server.url, 'admin', ADMIN_PASSWORD);
    found += await verifyPresent(server.url, token, toCheck);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);

    // Read back from the test's own process: every confirmed map, each with the audit record of its creation.
    const database = await target.open();
    try {
      const ids = all.map((write) => write.id);
      const rows = await database.db
        .selectFrom('maps')
        .select(['id', 'name'])
        .where('id', 'in', ids)
        .execute();
      expect(rows.length).toBe(all.length);
      const audited = await sql<{ n: number }>`
        select count(distinct record_id)::int as n from audit_log
        where table_name = 'maps' and action = 'create' and record_id = any(${ids})
      `.execute(database.db);
      expect(audited.rows[0]?.n).toBe(all.length);
    } finally {
      await database.close();
    }
    const seconds = Math.round((Date.now() - started) / 1000);
    console.log(
      `kill -9 (${testDatabaseKind}): ${TRIALS} trials, ${all.length} writes confirmed, ${found} found after restart, ` +
        `${all.length - found} lost; ${cutInFlight} in flight at the kills, ${unconfirmed} unanswered; ${seconds} s`,
    );
    expect(found).toBe(all.length);
  }, 900_000);
});
