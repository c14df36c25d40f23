import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareDatabase } from '../../src/server/bootstrap.ts';
import { loadConfig } from '../../src/server/config.ts';
import { createBackup, restoreBackup } from '../../src/server/db/backup.ts';
import { multipart, TINY_PNG } from '../support/multipart.ts';
import { createServerTarget } from '../support/server-target.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { testDatabaseKind } from '../support/test-database.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
});
afterAll(() => t.close());

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
    const imageFile = path.join(t.config.dataDir, 'uploads', 'categories', category.image);
    const imageBytes = await readFile(imageFile);

    const archive = await createBackup(t.database.db, t.config.dataDir);

    // Change, delete and add after the backup.
    await send('DELETE', `/api/admin/maps/${map.id}`);
    await send('DELETE', `/api/admin/categories/${category.id}`);
    await send('POST', '/api/admin/categories', { payload: { name: 'Sesudah cadangan' } });
    expect(existsSync(imageFile)).toBe(false);

    const restored = await restoreBackup(t.database.db, t.config.dataDir, archive);
    expect(restored.files).toBe(1);
    expect(await snapshot()).toEqual(before);
    expect(await readFile(imageFile)).toEqual(imageBytes);

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

  it('refuses a file that is not a backup, and leaves the data untouched', async () => {
    const before = await snapshot();
    const files = await readdir(path.join(t.config.dataDir, 'uploads', 'categories'));
    await expect(restoreBackup(t.database.db, t.config.dataDir, Buffer.from('hello'))).rejects.toThrow(
      /not a PetaDesa backup/,
    );
    const wrong = gzipSync(
      JSON.stringify({
        format: 'petadesa-backup',
        version: 1,
        migrations: ['2099-01-01'],
        tables: [],
        uploads: [],
      }),
    );
    await expect(restoreBackup(t.database.db, t.config.dataDir, wrong)).rejects.toThrow(/newer PetaDesa/);
    expect(await snapshot()).toEqual(before);
    expect(await readdir(path.join(t.config.dataDir, 'uploads', 'categories'))).toEqual(files);
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
  it('round-trips a stopped server’s data and uploads through the archive file', async () => {
    const target = await createServerTarget('backup-cli');
    try {
      const config = loadConfig({ ...target.env, ADMIN_PASSWORD: 'backup-cli-password', SEED_DEMO: '0' });
      const quiet = { info: () => {}, warn: () => {} };
      let { database } = await prepareDatabase(config, quiet);
      await database.db.insertInto('categories').values({ name: 'Sawah', image: 'sawah.png' }).execute();
      await mkdir(path.join(target.dataDir, 'uploads', 'categories'), { recursive: true });
      await writeFile(path.join(target.dataDir, 'uploads', 'categories', 'sawah.png'), TINY_PNG);
      await database.close();

      const file = path.join(target.dataDir, 'backup.json.gz');
      const backup = await runScript('scripts/db-backup.ts', [file], target.env);
      expect(backup.code, backup.output).toBe(0);

      database = await target.open();
      await database.db.deleteFrom('categories').execute();
      await database.close();
      await rm(path.join(target.dataDir, 'uploads'), { recursive: true });

      const restore = await runScript('scripts/db-restore.ts', [file], target.env);
      expect(restore.code, restore.output).toBe(0);
      database = await target.open();
      try {
        const rows = await database.db.selectFrom('categories').select(['name', 'image']).execute();
        expect(rows).toEqual([{ name: 'Sawah', image: 'sawah.png' }]);
      } finally {
        await database.close();
      }
      expect(await readFile(path.join(target.dataDir, 'uploads', 'categories', 'sawah.png'))).toEqual(
        TINY_PNG,
      );
    } finally {
      await target.remove();
    }
  }, 180_000);
});
