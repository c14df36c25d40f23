import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, TINY_PNG } from '../support/multipart.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let admin: string;
let adminId: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  adminId = (await t.request({ method: 'GET', url: '/api/me', token: admin })).json().data.id;
});
afterAll(() => t.close());

function entriesOf(table: string, recordId: number) {
  return t.database.db
    .selectFrom('audit_log')
    .selectAll()
    .where('table_name', '=', table)
    .where('record_id', '=', recordId)
    .orderBy('id')
    .execute();
}

async function countEntries(): Promise<number> {
  const row = await t.database.db
    .selectFrom('audit_log')
    .select(sql<number>`count(*)::int`.as('n'))
    .executeTakeFirstOrThrow();
  return row.n;
}

async function send(method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  const response = await t.request({ method, url, token: admin, ...(payload ? { payload } : {}) });
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
  return response.json().data;
}

const resources = [
  {
    table: 'permissions',
    create: { name: 'audit-probe' },
    update: { name: 'audit-probe-renamed' },
    field: 'name',
  },
  {
    table: 'roles',
    create: { name: 'Juru peta', permission_ids: [] },
    update: { name: 'Juru ukur', permission_ids: [] },
    field: 'name',
  },
  {
    table: 'users',
    create: {
      name: 'Siti',
      username: 'siti',
      email: 'siti@example.test',
      password: 'sawah-hijau-2026',
      role_ids: [],
    },
    update: { name: 'Siti Aminah', username: 'siti', email: 'siti@example.test', role_ids: [] },
    field: 'name',
  },
  { table: 'categories', create: { name: 'Sekolah' }, update: { name: 'Sekolah Dasar' }, field: 'name' },
  {
    table: 'maps',
    create: { name: 'SD Negeri 1', latitude: -7.5, longitude: 110.2 },
    update: { name: 'SD Negeri 2' },
    field: 'name',
  },
] as const;

