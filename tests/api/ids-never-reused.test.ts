import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareDatabase } from '../../src/server/bootstrap.ts';
import { loadConfig } from '../../src/server/config.ts';
import { restoreBackup, writeBackup } from '../../src/server/db/backup.ts';
import { createServerTarget } from '../support/server-target.ts';
import { square } from '../support/shapes.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { testDatabaseKind } from '../support/test-database.ts';

/**
 * Issue 30, P2: an id is never given to a second record. Before, a restore set each serial to one past the
 * highest live id, so a new user got a deleted user's id: restoring the deleted role handed it to the new
 * user, and the new user and a new place showed the old ones' history.
 */
let t: TestApp;
let admin: string;
let folder: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  folder = await mkdtemp(path.join(tmpdir(), 'petadesa-ids-'));
});
afterAll(async () => {
  await t.close();
  await rm(folder, { recursive: true, force: true });
});

// biome-ignore lint/suspicious/noExplicitAny: answers are read field by field; the schemas check them.
type Json = Record<string, any>;

async function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: Json, token = admin) {
  return t.request({ method, url, token, payload });
}

async function ok(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: Json): Promise<Json> {
  const response = await call(method, url, payload);
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
  return response.json().data;
}

async function permissionIds(...names: string[]): Promise<number[]> {
  const rows = await t.database.db
    .selectFrom('permissions')
    .select('id')
    .where('name', 'in', names)
    .execute();
  return rows.map((row) => row.id);
}

const user = (username: string, role_ids: number[] = []) => ({
  name: `Warga ${username}`,
  username,
  email: `${username}@example.test`,
  password: 'sawah-hijau-2026',
  role_ids,
});

const actions = async (url: string) => (await ok('GET', url)).data.map((entry: Json) => entry.action);

async function entryOf(table: string, id: number, action: string): Promise<string> {
  const row = await sql<{ id: string }>`
    select id::text as id from audit_log where table_name = ${table} and record_id = ${id} and action = ${action}
    order by id desc limit 1
  `.execute(t.database.db);
  return row.rows[0]!.id;
}

