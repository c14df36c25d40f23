import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareDatabase } from '../../src/server/bootstrap.ts';
import { loadConfig } from '../../src/server/config.ts';
import { restoreBackup, writeBackup } from '../../src/server/db/backup.ts';
import { DatabaseImageStorage } from '../../src/server/uploads/database-image-storage.ts';
import { multipart, TINY_PNG } from '../support/multipart.ts';
import { createServerTarget } from '../support/server-target.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { testDatabaseKind } from '../support/test-database.ts';

let t: TestApp;
let admin: string;
let folder: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  folder = await mkdtemp(path.join(tmpdir(), 'petadesa-backups-'));
});
afterAll(async () => {
  await t.close();
  await rm(folder, { recursive: true, force: true });
});

const TABLES = [
  'users',
  'roles',
  'permissions',
  'user_roles',
  'role_permissions',
  'categories',
  'maps',
  'settings',
  'audit_log',
  'stored_images',
];

async function snapshot() {
  const tables: Record<string, unknown[]> = {};
  for (const table of TABLES) {
    tables[table] = (await sql`select * from ${sql.table(table)} order by 1, 2`.execute(t.database.db)).rows;
  }
  return tables;
}

async function send(method: 'POST' | 'PUT' | 'DELETE', url: string, options: object = {}) {
  const response = await t.request({ method, url, token: admin, ...options });
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
  return response.json().data;
}

describe(`backup and restore (${testDatabaseKind})`, () => {
  it('brings back every row and every uploaded image after changes and deletions', async () => {
    const category = await send('POST', '/api/admin/categories', {
      ...multipart(
        { name: 'Masjid', color: '#22c55e' },
        { filename: 'm.png', contentType: 'image/png', bytes: TINY_PNG },
      ),
    });
    const map = await send('POST', '/api/admin/maps', {
      payload: {
        name: 'Masjid Al-Ikhlas',
        category_id: category.id,
        geometry: {
          type: 'Polygon',
          coordinates: [
            [
              [110, -7],
              [110.01, -7],
              [110.01, -7.01],
              [110, -7],
            ],
          ],
        },
      },
    });
    await send('POST', '/api/admin/users', {
      payload: {
        name: 'Siti',
        username: 'siti',
        email: 'siti@example.test',
        password: 'sawah-hijau-2026',
        role_ids: [],
      },
    });
    const before = await snapshot();
    const imageUrl = `/uploads/categories/${category.image}`;
    const image = await t.request({ method: 'GET', url: imageUrl });
    expect(image.statusCode).toBe(200);

    const archive = path.join(folder, 'round-trip.jsonl.gz');
    expect(await writeBackup(t.database.owner, archive)).toMatchObject({ images: 1 });

    // Change, delete and add after the backup.
    await send('DELETE', `/api/admin/maps/${map.id}`);
    await send('DELETE', `/api/admin/categories/${category.id}`);
    await send('POST', '/api/admin/categories', { payload: { name: 'Sesudah cadangan' } });
    await t.purgeDeleted();
    expect((await t.request({ method: 'GET', url: imageUrl })).statusCode).toBe(404);

    const restored = await restoreBackup(t.database.owner, archive);
    expect(restored.images).toBe(1);
    expect(await snapshot()).toEqual(before);
    expect((await t.request({ method: 'GET', url: imageUrl })).rawPayload).toEqual(image.rawPayload);

    // Sessions are not in the backup: the token from before the restore no longer works.
    expect((await t.request({ method: 'GET', url: '/api/me', token: admin })).statusCode).toBe(401);
    admin = await t.login();
    expect((await t.request({ method: 'GET', url: '/api/me', token: admin })).statusCode).toBe(200);
    // The restored data works: the map is served with its geometry, and new records get fresh ids.
    const fresh = await send('POST', '/api/admin/categories', { payload: { name: 'Baru' } });
    expect(fresh.id).toBeGreaterThan(category.id);
    const got = await t.request({ method: 'GET', url: `/api/admin/maps/${map.id}`, token: admin });
    expect(got.json().data.geometry.type).toBe('Polygon');
  });

  it('refuses a file that is not a backup, from a newer version, or cut short, and leaves the data untouched', async () => {
    const before = await snapshot();
    const notBackup = path.join(folder, 'hello.gz');
    await writeFile(notBackup, 'hello');
    await expect(restoreBackup(t.database.owner, notBackup)).rejects.toThrow(/not a PetaDesa backup/);
    const newer = path.join(folder, 'newer.jsonl.gz');
    await writeFile(
      newer,
      gzipSync(
        JSON.stringify({ format: 'petadesa-backup', version: 2, migrations: ['2099-01-01'], created_at: '' }),
      ),
    );
    await expect(restoreBackup(t.database.owner, newer)).rejects.toThrow(/newer PetaDesa/);
    // A whole backup, then the same without its last lines (as a copy cut short would be).
    const whole = path.join(folder, 'whole.jsonl.gz');
    await writeBackup(t.database.owner, whole);
    const lines = gunzipSync(await readFile(whole))
      .toString('utf8')
      .trimEnd()
      .split('\n');
    const cut = path.join(folder, 'cut.jsonl.gz');
    await writeFile(cut, gzipSync(`${lines.slice(0, -3).join('\n')}\n`));
    await expect(restoreBackup(t.database.owner, cut)).rejects.toThrow(/cut short/);
    const torn = path.join(folder, 'torn.jsonl.gz');
    const bytes = await readFile(whole);
    await writeFile(torn, bytes.subarray(0, Math.floor(bytes.length * 0.8)));
    await expect(restoreBackup(t.database.owner, torn)).rejects.toThrow(/cut short/);
    expect(await snapshot()).toEqual(before);
  });

  it('reads a version 1 backup, whose uploads folder becomes stored images', async () => {
    const migrations = (
      await sql<{
        name: string;
      }>`select name from kysely_migration where name < '2026-11-26' order by name`.execute(t.database.owner)
    ).rows.map((row) => row.name);
    const v1 = path.join(folder, 'v1.json.gz');
    await writeFile(
      v1,
      gzipSync(
        JSON.stringify({
          format: 'petadesa-backup',
          version: 1,
          created_at: new Date().toISOString(),
          migrations,
          tables: [{ name: 'categories', columns: {}, rows: [{ id: 7, name: 'Sawah', image: 'sawah.png' }] }],
          uploads: [{ path: 'categories/sawah.png', data: TINY_PNG.toString('base64') }],
        }),
      ),
    );
    expect(await restoreBackup(t.database.owner, v1)).toEqual({ rows: 2, images: 1 });
    const category = await t.database.db.selectFrom('categories').select(['id', 'name', 'image']).execute();
    expect(category).toEqual([{ id: 7, name: 'Sawah', image: 'sawah.png' }]);
    const image = await t.request({ method: 'GET', url: '/uploads/categories/sawah.png' });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload).toEqual(TINY_PNG);
  });
});

