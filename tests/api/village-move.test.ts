import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BackupError } from '../../src/server/db/backup.ts';
import type { DB } from '../../src/server/db/schema.ts';
import { inVillage } from '../../src/server/db/village-context.ts';
import { exportVillage } from '../../src/server/modules/regency/village-move/export-village.ts';
import { importVillage } from '../../src/server/modules/regency/village-move/import-village.ts';
import { MOVED_TABLES, NOT_MOVED } from '../../src/server/modules/regency/village-move/village-file.ts';
import { SERIAL_TABLES } from '../../src/server/modules/regency/village-move/village-ids.ts';
import { multipart, TINY_PNG } from '../support/multipart.ts';
import { square } from '../support/shapes.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { testDatabaseKind } from '../support/test-database.ts';

// Issue 35, decision 0065: a village moves to another deployment in one file, and comes back the same,
// record by record and byte by byte, though every id it had is another deployment's there.

// biome-ignore lint/suspicious/noExplicitAny: API answers, read loosely by the test.
type Json = Record<string, any>;
type Row = Record<string, unknown>;

let from: TestApp;
let to: TestApp;
let folder: string;
const base = '/desa/sumber';
const password = 'sumber-kuat-2026';

async function signIn(t: TestApp, username: string, secret: string) {
  const answer = await t.request({
    method: 'POST',
    url: `${base}/api/login`,
    payload: { username, password: secret },
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data.token as string;
}

async function ok(
  t: TestApp,
  token: string,
  method: string,
  url: string,
  payload?: object,
  extra: object = {},
) {
  const answer = await t.request({ method: method as 'GET', url: `${base}${url}`, token, payload, ...extra });
  expect(answer.statusCode, `${method} ${url}: ${answer.body}`).toBeLessThan(300);
  return answer.json().data;
}

/** A polygon of `points` corners: its shape is kept apart from its history entry (an audit value). */
const ring = (x: number, points: number) => {
  const corners = Array.from({ length: points }, (_, index) => {
    const angle = (2 * Math.PI * index) / points;
    return [x + 0.01 * Math.cos(angle), -7 + 0.01 * Math.sin(angle)];
  });
  return { type: 'Polygon', coordinates: [[...corners, corners[0]]] };
};

/** A village used for a while: places with pictures and history, shared categories, staff, reports. */
async function liveVillage(t: TestApp) {
  const regency = await t.login();
  for (const name of ['Posyandu', 'Sekolah Dasar']) {
    const shared = await t.request({
      method: 'POST',
      url: '/api/regency/categories',
      token: regency,
      payload: { name, color: '#db2777' },
    });
    expect(shared.statusCode, shared.body).toBe(201);
  }
  const added = await t.request({
    method: 'POST',
    url: '/api/regency/villages',
    token: regency,
    payload: {
      slug: 'sumber',
      name: 'Desa Sumber',
      region_code: '35.07.12.2001',
      kecamatan: 'Pakis',
      admin: { username: 'kades', password },
    },
  });
  expect(added.statusCode, added.body).toBe(201);
  const kades = await signIn(t, 'kades', password);
  const masjid = await ok(
    t,
    kades,
    'POST',
    '/api/admin/categories',
    undefined,
    multipart(
      { name: 'Masjid', color: '#22c55e' },
      { filename: 'm.png', contentType: 'image/png', bytes: TINY_PNG },
    ),
  );
  const categories = (await ok(t, kades, 'GET', '/api/admin/categories')).data as Json[];
  const shared = (name: string) => categories.find((category) => category.name === name)!.id;
  const mosque = await ok(t, kades, 'POST', '/api/admin/maps', {
    name: 'Masjid Al-Ikhlas',
    category_id: masjid.id,
    geometry: ring(110, 200),
  });
  await ok(
    t,
    kades,
    'POST',
    '/api/admin/maps',
    undefined,
    multipart(
      { name: 'Balai Desa', category_id: String(masjid.id), latitude: '-7.5', longitude: '110.4' },
      { filename: 'b.png', contentType: 'image/png', bytes: TINY_PNG },
    ),
  );
  await ok(t, kades, 'PUT', `/api/admin/maps/${mosque.id}`, {
    name: 'Masjid Agung Al-Ikhlas',
    category_id: masjid.id,
    geometry: square(110.02),
    version: mosque.version,
  });
  await ok(t, kades, 'POST', '/api/admin/maps', {
    name: 'Posyandu Melati',
    category_id: shared('Posyandu'),
    latitude: -7.51,
    longitude: 110.41,
  });
  await ok(t, kades, 'POST', '/api/admin/maps', {
    name: 'SD Negeri 1',
    category_id: shared('Sekolah Dasar'),
    latitude: -7.52,
    longitude: 110.42,
  });
  const gone = await ok(t, kades, 'POST', '/api/admin/maps', {
    name: 'Pos Ronda',
    category_id: masjid.id,
    latitude: -7.53,
    longitude: 110.43,
  });
  await ok(t, kades, 'DELETE', `/api/admin/maps/${gone.id}`);
  const permissions = (await ok(t, kades, 'GET', '/api/admin/permissions/all')) as Json[];
  const mapsEdit = permissions.find((permission) => permission.name === 'maps-edit')!;
  const role = await ok(t, kades, 'POST', '/api/admin/roles', {
    name: 'Pemeta',
    permission_ids: [mapsEdit.id],
  });
  await ok(t, kades, 'POST', '/api/admin/users', {
    name: 'Wati',
    username: 'wati',
    email: 'wati@desa.test',
    password: 'sawah-luas-1234',
    role_ids: [role.id],
  });
  await ok(t, kades, 'DELETE', `/api/admin/roles/${role.id}`);
  // Reports as the form stores them, the second first marked a duplicate of the third (written after it).
  await inVillage((await villageId(t.database.db, 'sumber'))!, async () => {
    const kind = await t.database.db
      .selectFrom('report_kinds')
      .select('id')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const reports = [];
    for (const code of ['AAAA-BBBB-CCC2', 'AAAA-BBBB-CCC3', 'AAAA-BBBB-CCC4']) {
      const row = await t.database.db
        .insertInto('reports')
        .values({
          tracking_code: code,
          kind_id: kind.id,
          description: `Jalan rusak ${code}`,
          latitude: -7.5,
          longitude: 110.4,
          privacy: 'publik',
          place_id: mosque.id,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await t.database.db
        .insertInto('report_events')
        .values({ report_id: row.id, status: 'baru', privacy: 'publik' })
        .execute();
      reports.push(row.id);
    }
    await t.database.db
      .updateTable('reports')
      .set({ duplicate_of: reports[2]!, status: 'duplikat' })
      .where('id', '=', reports[1]!)
      .execute();
  });
  return { kades };
}

async function villageId(db: Kysely<DB>, slug: string) {
  return (await db.selectFrom('villages').select('id').where('slug', '=', slug).executeTakeFirst())?.id;
}

/** JSON with every object's keys in order, at every depth. */
const stable = (value: unknown): string => {
  if (Array.isArray(value)) return `[${value.map(stable).join(',')}]`;
  if (value instanceof Date) return JSON.stringify(value);
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Row).filter(([, item]) => item !== undefined);
    entries.sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${stable(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
};

/**
 * A village's rows with every id replaced by what names the record in any deployment (a place's slug, a
 * user's username, a category's name...), so two deployments' copies compare equal when, and only when,
 * every record and every link between records is the same. Written here on its own, not from the code under
 * test, so an id the move failed to rewrite shows as a difference.
 */
async function content(db: Kysely<DB>, slug: string) {
  const id = (await villageId(db, slug))!;
  return inVillage(id, async () => {
    const rows: Record<string, Row[]> = {};
    for (const table of MOVED_TABLES) {
      const own = table === 'categories' ? sql`where village_id is not null` : sql``;
      rows[table] = (await sql<Row>`select * from ${sql.table(table)} ${own}`.execute(db)).rows;
    }
    const shared = (await sql<Row>`select * from categories where village_id is null`.execute(db)).rows;
    const keyBy = (list: Row[], field: string) =>
      new Map(list.map((row) => [Number(row.id), String(row[field])]));
    const gone = new Map<string, Map<number, string>>();
    for (const row of rows.deleted_records!) {
      const kept = row.row as Row;
      const name = String(kept.slug ?? kept.username ?? kept.name);
      gone.set(
        String(row.table_name),
        (gone.get(String(row.table_name)) ?? new Map()).set(Number(row.record_id), name),
      );
    }
    const ordinal = (table: string) =>
      new Map(
        [...rows[table]!]
          .map((row) => Number(row.id))
          .sort((a, b) => a - b)
          .map((value, index) => [value, `#${index}`]),
      );
    const keys: Record<string, Map<number, string>> = {
      users: keyBy(rows.users!, 'username'),
      roles: keyBy(rows.roles!, 'name'),
      permissions: keyBy(rows.permissions!, 'name'),
      categories: new Map([...keyBy(shared, 'name'), ...keyBy(rows.categories!, 'name')]),
      maps: keyBy(rows.maps!, 'slug'),
      report_kinds: keyBy(rows.report_kinds!, 'name'),
      reports: keyBy(rows.reports!, 'tracking_code'),
      audit_log: ordinal('audit_log'),
      deleted_records: ordinal('deleted_records'),
      report_events: ordinal('report_events'),
    };
    const key = (table: string, value: unknown) => {
      if (value === null || value === undefined) return value;
      const found = keys[table]?.get(Number(value)) ?? gone.get(table)?.get(Number(value));
      return found === undefined ? `unknown ${table} ${value}` : `${table}:${found}`;
    };
    const snapshot = (table: string, record: unknown): unknown => {
      if (!record || typeof record !== 'object') return record;
      const out = { ...(record as Row) };
      if ('id' in out) out.id = key(table, out.id);
      if ('category_id' in out) out.category_id = key('categories', out.category_id);
      if (out.category && typeof out.category === 'object') {
        out.category = { ...(out.category as Row), id: key('categories', (out.category as Row).id) };
      }
      for (const [field, into] of [
        ['roles', 'roles'],
        ['permissions', 'permissions'],
      ] as const) {
        if (Array.isArray(out[field]))
          out[field] = (out[field] as Row[]).map((item) => ({ ...item, id: key(into, item.id) }));
      }
      if (table === 'reports') {
        out.place_id = key('maps', out.place_id);
        out.duplicate_of = key('reports', out.duplicate_of);
      }
      return out;
    };
    const columns: Record<string, Record<string, string>> = {
      role_permissions: { role_id: 'roles', permission_id: 'permissions' },
      user_roles: { user_id: 'users', role_id: 'roles' },
      maps: { category_id: 'categories' },
      reports: { kind_id: 'report_kinds', duplicate_of: 'reports', place_id: 'maps' },
      report_events: { report_id: 'reports', actor_id: 'users' },
      audit_log: { actor_id: 'users', restored_from: 'audit_log' },
      audit_entry_values: { entry_id: 'audit_log' },
    };
    // A large value is a field of an entry's record: its ids are read as that field's.
    const entryTable = new Map(rows.audit_log!.map((row) => [String(row.id), String(row.table_name)]));
    const fieldOf = new Map(
      rows.audit_entry_values!.map((row) => [
        String(row.hash),
        { table: entryTable.get(String(row.entry_id))!, field: String(row.field) },
      ]),
    );
    const largeValue = (row: Row) => {
      const of = fieldOf.get(String(row.hash));
      return of ? (snapshot(of.table, { [of.field]: row.value }) as Row)[of.field] : row.value;
    };
    const values = new Map(
      rows.audit_values!.map((row) => [String(row.hash), JSON.stringify(largeValue(row))]),
    );
    const result: Record<string, unknown[]> = {};
    for (const table of MOVED_TABLES) {
      result[table] = rows[table]!.map((row) => {
        const out: Row = { ...row };
        delete out.village_id;
        if ('id' in out && keys[table]) out.id = key(table, out.id);
        for (const [column, into] of Object.entries(columns[table] ?? {}))
          out[column] = key(into, out[column]);
        if (table === 'audit_log' || table === 'deleted_records')
          out.record_id = key(String(row.table_name), row.record_id);
        if (table === 'audit_log') {
          out.before = snapshot(String(row.table_name), row.before);
          out.after = snapshot(String(row.table_name), row.after);
        }
        if (table === 'deleted_records') {
          out.row = snapshot(String(row.table_name), row.row);
          out.links = Object.fromEntries(
            Object.entries(row.links as Row).map(([into, list]) => [
              into,
              (list as unknown[]).map((link) =>
                typeof link === 'object'
                  ? { ...(link as Row), id: key(into, (link as Row).id) }
                  : key(into, link),
              ),
            ]),
          );
        }
        if (table === 'audit_entry_values') out.hash = values.get(String(row.hash));
        if (table === 'audit_values') {
          // Its hash and size are of its text, which holds ids: checked below, compared as the value.
          expect(row.hash).toBe(createHash('sha256').update(JSON.stringify(row.value)).digest('hex'));
          expect(row.bytes).toBe(Buffer.byteLength(JSON.stringify(row.value)));
          out.value = largeValue(row);
          delete out.used_at;
          delete out.hash;
          delete out.bytes;
        }
        if (table === 'stored_images') out.bytes = Buffer.from(row.bytes as Uint8Array).toString('base64');
        return stable(out);
      });
      result[table]!.sort();
    }
    return result;
  });
}

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'petadesa-move-'));
  from = await createTestApp();
  to = await createTestApp();
});
afterAll(async () => {
  await from?.close();
  await to?.close();
  await rm(folder, { recursive: true, force: true });
});

describe(`moving a village to another deployment (${testDatabaseKind})`, () => {
  it('names every table that holds a village record as moved or as not moved, with why', async () => {
    const { rows } = await sql<{ table_name: string }>`
      select table_name from information_schema.columns
      where table_schema = 'public' and column_name = 'village_id' and table_name <> 'village_hosts'
    `.execute(from.database.owner);
    const named = new Set<string>([...MOVED_TABLES, ...Object.keys(NOT_MOVED)]);
    expect(rows.map((row) => row.table_name).filter((table) => !named.has(table))).toEqual([]);
  });

  it('comes back the same, record by record and image by image, under the other deployment’s ids', async () => {
    await liveVillage(from);
    // The other deployment has lived too: its ids have gone on, so no id of the file is free there as it was.
    const regency = await to.login();
    const posyandu = await to.request({
      method: 'POST',
      url: '/api/regency/categories',
      token: regency,
      payload: { name: 'POSYANDU', color: '#0ea5e9' },
    });
    expect(posyandu.statusCode, posyandu.body).toBe(201);
    for (let index = 0; index < 3; index += 1) {
      const place = await to.request({
        method: 'POST',
        url: '/api/admin/maps',
        token: regency,
        payload: { name: `Balai ${index}`, latitude: -7.4, longitude: 110.3 },
      });
      expect(place.statusCode, place.body).toBe(201);
    }
    // Every serial there is further on than here, by a different step each, so an id the move failed to
    // give out again names nothing, or another record, there.
    for (const [index, table] of SERIAL_TABLES.entries()) {
      await sql`select setval(pg_get_serial_sequence(${table}, 'id'),
        nextval(pg_get_serial_sequence(${table}, 'id')) + ${1000 + 37 * index})`.execute(to.database.owner);
    }
    const firstBefore = await content(to.database.db, 'desa');

    const file = path.join(folder, 'sumber.jsonl.gz');
    const written = await exportVillage(from.database.db, 'sumber', file);
    expect(written.images).toBeGreaterThanOrEqual(1);
    const imported = await importVillage(to.database.db, file, { quotaBytes: 50 * 1024 * 1024 });
    expect(imported.slug).toBe('sumber');
    expect(imported.rows).toBe(written.rows);
    expect(imported.images).toBe(written.images);
    expect(imported.sharedFound).toEqual(['Posyandu']);
    expect(imported.sharedMadeOwn).toEqual(['Sekolah Dasar']);

    const there = await content(to.database.db, 'sumber');
    const here = await content(from.database.db, 'sumber');
    // The shared category found by name is the other deployment's own row; "Sekolah Dasar" became the
    // village's category there. Everything else is the same.
    const sameWords = (tables: Record<string, unknown[]>) =>
      JSON.parse(JSON.stringify(tables).replaceAll('categories:POSYANDU', 'categories:Posyandu'));
    const { categories: ownThere, ...restThere } = sameWords(there);
    const { categories: ownHere, ...restHere } = sameWords(here);
    expect(restThere).toEqual(restHere);
    expect(ownThere.length).toBe(ownHere.length + 1);
    expect(ownThere.join()).toContain('"name":"Sekolah Dasar"');
    for (const table of MOVED_TABLES) expect(here[table]!.length, table).toBeGreaterThan(0);
    // The ids are the other deployment's: none of the moved places kept its number.
    const ids = async (t: TestApp) =>
      inVillage((await villageId(t.database.db, 'sumber'))!, async () =>
        (await t.database.db.selectFrom('maps').select('id').orderBy('id').execute()).map((row) => row.id),
      );
    expect(await ids(to)).not.toEqual(await ids(from));
    // The deployment's storage limit is the moved village's too.
    const usage = await inVillage(imported.id, () =>
      to.database.db.selectFrom('storage_usage').select('quota_bytes').executeTakeFirstOrThrow(),
    );
    expect(Number(usage.quota_bytes)).toBe(50 * 1024 * 1024);
    // The first village of the other deployment is as it was.
    expect(await content(to.database.db, 'desa')).toEqual(firstBefore);
  });

  it('works there: staff sign in, history restores, a deleted role comes back with its holder', async () => {
    const kades = await signIn(to, 'kades', password);
    const wati = await signIn(to, 'wati', 'sawah-luas-1234');
    expect(wati).toBeTruthy();
    const places = (await ok(to, kades, 'GET', '/api/admin/maps')).data as Json[];
    const mosque = places.find((place) => place.slug === 'masjid-al-ikhlas')!;
    expect(mosque.name).toBe('Masjid Agung Al-Ikhlas');
    const history = (await ok(to, kades, 'GET', `/api/admin/maps/${mosque.id}/history`)) as Json;
    const entries = (history.data ?? history) as Json[];
    expect(entries.length).toBeGreaterThanOrEqual(2);
    const deletedRoles = (await ok(to, kades, 'GET', '/api/admin/roles/deleted')).data as Json[];
    const role = deletedRoles.find((row) => row.label === 'Pemeta' || row.name === 'Pemeta')!;
    const back = await ok(to, kades, 'POST', `/api/admin/roles/deleted/${role.id}/restore`);
    expect(back.permissions.map((permission: Json) => permission.name)).toEqual(['maps-edit']);
    const users = (await ok(to, kades, 'GET', '/api/admin/users')).data as Json[];
    const holder = users.find((user) => user.username === 'wati')!;
    expect(holder.roles.map((r: Json) => r.name)).toEqual(['Pemeta']);
    // The village's pictures are served there, the same bytes.
    const hall = places.find((place) => place.slug === 'balai-desa')!;
    const url = `${base}/uploads/maps/${hall.image}`;
    const there = await to.request({ method: 'GET', url });
    const here = await from.request({ method: 'GET', url });
    expect(there.statusCode, url).toBe(200);
    expect(there.rawPayload.equals(here.rawPayload)).toBe(true);
  });

  it('refuses a file whose slug is taken, or that was tampered with, and changes nothing', async () => {
    const file = path.join(folder, 'sumber.jsonl.gz');
    const villages = async () =>
      (await to.database.db.selectFrom('villages').select('slug').execute()).length;
    const before = await villages();
    await expect(importVillage(to.database.db, file)).rejects.toThrow(/slug/);
    const lines = gunzipSync(await readFile(file))
      .toString()
      .trimEnd()
      .split('\n');
    const tampered = async (change: (lines: string[]) => string[], message: RegExp) => {
      const bad = path.join(folder, 'bad.jsonl.gz');
      await writeFile(bad, gzipSync(`${change([...lines]).join('\n')}\n`));
      const refused = importVillage(to.database.db, bad, {
        slug: 'sumber-dua',
        region_code: null,
        hosts: [],
      });
      await expect(refused).rejects.toBeInstanceOf(BackupError);
      await expect(refused).rejects.toThrow(message);
    };
    // A row naming a village of its own, a table of the deployment's, a row cut off, a backup for a village file.
    await tampered(
      (all) =>
        all.map((line) =>
          line.startsWith('{"row":{"id"') && line.includes('"slug"')
            ? line.replace('{"row":{', '{"row":{"village_id":1,')
            : line,
        ),
      /village_id/,
    );
    await tampered((all) => [all[0]!, '{"table":"sessions","columns":{}}', ...all.slice(1)], /should not/);
    await tampered((all) => all.slice(0, -2), /cut short|lacks rows/);
    await tampered(
      (all) => [all[0]!.replace('petadesa-village', 'petadesa-backup'), ...all.slice(1)],
      /not a PetaDesa village file/,
    );
    expect(await villages()).toBe(before);
  });
});