describe(`ids are never reused (${testDatabaseKind})`, () => {
  it('after a restore, new records get ids no deleted record had, and a deleted role goes back only to its own holders', async () => {
    const powerful = await permissionIds('users-edit', 'users-create', 'settings-edit');
    const role = await ok('POST', '/api/admin/roles', { name: 'Pengelola Warga', permission_ids: powerful });
    const keeper = await ok('POST', '/api/admin/users', user('budi', [role.id]));
    const leaver = await ok('POST', '/api/admin/users', user('wati', [role.id]));
    const place = await ok('POST', '/api/admin/maps', { name: 'Rumah Lama', geometry: square(110.1) });
    await ok('PUT', `/api/admin/maps/${place.id}`, {
      name: 'Rumah Lama',
      description: 'catatan lama',
      geometry: square(110.2),
      version: place.version,
    });
    const oldUpdate = await entryOf('maps', place.id, 'update');
    // The role goes first, while both still hold it; then the newest user and the newest place.
    await ok('DELETE', `/api/admin/roles/${role.id}`);
    await ok('DELETE', `/api/admin/users/${leaver.id}`);
    await ok('DELETE', `/api/admin/maps/${place.id}`);

    const archive = path.join(folder, 'after-deletions.jsonl.gz');
    await writeBackup(t.database.owner, archive);
    await restoreBackup(t.database.owner, archive);
    admin = await t.login();

    const newcomer = await ok('POST', '/api/admin/users', user('baru'));
    const newPlace = await ok('POST', '/api/admin/maps', { name: 'Kios Baru', geometry: square(110.5) });
    console.info(
      `[ids ${testDatabaseKind}] deleted user ${leaver.id} -> new user ${newcomer.id}; deleted place ${place.id} -> new place ${newPlace.id}`,
    );
    expect(newcomer.id).toBeGreaterThan(leaver.id);
    expect(newPlace.id).toBeGreaterThan(place.id);

    // No old history on new records, and no old version to copy into them.
    expect(await actions(`/api/admin/users/${newcomer.id}/history`)).toEqual(['create']);
    expect(await actions(`/api/admin/maps/${newPlace.id}/history`)).toEqual(['create']);
    const copy = await call('POST', `/api/admin/maps/${newPlace.id}/history/${oldUpdate}/restore`, {});
    expect(copy.statusCode).toBe(404);
    expect((await ok('GET', `/api/admin/maps/${newPlace.id}`)).description).toBe('');

    // The deleted role comes back to the holder who is still there, not to the newcomer.
    await ok('POST', `/api/admin/roles/deleted/${role.id}/restore`);
    expect((await ok('GET', `/api/admin/users/${keeper.id}`)).roles.map((r: Json) => r.id)).toEqual([
      role.id,
    ]);
    expect((await ok('GET', `/api/admin/users/${newcomer.id}`)).roles).toEqual([]);
    const newcomerToken = await t.login('baru', 'sawah-hijau-2026');
    expect((await call('POST', '/api/admin/users', user('tamu'), newcomerToken)).statusCode).toBe(403);
    // A role made now takes an id no role ever had.
    const newRole = await ok('POST', '/api/admin/roles', { name: 'Peran Baru', permission_ids: [] });
    expect(newRole.id).toBeGreaterThan(role.id);
  });

  it('a link kept with a deleted record is refused for a record that took its id after the deletion', async () => {
    // A database whose ids were already reused (restored before this fix): links kept as bare ids, and
    // records created after the deletion under the same ids.
    const db = t.database.db;
    const settingsEdit = await permissionIds('settings-edit');
    const role = await ok('POST', '/api/admin/roles', { name: 'Juru Peta', permission_ids: settingsEdit });
    const holder = await ok('POST', '/api/admin/users', user('holder', [role.id]));
    const other = await ok('POST', '/api/admin/roles', { name: 'Juru Tulis', permission_ids: [] });
    const owner = await ok('POST', '/api/admin/users', user('owner', [other.id]));
    const category = await ok('POST', '/api/admin/categories', { name: 'Warung' });
    const filed = await ok('POST', '/api/admin/maps', {
      name: 'Warung Bu Sri',
      category_id: category.id,
      geometry: square(111),
    });
    const shelf = await ok('POST', '/api/admin/categories', { name: 'Lumbung' });
    const stored = await ok('POST', '/api/admin/maps', {
      name: 'Lumbung Desa',
      category_id: shelf.id,
      geometry: square(111.2),
    });
    await ok('PUT', `/api/admin/maps/${filed.id}`, {
      name: 'Warung Bu Sri',
      description: 'rahasia',
      version: 1,
    });
    const filedUpdate = await entryOf('maps', filed.id, 'update');

    await ok('DELETE', `/api/admin/roles/${role.id}`);
    await ok('DELETE', `/api/admin/users/${holder.id}`);
    await ok('DELETE', `/api/admin/users/${owner.id}`);
    await ok('DELETE', `/api/admin/roles/${other.id}`);
    await ok('DELETE', `/api/admin/categories/${category.id}`);
    await ok('DELETE', `/api/admin/maps/${filed.id}`);
    await ok('DELETE', `/api/admin/maps/${stored.id}`);
    await ok('DELETE', `/api/admin/categories/${shelf.id}`);
    // Links as they were kept before issue 30: ids only.
    await sql`
      update deleted_records set links = jsonb_build_object(
        'permissions', coalesce((select jsonb_agg(e -> 'id') from jsonb_array_elements(links -> 'permissions') e
          where jsonb_typeof(e) = 'object'), links -> 'permissions', '[]'::jsonb),
        'users', coalesce((select jsonb_agg(e -> 'id') from jsonb_array_elements(links -> 'users') e
          where jsonb_typeof(e) = 'object'), links -> 'users', '[]'::jsonb),
        'roles', coalesce((select jsonb_agg(e -> 'id') from jsonb_array_elements(links -> 'roles') e
          where jsonb_typeof(e) = 'object'), links -> 'roles', '[]'::jsonb),
        'maps', coalesce((select jsonb_agg(e -> 'id') from jsonb_array_elements(links -> 'maps') e
          where jsonb_typeof(e) = 'object'), links -> 'maps', '[]'::jsonb))
    `.execute(db);
    // Newcomers under the deleted ones' ids, a second later.
    const later = sql`now() + interval '1 second'`;
    await sql`insert into users (id, name, username, email, password_hash, created_at)
      select ${holder.id}, 'Penyusup', 'penyusup', 'penyusup@example.test', password_hash, ${later}
      from users where username = 'admin'`.execute(db);
    await sql`insert into roles (id, name, created_at) values (${other.id}, 'Peran Penyusup', ${later})`.execute(
      db,
    );
    await sql`insert into role_permissions (role_id, permission_id) values (${other.id}, ${settingsEdit[0]})`.execute(
      db,
    );
    await sql`insert into categories (id, name, created_at) values (${shelf.id}, 'Kategori Penyusup', ${later})`.execute(
      db,
    );
    await sql`insert into maps (id, name, slug, created_at) values (${filed.id}, 'Tempat Penyusup', 'penyusup', ${later})`.execute(
      db,
    );

    // The role goes back to nobody: its holder is gone, and the user now under that id is someone else.
    await ok('POST', `/api/admin/roles/deleted/${role.id}/restore`);
    expect((await ok('GET', `/api/admin/users/${holder.id}`)).roles).toEqual([]);
    // The user comes back without the role that now has its old role's id.
    const back = await ok('POST', `/api/admin/users/deleted/${owner.id}/restore`);
    expect(back.roles).toEqual([]);
    // The category does not take in the place that now has its old place's id.
    await ok('POST', `/api/admin/categories/deleted/${category.id}/restore`);
    expect((await ok('GET', `/api/admin/maps/${filed.id}`)).category_id).toBeNull();
    // A place comes back uncategorised rather than filed under a category that took its category's id.
    expect((await ok('POST', `/api/admin/maps/deleted/${stored.id}/restore`)).category_id).toBeNull();
    // The place under a deleted place's id shows none of its history, and cannot copy its versions.
    expect(await actions(`/api/admin/maps/${filed.id}/history`)).toEqual([]);
    const copy = await call('POST', `/api/admin/maps/${filed.id}/history/${filedUpdate}/restore`, {});
    expect(copy.statusCode).toBe(404);
  });
});

