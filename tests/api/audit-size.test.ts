import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pruneAuditLog } from '../../src/server/modules/audit/audit-pruning.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { testDatabaseKind } from '../support/test-database.ts';

/**
 * Issue 30, P4: an audit entry stores a changed geometry once (a title edit of a 1.4 MB place stored its
 * shape again, a geometry save stored the old and the new shape: about 3 MB), every history screen still
 * reads whole versions, a geometry save past the storage limit is refused, and AUDIT_KEEP_DAYS removes
 * older entries (and only those) in the hourly cleanup, on several instances at once.
 */
const DAY_MS = 24 * 60 * 60 * 1000;
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ AUDIT_KEEP_DAYS: '30' });
  admin = await t.login();
});
afterAll(() => t.close());

// biome-ignore lint/suspicious/noExplicitAny: answers are read field by field.
type Json = Record<string, any>;

/** The review's comb: 12,400 teeth, 49,602 positions, about 1.4 MB of GeoJSON; `shift` makes a new shape. */
function comb(shift = 0) {
  const teeth = 12_400;
  const [left, right, bottom, step] = [112.2 + shift, 112.3 + shift, -7.6, 0.1 / teeth];
  const ring: number[][] = [[left - 0.01, bottom]];
  for (let i = 0; i < teeth; i++) {
    const y = bottom + i * step;
    ring.push([left, y], [right, y], [right, y + step / 2], [left, y + step / 2]);
  }
  ring.push([left - 0.01, bottom + teeth * step], [left - 0.01, bottom]);
  return { type: 'Polygon', coordinates: [ring] };
}
const COMB_BYTES = Buffer.byteLength(JSON.stringify(comb()));

async function send(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: Json) {
  return t.request({ method, url, token: admin, ...(payload ? { payload } : {}) });
}

async function ok(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: Json): Promise<Json> {
  const response = await send(method, url, payload);
  expect(response.statusCode, `${method} ${url}: ${response.body.slice(0, 300)}`).toBeLessThan(300);
  return response.json().data;
}

/** What the audit log holds, in bytes of JSON: its entries' records, and the values stored apart (if any). */
async function auditBytes(): Promise<number> {
  const db = t.database.db;
  const entries = await sql<{ bytes: string }>`
    select coalesce(sum(coalesce(octet_length(before::text), 0) + coalesce(octet_length(after::text), 0)), 0)
      as bytes from audit_log`.execute(db);
  const apart = await sql<{ name: string | null }>`select to_regclass('audit_values')::text as name`.execute(
    db,
  );
  const values = apart.rows[0]?.name
    ? await sql<{
        bytes: string;
      }>`select coalesce(sum(octet_length(value::text)), 0) as bytes from audit_values`.execute(db)
    : { rows: [{ bytes: '0' }] };
  return Number(entries.rows[0]!.bytes) + Number(values.rows[0]!.bytes);
}

/** What one change adds to the audit log. */
async function added(change: () => Promise<Json>): Promise<{ bytes: number; result: Json }> {
  const start = await auditBytes();
  const result = await change();
  return { bytes: (await auditBytes()) - start, result };
}

