import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pruneAuditLog } from '../../src/server/modules/audit/audit-pruning.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { testDatabaseKind } from '../support/test-database.ts';
import { createCategory, sendImport } from '../support/transfer.ts';

/**
 * Issue 32: an import is history. Each imported place gets its "created" entry, attributed to whoever
 * imported it and holding the place as stored, and the import itself one entry naming the file and the
 * counts; they show in the activity screen (for holders of activity-view only) and in each place's history.
 */
let t: TestApp;
let admin: string;
let categoryId: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  categoryId = await createCategory(t, admin, 'Fasilitas Umum');
});
afterAll(() => t.close());

// biome-ignore lint/suspicious/noExplicitAny: answers are read field by field; the schemas check them.
type Json = Record<string, any>;

const kml = (placemarks: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><kml xmlns="http://www.opengis.net/kml/2.2"><Document>${placemarks}</Document></kml>`;

/** A parcel of 200 points: its shape is over 2 KB of JSON, so its entry keeps it apart (decision 0029). */
function largeParcel(shift = 0): string {
  const points: string[] = [];
  for (let i = 0; i < 200; i++) {
    const angle = (2 * Math.PI * i) / 200;
    points.push(
      `${(110.4 + shift + 0.001 * Math.cos(angle)).toFixed(6)},${(-7.6 + 0.001 * Math.sin(angle)).toFixed(6)}`,
    );
  }
  points.push(points[0]!);
  return `<Polygon><outerBoundaryIs><LinearRing><coordinates>${points.join(' ')}</coordinates></LinearRing></outerBoundaryIs></Polygon>`;
}

/** Six places that import (one a large parcel) and one that is skipped (a ring of two points). */
const village = kml(`
  ${['Masjid', 'Balai Desa', 'Posyandu', 'Sekolah', 'Pasar']
    .map(
      (name, i) =>
        `<Placemark><name>${name}</name><description>di desa</description><Point><coordinates>110.${40 + i},-7.6,0</coordinates></Point></Placemark>`,
    )
    .join('')}
  <Placemark><name>Sawah Bengkok</name>${largeParcel()}</Placemark>
  <Placemark><name>Rusak</name><Polygon><outerBoundaryIs><LinearRing>
    <coordinates>110.4,-7.6 110.5,-7.6</coordinates></LinearRing></outerBoundaryIs></Polygon></Placemark>`);

const auditCount = async () =>
  (
    await t.database.db
      .selectFrom('audit_log')
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow()
  ).n;

async function get(url: string, token = admin) {
  return t.request({ method: 'GET', url, token });
}

describe(`an import is history (${testDatabaseKind})`, () => {
  let clerk: string;
  let clerkName: string;
  let ids: number[];

  beforeAll(async () => {
    clerk = await t.tokenWith(['maps-create']);
    clerkName = (await get('/api/me', clerk)).json().data.username;
    const response = await sendImport(t, 'commit', {
      token: clerk,
      filename: 'desa.kml',
      bytes: village,
      categoryId,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data).toMatchObject({ created: 6, skipped: 1 });
    ids = response.json().data.ids;
  });

  it('writes one created entry per place, by the importer, holding the place as stored', async () => {
    const rows = await t.database.db
      .selectFrom('audit_log')
      .select(['id', 'record_id', 'action', 'actor_username', 'record_name', 'record_version'])
      .where('table_name', '=', 'maps')
      .where('record_id', 'in', ids)
      .orderBy('id')
      .execute();
    expect(rows.map((row) => row.record_id)).toEqual(ids);
    expect(rows.every((row) => row.action === 'create' && row.actor_username === clerkName)).toBe(true);
    expect(rows.map((row) => row.record_name)).toEqual([
      'Masjid',
      'Balai Desa',
      'Posyandu',
      'Sekolah',
      'Pasar',
      'Sawah Bengkok',
    ]);
    expect(rows.every((row) => row.record_version === 1)).toBe(true);
    const apart = await t.database.db
      .selectFrom('audit_entry_values')
      .select(['entry_id', 'field'])
      .where(
        'entry_id',
        'in',
        rows.map((row) => row.id),
      )
      .execute();
    expect(apart).toEqual([{ entry_id: rows[5]!.id, field: 'geometry' }]);
    for (const [i, id] of ids.entries()) {
      const stored = (await get(`/api/admin/maps/${id}`)).json().data;
      const version = await get(`/api/admin/maps/${id}/history/${rows[i]!.id}`);
      expect(version.statusCode).toBe(200);
      expect(version.json().data).toMatchObject({ action: 'create', by: clerkName, before: null });
      // Every field as the place was stored, the large parcel's shape put back from where it is kept apart.
      expect(version.json().data.after).toEqual(stored);
    }
  });

  it('writes one entry for the import itself, naming the file and the counts', async () => {
    const entries = await t.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'import' as never)
      .execute();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      table_name: 'maps',
      record_id: null,
      actor_username: clerkName,
      record_name: 'desa.kml',
    });
    expect(entries[0]!.after).toMatchObject({
      file_name: 'desa.kml',
      format: 'kml',
      category: { id: categoryId, name: 'Fasilitas Umum' },
      total: 7,
      created: 6,
      skipped: 1,
    });
  });

  it('shows the import and its places in the activity screen, to holders of activity-view only', async () => {
    const page = await get(`/api/admin/activity?user=${clerkName}`);
    expect(page.statusCode).toBe(200);
    const data = page.json().data;
    expect(data.total).toBe(7);
    expect(data.data[0]).toMatchObject({
      action: 'import',
      resource: 'maps',
      record_id: null,
      name: 'desa.kml',
      by: clerkName,
      import: {
        file_name: 'desa.kml',
        created: 6,
        skipped: 1,
        total: 7,
        category: { id: categoryId, name: 'Fasilitas Umum' },
      },
    });
    expect(data.data.slice(1).map((entry: Json) => [entry.action, entry.name, entry.import])).toEqual(
      ['Sawah Bengkok', 'Pasar', 'Sekolah', 'Posyandu', 'Balai Desa', 'Masjid'].map((name) => [
        'create',
        name,
        null,
      ]),
    );
    const imports = await get('/api/admin/activity?action=import');
    expect(imports.json().data.data.map((entry: Json) => entry.name)).toEqual(['desa.kml']);

    // The importer holds maps-create, not activity-view.
    expect((await get('/api/admin/activity', clerk)).statusCode).toBe(403);
    expect((await get(`/api/admin/activity?action=import`, clerk)).statusCode).toBe(403);
  });

  it("shows each place's created entry in its history, to any signed-in user", async () => {
    const reader = await t.tokenWith([]);
    for (const id of ids) {
      const history = await get(`/api/admin/maps/${id}/history`, reader);
      expect(history.statusCode).toBe(200);
      expect(history.json().data.data).toEqual([
        expect.objectContaining({ action: 'create', by: clerkName, version: 1 }),
      ]);
    }
  });

  it('a failed import leaves no entry behind', async () => {
    const db = t.database.owner;
    await sql`create or replace function refuse_boom() returns trigger as $$
      begin if new.name = 'Boom' then raise exception 'boom refused'; end if; return new; end $$ language plpgsql`.execute(
      db,
    );
    await sql`create trigger refuse_boom before insert on maps for each row execute function refuse_boom()`.execute(
      db,
    );
    try {
      const before = await auditCount();
      const features = ['Satu', 'Dua', 'Boom', 'Empat'].map((name, i) => ({
        type: 'Feature',
        properties: { name },
        geometry: { type: 'Point', coordinates: [112 + i / 100, -7] },
      }));
      const response = await sendImport(t, 'commit', {
        token: admin,
        filename: 'boom.geojson',
        bytes: JSON.stringify({ type: 'FeatureCollection', features }),
        categoryId,
      });
      expect(response.statusCode).toBe(500);
      expect(await auditCount()).toBe(before);
    } finally {
      await sql`drop trigger refuse_boom on maps`.execute(db);
    }
  });

  it('an import past the storage limit is refused whole, with a message under the file', async () => {
    const db = t.database.db;
    const places = async () =>
      (await db.selectFrom('maps').select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow()).n;
    const { quota_bytes: quota } = await db
      .selectFrom('storage_usage')
      .select('quota_bytes')
      .executeTakeFirstOrThrow();
    // Room for a few hundred bytes: the places' small entries would pass by the margin, their shapes not.
    await sql`update storage_usage set quota_bytes = image_bytes + audit_entry_bytes + audit_value_bytes + 500`.execute(
      db,
    );
    try {
      const [placesBefore, entriesBefore] = [await places(), await auditCount()];
      const response = await sendImport(t, 'commit', {
        token: admin,
        filename: 'sawah.kml',
        bytes: kml(`<Placemark><name>Sawah Lor</name>${largeParcel(0.01)}</Placemark>`),
        categoryId,
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.File).toMatch(/storage limit/);
      expect([await places(), await auditCount()]).toEqual([placesBefore, entriesBefore]);
    } finally {
      await db.updateTable('storage_usage').set({ quota_bytes: quota }).execute();
    }
  });
  it('an imported place goes to "Recently deleted" and comes back like any other, its history kept', async () => {
    const id = ids[1]!;
    expect(
      (await t.request({ method: 'DELETE', url: `/api/admin/maps/${id}`, token: admin })).statusCode,
    ).toBe(200);
    const back = await t.request({
      method: 'POST',
      url: `/api/admin/maps/deleted/${id}/restore`,
      token: admin,
    });
    expect(back.statusCode).toBe(200);
    const history = (await get(`/api/admin/maps/${id}/history`)).json().data.data as Json[];
    expect(history.map((entry) => [entry.action, entry.by])).toEqual([
      ['restore', 'admin'],
      ['delete', 'admin'],
      ['create', clerkName],
    ]);
  });

  // Last: it empties the log.
  it('pruning removes the import with the rest of its day, and the shapes only its entries named', async () => {
    const deps = t.app.deps;
    const later = new Date(Date.now() + 60 * 60 * 1000 + 1000);
    const pruned = await pruneAuditLog({
      ...deps,
      config: { ...deps.config, auditKeepDays: 0 },
      now: () => later,
    });
    expect(pruned.entries).toBeGreaterThanOrEqual(8);
    expect(pruned.values).toBeGreaterThanOrEqual(1);
    expect(await auditCount()).toBe(0);
    expect((await get('/api/admin/activity?action=import')).json().data.total).toBe(0);
    // The places stay; their history is what is left of it: nothing.
    expect((await get(`/api/admin/maps/${ids[0]}`)).statusCode).toBe(200);
    expect((await get(`/api/admin/maps/${ids[0]}/history`)).json().data.data).toEqual([]);
  });
});