describe(`ids are never reused after a database is restored by other means (${testDatabaseKind})`, () => {
  it('raises every serial at start above the ids only deleted records and the audit log still hold', async () => {
    const target = await createServerTarget('serials');
    try {
      const config = loadConfig({ ...target.env, ADMIN_PASSWORD: 'serials-password', SEED_DEMO: '0' });
      const quiet = { info: () => {}, warn: () => {} };
      let { database } = await prepareDatabase(config, quiet);
      const db = database.owner;
      // A user and a place that exist only in "Recently deleted" and the audit log, and an audit entry that
      // names a restored entry, as a copy made by other means (pg_dump of the rows, say) leaves them.
      await sql`insert into deleted_records (table_name, record_id, label, row, deleted_by)
        values ('users', 40, 'Wati (wati)', '{"id": 40}', 'admin'),
               ('categories', 6, 'Warung', '{"id": 6}', 'admin')`.execute(db);
      await sql`insert into audit_log (actor_id, actor_username, table_name, record_id, action)
        values (null, 'admin', 'maps', 70, 'create')`.execute(db);
      await sql`insert into deleted_records (table_name, record_id, label, row, links, deleted_by)
        values ('roles', 3, 'Juru', '{"id": 3}', '{"users": [55], "permissions": [90]}', 'admin')`.execute(
        db,
      );
      for (const table of ['users', 'maps', 'categories', 'roles', 'permissions']) {
        await sql`select setval(pg_get_serial_sequence(${table}, 'id'), 1, false)`.execute(db);
      }
      await database.close();

      ({ database } = await prepareDatabase(config, quiet));
      try {
        const next = async (table: string) =>
          (
            await sql<{
              id: number;
            }>`select nextval(pg_get_serial_sequence(${table}, 'id'))::int as id`.execute(database.db)
          ).rows[0]!.id;
        expect(await next('users')).toBeGreaterThan(55);
        expect(await next('maps')).toBeGreaterThan(70);
        expect(await next('categories')).toBeGreaterThan(6);
        expect(await next('permissions')).toBeGreaterThan(90);
      } finally {
        await database.close();
      }
    } finally {
      await target.remove();
    }
  }, 180_000);
});