describe('the audit log', () => {
  for (const resource of resources) {
    it(`records who created, updated and deleted a ${resource.table} record, with before and after`, async () => {
      const url = `/api/admin/${resource.table}`;
      const created = await send('POST', url, resource.create);
      await send('PUT', `${url}/${created.id}`, resource.update);
      await send('DELETE', `${url}/${created.id}`);

      const entries = await entriesOf(resource.table, created.id);
      expect(entries.map((entry) => entry.action)).toEqual(['create', 'update', 'delete']);
      for (const entry of entries) {
        expect(entry.actor_id).toBe(adminId);
        expect(entry.actor_username).toBe('admin');
        expect(Math.abs(entry.at.getTime() - Date.now())).toBeLessThan(60_000);
      }
      const [create, update, remove] = entries as [
        (typeof entries)[0],
        (typeof entries)[0],
        (typeof entries)[0],
      ];
      const field = resource.field;
      expect(create.before).toBeNull();
      expect(create.after).toMatchObject({ id: created.id, [field]: resource.create[field] });
      expect(update.before).toMatchObject({ [field]: resource.create[field] });
      expect(update.after).toMatchObject({ [field]: resource.update[field] });
      expect(remove.before).toMatchObject({ id: created.id, [field]: resource.update[field] });
      expect(remove.after).toBeNull();
      // Never a password or its hash, whatever the table.
      expect(JSON.stringify(entries)).not.toMatch(/argon2|password_hash|sawah-hijau/);
    });
  }

  it('records a settings change with the values before and after', async () => {
    const before = await t.request({ method: 'GET', url: '/api/admin/settings', token: admin });
    await send('PUT', '/api/admin/settings', {
      title: 'Desa Audit',
      description: '',
      map_center_lat: -7.5,
      map_center_lng: 110.2,
      map_zoom: 14,
    });
    const [entry] = (await entriesOf('settings', 1)).slice(-1);
    expect(entry).toMatchObject({ action: 'update', actor_id: adminId });
    expect(entry?.before).toMatchObject({ title: before.json().data.title });
    expect(entry?.after).toMatchObject({ title: 'Desa Audit', map_zoom: 14 });
  });

  it('marks a password change without keeping the password', async () => {
    const user = await send('POST', '/api/admin/users', {
      name: 'Budi',
      username: 'budi',
      email: 'budi@example.test',
      password: 'sawah-hijau-2026',
      role_ids: [],
    });
    await send('PUT', `/api/admin/users/${user.id}`, {
      name: 'Budi',
      username: 'budi',
      email: 'budi@example.test',
      password: 'kebun-kopi-2027',
      role_ids: [],
    });
    const entries = await entriesOf('users', user.id);
    expect(entries.at(-1)?.after).toMatchObject({ password_changed: true });
    expect(JSON.stringify(entries)).not.toMatch(/kebun-kopi|argon2/);
  });

  it('writes nothing when the change is refused', async () => {
    const count = await countEntries();
    const refused = await t.request({
      method: 'POST',
      url: '/api/admin/categories',
      token: admin,
      payload: { name: '' },
    });
    expect(refused.statusCode).toBe(422);
    const system = await t.database.db
      .selectFrom('permissions')
      .select('id')
      .where('name', '=', 'users-create')
      .executeTakeFirstOrThrow();
    const systemDelete = await t.request({
      method: 'DELETE',
      url: `/api/admin/permissions/${system.id}`,
      token: admin,
    });
    expect(systemDelete.statusCode).toBe(422);
    // The last full administrator cannot be deleted: the delete ran, then the check rolled it back.
    const me = await t.request({ method: 'DELETE', url: `/api/admin/users/${adminId}`, token: admin });
    expect(me.statusCode).toBe(422);
    expect(await countEntries()).toBe(count);
  });

  it('keeps the change and its record together: when the record cannot be written, the change is undone', async () => {
    const imagesBefore = await t.storedImages('categories');
    const categoriesBefore = await t.database.db.selectFrom('categories').select('id').execute();
    await sql`alter table audit_log add constraint audit_probe check (table_name <> 'categories') not valid`.execute(
      t.database.owner,
    );
    try {
      const response = await t.request({
        method: 'POST',
        url: '/api/admin/categories',
        token: admin,
        ...multipart(
          { name: 'Tak tercatat' },
          { filename: 'a.png', contentType: 'image/png', bytes: TINY_PNG },
        ),
      });
      expect(response.statusCode).toBe(500);
    } finally {
      await sql`alter table audit_log drop constraint audit_probe`.execute(t.database.owner);
    }
    expect(await t.database.db.selectFrom('categories').select('id').execute()).toEqual(categoriesBefore);
    expect(await t.storedImages('categories')).toEqual(imagesBefore);
  });

  it('leaves neither an image nor a row nor a record when the row write fails after the image was stored', async () => {
    const imagesBefore = await t.storedImages('maps');
    const count = await countEntries();
    // The image is stored first; then the insert hits this constraint.
    await sql`alter table maps add constraint maps_probe check (name <> 'Gagal simpan')`.execute(
      t.database.owner,
    );
    try {
      const response = await t.request({
        method: 'POST',
        url: '/api/admin/maps',
        token: admin,
        ...multipart(
          { name: 'Gagal simpan', latitude: '-7.5', longitude: '110.2' },
          { filename: 'a.png', contentType: 'image/png', bytes: TINY_PNG },
        ),
      });
      expect(response.statusCode).toBe(500);
    } finally {
      await sql`alter table maps drop constraint maps_probe`.execute(t.database.owner);
    }
    const rows = await t.database.db
      .selectFrom('maps')
      .select('id')
      .where('name', '=', 'Gagal simpan')
      .execute();
    expect(rows).toEqual([]);
    expect(await t.storedImages('maps')).toEqual(imagesBefore);
    expect(await countEntries()).toBe(count);

    // The same upload succeeds once the database accepts it, and then leaves exactly one image.
    const ok = await t.request({
      method: 'POST',
      url: '/api/admin/maps',
      token: admin,
      ...multipart(
        { name: 'Gagal simpan', latitude: '-7.5', longitude: '110.2' },
        { filename: 'a.png', contentType: 'image/png', bytes: TINY_PNG },
      ),
    });
    expect(ok.statusCode).toBe(201);
    expect(await t.storedImages('maps')).toEqual([...imagesBefore, ok.json().data.image].sort());
  });
});