function runScript(script: string, args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
      env: { ...process.env, LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('exit', (code) => resolve({ code, output }));
  });
}

describe(`npm run db:backup and db:restore (${testDatabaseKind})`, () => {
  it('round-trips a stopped server’s data and images through the archive file', async () => {
    const target = await createServerTarget('backup-cli');
    try {
      const config = loadConfig({ ...target.env, ADMIN_PASSWORD: 'backup-cli-password', SEED_DEMO: '0' });
      const quiet = { info: () => {}, warn: () => {} };
      let { database } = await prepareDatabase(config, quiet);
      await database.db.insertInto('categories').values({ name: 'Sawah', image: 'sawah.png' }).execute();
      await new DatabaseImageStorage(database.db).put('categories', 'sawah.png', {
        contentType: 'image/png',
        bytes: TINY_PNG,
      });
      await database.close();

      const file = path.join(target.dataDir, 'backup.jsonl.gz');
      const backup = await runScript('scripts/db-backup.ts', [file], target.env);
      expect(backup.code, backup.output).toBe(0);

      database = await target.open();
      await database.db.deleteFrom('categories').execute();
      await database.db.deleteFrom('stored_images').execute();
      await database.close();

      const restore = await runScript('scripts/db-restore.ts', [file], target.env);
      expect(restore.code, restore.output).toBe(0);
      database = await target.open();
      try {
        const rows = await database.db.selectFrom('categories').select(['name', 'image']).execute();
        expect(rows).toEqual([{ name: 'Sawah', image: 'sawah.png' }]);
        const stored = await new DatabaseImageStorage(database.db).get('categories', 'sawah.png');
        expect(Buffer.from(stored!.bytes)).toEqual(TINY_PNG);
      } finally {
        await database.close();
      }
    } finally {
      await target.remove();
    }
  }, 180_000);
});