describe(`an audit entry stores a changed geometry once (${testDatabaseKind})`, () => {
  let place: Json;
  let geometrySave: Json;

  it('a geometry save of a 1.4 MB place adds its new shape once; a title edit adds no shape', async () => {
    expect(COMB_BYTES).toBeGreaterThan(1_300_000);
    place = await ok('POST', '/api/admin/maps', { name: 'Sisir', geometry: comb() });
    const saved = await added(() =>
      ok('PUT', `/api/admin/maps/${place.id}`, {
        name: 'Sisir',
        geometry: comb(0.001),
        version: place.version,
      }),
    );
    // Before: the old shape in `before` and the new one in `after`, 2.9 MB.
    const shape = Buffer.byteLength(JSON.stringify(saved.result.geometry));
    expect(saved.bytes).toBeGreaterThan(shape);
    expect(saved.bytes).toBeLessThan(shape + 4_000);
    const renamed = await added(() =>
      ok('PUT', `/api/admin/maps/${place.id}`, {
        name: 'Sisir Lor',
        geometry: comb(0.001),
        version: saved.result.version,
      }),
    );
    // Before: the whole record in `after`, its shape included, 1.4 MB.
    expect(renamed.bytes).toBeLessThan(4_000);
    // Saving a shape the log already holds (an older one brought back) stores no shape either.
    const back = await added(() =>
      ok('PUT', `/api/admin/maps/${place.id}`, {
        name: 'Sisir Lor',
        geometry: comb(),
        version: renamed.result.version,
      }),
    );
    expect(back.bytes).toBeLessThan(4_000);
    place = back.result;
    const history = (await ok('GET', `/api/admin/maps/${place.id}/history`)).data as Json[];
    geometrySave = history.find((entry) => entry.version === saved.result.version)!;
    expect(geometrySave.changed).toEqual(['geometry']);
  }, 60_000);

  it('every screen still reads whole versions: before and after, and "Restore this version"', async () => {
    const version = await ok('GET', `/api/admin/maps/${place.id}/history/${geometrySave.id}`);
    expect(version.before.geometry).toEqual(comb());
    expect(version.after.geometry).toEqual(comb(0.001));
    expect(version.after).toMatchObject({ id: place.id, name: 'Sisir', status: 'active' });
    const restored = await ok('POST', `/api/admin/maps/${place.id}/history/${geometrySave.id}/restore`, {
      version: place.version,
    });
    expect(restored.geometry).toEqual(comb(0.001));
    expect(restored.name).toBe('Sisir');
    place = restored;
  }, 60_000);

  it('a geometry save past the storage limit is refused under Geometry; small edits and deletes are not', async () => {
    const db = t.database.db;
    await sql`update storage_usage set quota_bytes = image_bytes + audit_entry_bytes + audit_value_bytes + ${Math.round(COMB_BYTES / 2)}`.execute(
      db,
    );
    const refused = await send('PUT', `/api/admin/maps/${place.id}`, {
      name: 'Sisir',
      geometry: comb(0.002),
      version: place.version,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.Geometry).toMatch(/storage limit.*STORAGE_QUOTA_MB/);
    const unchanged = await ok('GET', `/api/admin/maps/${place.id}`);
    expect(unchanged.version).toBe(place.version);
    expect(unchanged.geometry).toEqual(comb(0.001));
    // A shape the log already holds still fits, as does a new title.
    place = await ok('PUT', `/api/admin/maps/${place.id}`, {
      name: 'Sisir Kidul',
      geometry: comb(),
      version: place.version,
    });
    // The village boundary likewise, under its own key.
    const boundary = await send('PUT', '/api/admin/settings', {
      title: 'Desa Sisir',
      map_center_lat: -7.55,
      map_center_lng: 112.25,
      map_zoom: 13,
      village_boundary: comb(0.003),
    });
    expect(boundary.statusCode).toBe(422);
    expect(boundary.json().errors.VillageBoundary).toMatch(/storage limit/);
    // Deleting is never blocked, however full.
    await sql`update storage_usage set quota_bytes = 1`.execute(db);
    expect((await send('DELETE', `/api/admin/maps/${place.id}`)).statusCode).toBe(200);
    await sql`update storage_usage set quota_bytes = null`.execute(db);
  }, 60_000);
});

describe(`old audit entries are pruned by AUDIT_KEEP_DAYS (${testDatabaseKind})`, () => {
  it('removes the entries older than the setting and nothing else, on several instances at once', async () => {
    const db = t.database.db;
    await sql`update storage_usage set quota_bytes = null`.execute(db);
    const old = await ok('POST', '/api/admin/maps', { name: 'Lawas', geometry: comb(0.01) });
    const oldEdit = await ok('PUT', `/api/admin/maps/${old.id}`, {
      name: 'Lawas',
      geometry: comb(0.02),
      version: old.version,
    });
    // Entries from 31 and 29 days ago: the ones written now are moved back.
    const oldIds = (
      await db
        .selectFrom('audit_log')
        .select('id')
        .where('record_id', '=', old.id)
        .where('table_name', '=', 'maps')
        .execute()
    ).map((row) => row.id);
    const recent = await ok('PUT', `/api/admin/maps/${old.id}`, {
      name: 'Lawas Anyar',
      geometry: comb(0.02),
      version: oldEdit.version,
    });
    // The place itself is as old: a history lists entries from its record's creation on.
    await sql`update maps set created_at = now() - interval '32 days' where id = ${old.id}`.execute(db);
    await sql`update audit_log set at = now() - interval '31 days' where id in (${sql.join(oldIds)})`.execute(
      db,
    );
    await sql`update audit_log set at = now() - interval '29 days'
      where record_id = ${old.id} and table_name = 'maps' and id not in (${sql.join(oldIds)})`.execute(db);
    const before = await db.selectFrom('audit_log').select(['id', 'at']).orderBy('id').execute();
    const valuesBefore = await db.selectFrom('audit_values').select('hash').execute();
    const others = await sql`select count(*)::int as n from maps`.execute(db);

    // Two instances' cleanups at once, an hour and a half later (values unused for an hour may go).
    t.clock.advance(90 * 60 * 1000);
    const runs = await Promise.all([pruneAuditLog(t.app.deps), pruneAuditLog(t.app.deps)]);
    t.clock.advance(-90 * 60 * 1000);

    const cutoff = Date.now() - 30 * DAY_MS;
    const expected = before.filter((entry) => entry.at.getTime() >= cutoff).map((entry) => entry.id);
    expect(oldIds.length).toBe(2);
    expect(runs[0]!.entries + runs[1]!.entries).toBe(before.length - expected.length);
    expect(before.length - expected.length).toBeGreaterThanOrEqual(2);
    const after = await db.selectFrom('audit_log').select('id').orderBy('id').execute();
    expect(after.map((entry) => entry.id)).toEqual(expected);
    // The shape only the removed entries named is gone; the ones kept entries name stay.
    const hashes = new Set(
      (await db.selectFrom('audit_values').select('hash').execute()).map((row) => row.hash),
    );
    expect(hashes.size).toBeLessThan(valuesBefore.length);
    expect(runs[0]!.values + runs[1]!.values).toBe(valuesBefore.length - hashes.size);
    // What is kept still reads whole: the recent edit's before is the shape of the removed entry.
    const history = (await ok('GET', `/api/admin/maps/${old.id}/history`)).data as Json[];
    expect(history.map((entry) => entry.version)).toEqual([recent.version]);
    const kept = await ok('GET', `/api/admin/maps/${old.id}/history/${history[0]!.id}`);
    expect(kept.before).toEqual({ name: 'Lawas', version: oldEdit.version });
    expect(kept.after.geometry).toEqual(comb(0.02));
    expect(await sql`select count(*)::int as n from maps`.execute(db)).toEqual(others);
    const usage = await sql<{ ok: boolean }>`
      select image_bytes + audit_entry_bytes + audit_value_bytes = (
        (select coalesce(sum(size), 0) from stored_images)
        + (select coalesce(sum(coalesce(octet_length(before::text), 0) + coalesce(octet_length(after::text), 0)
            + octet_length(changed::text) + octet_length(record_name) + octet_length(actor_username) + 64), 0)
           from audit_log)
        + (select coalesce(sum(bytes), 0) from audit_values)) as ok
      from storage_usage`.execute(db);
    expect(usage.rows[0]!.ok).toBe(true);
  }, 60_000);

  it('keeps everything when AUDIT_KEEP_DAYS is not set', async () => {
    const db = t.database.db;
    await sql`update audit_log set at = now() - interval '400 days'`.execute(db);
    const count = await sql<{ n: number }>`select count(*)::int as n from audit_log`.execute(db);
    const deps = { ...t.app.deps, config: { ...t.app.deps.config, auditKeepDays: undefined } };
    expect((await pruneAuditLog(deps)).entries).toBe(0);
    expect(await sql<{ n: number }>`select count(*)::int as n from audit_log`.execute(db)).toEqual(count);
  });
});
