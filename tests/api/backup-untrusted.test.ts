import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BackupError, NOT_BACKED_UP, restoreBackup, writeBackup } from '../../src/server/db/backup.ts';
import { COLUMNS } from '../../src/server/db/restore-rows.ts';
import { multipart, TINY_PNG } from '../support/multipart.ts';
import { square } from '../support/shapes.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { testDatabaseKind } from '../support/test-database.ts';

/**
 * Issue 30, P3: a backup is untrusted input. A crafted version 2 backup restored an image row as written,
 * content type included, and `/uploads/maps/x.png` came back as text/html whose script read the session
 * cookie. Every row is now checked as the API would have checked it, and a refused backup changes nothing.
 */
let t: TestApp;
let admin: string;
let folder: string;
let good: Json[];

// biome-ignore lint/suspicious/noExplicitAny: backup lines are edited field by field.
type Json = Record<string, any>;

async function ok(method: 'POST' | 'PUT' | 'DELETE', url: string, options: object = {}): Promise<Json> {
  const response = await t.request({ method, url, token: admin, ...options });
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
  return response.json().data;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  folder = await mkdtemp(path.join(tmpdir(), 'petadesa-untrusted-'));
  // Something of everything: an image, a place with a shape, a user with a role, a boundary, history, and
  // a deleted user and role with their links.
  const png = { filename: 'm.png', contentType: 'image/png', bytes: TINY_PNG };
  const category = await ok('POST', '/api/admin/categories', { ...multipart({ name: 'Masjid' }, png) });
  await ok('POST', '/api/admin/maps', {
    ...multipart(
      { name: 'Masjid Al-Ikhlas', category_id: String(category.id), geometry: JSON.stringify(square(110)) },
      png,
    ),
  });
  const role = await ok('POST', '/api/admin/roles', { payload: { name: 'Juru Peta', permission_ids: [] } });
  const user = { name: 'Siti', username: 'siti', email: 'siti@example.test', password: 'sawah-hijau-2026' };
  const siti = await ok('POST', '/api/admin/users', { payload: { ...user, role_ids: [role.id] } });
  await ok('POST', '/api/admin/users', {
    payload: { ...user, username: 'budi', email: 'b@example.test', role_ids: [] },
  });
  await ok('PUT', '/api/admin/settings', {
    payload: {
      title: 'Desa Sumberagung',
      map_center_lat: -7.5,
      map_center_lng: 110,
      map_zoom: 13,
      village_boundary: square(110),
    },
  });
  await ok('DELETE', `/api/admin/roles/${role.id}`);
  await ok('DELETE', `/api/admin/users/${siti.id}`);
  const file = path.join(folder, 'good.jsonl.gz');
  await writeBackup(t.database.owner, file);
  good = gunzipSync(await readFile(file))
    .toString('utf8')
    .trimEnd()
    .split('\n')
    .map((line) => JSON.parse(line));
});
afterAll(async () => {
  await t.close();
  await rm(folder, { recursive: true, force: true });
});

/** Every table's rows, to see that a refused restore changed nothing. */
async function snapshot() {
  const tables: Record<string, unknown[]> = {};
  for (const table of Object.keys(COLUMNS)) {
    const exists = await sql<{ n: number }>`
      select count(*)::int as n from information_schema.tables where table_schema = 'public' and table_name = ${table}
    `.execute(t.database.db);
    if (exists.rows[0]!.n === 0) continue;
    const rows = (await sql`select * from ${sql.table(table)}`.execute(t.database.db)).rows;
    tables[table] = rows.map((row) => JSON.stringify(row)).sort();
  }
  return tables;
}

/** A copy of the good backup's lines, edited, written as a backup file. */
async function crafted(name: string, edit: (lines: Json[]) => void): Promise<string> {
  const lines = structuredClone(good);
  edit(lines);
  const file = path.join(folder, `${name.replace(/\W+/g, '-')}.jsonl.gz`);
  await writeFile(file, gzipSync(`${lines.map((line) => JSON.stringify(line)).join('\n')}\n`));
  return file;
}

/** The rows of one table in a backup's lines (the objects themselves, to edit in place). */
function rowsOf(lines: Json[], table: string): Json[] {
  const start = lines.findIndex((line) => line.table === table);
  expect(start, `the backup has ${table}`).toBeGreaterThan(-1);
  const rows: Json[] = [];
  for (let i = start + 1; i < lines.length && 'row' in lines[i]!; i++) rows.push(lines[i]!.row);
  return rows;
}

/** Adds a row to a table's part of the backup (and to the count its end line holds). */
function addRow(lines: Json[], table: string, row: Json): void {
  const start = lines.findIndex((line) => line.table === table);
  lines.splice(start + 1, 0, { row });
  const end = lines.find((line) => line.end);
  if (end) end.rows += 1;
}

const HTML = Buffer.from('<!doctype html><script>fetch("/x?c="+document.cookie)</script>');
const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const imageRow = (lines: Json[]) => rowsOf(lines, 'stored_images').find((row) => row.folder === 'maps')!;

const CASES: { what: string; edit: (lines: Json[]) => void; refusal: RegExp }[] = [
  {
    what: 'an image row declared text/html that holds HTML',
    edit: (lines) =>
      addRow(lines, 'stored_images', {
        folder: 'maps',
        name: 'x.png',
        content_type: 'text/html',
        size: HTML.length,
        sha256: sha(HTML),
        bytes: HTML.toString('base64'),
        created_at: new Date().toISOString(),
      }),
    refusal: /stored_images row \d+ \("maps\/x\.png"\) is refused: bytes: not a PNG, JPEG or WebP image/,
  },
  {
    what: 'a PNG declared text/html',
    edit: (lines) => {
      imageRow(lines).content_type = 'text/html';
    },
    refusal: /stored_images row .* content_type: the bytes are image\/png, not text\/html/,
  },
  {
    what: 'a PNG named .jpg',
    edit: (lines) => {
      imageRow(lines).name = 'foto.jpg';
    },
    refusal: /stored_images row .* name: an image of type image\/png is named \.png/,
  },
  {
    what: 'a size that is not the bytes’ length',
    edit: (lines) => {
      imageRow(lines).size += 1;
    },
    refusal: /stored_images row .* size: the bytes are \d+ long/,
  },
  {
    what: 'a SHA-256 that is not the bytes’',
    edit: (lines) => {
      imageRow(lines).sha256 = '0'.repeat(64);
    },
    refusal: /stored_images row .* sha256: is not the SHA-256 of the bytes/,
  },
  {
    what: 'an image in a folder the server has none of',
    edit: (lines) => {
      imageRow(lines).folder = 'scripts';
    },
    refusal: /stored_images row .* folder: is not one of categories, maps/,
  },
  {
    what: 'a place whose geometry leaves the globe',
    edit: (lines) => {
      rowsOf(lines, 'maps')[0]!.geometry = { type: 'Point', coordinates: [200, -7] };
    },
    refusal: /maps row 1 \(id \d+\) is refused: geometry: /,
  },
  {
    what: 'a place whose geometry is a Feature, not a geometry',
    edit: (lines) => {
      const row = rowsOf(lines, 'maps')[0]!;
      row.geometry = { type: 'Feature', geometry: row.geometry, properties: {} };
    },
    refusal: /maps row 1 .* geometry: is not a GeoJSON geometry/,
  },
  {
    what: 'a place status the API does not have',
    edit: (lines) => {
      rowsOf(lines, 'maps')[0]!.status = 'hidden';
    },
    refusal: /maps row 1 .* status: is not one of active, inactive/,
  },
  {
    what: 'a slug that is not one',
    edit: (lines) => {
      rowsOf(lines, 'maps')[0]!.slug = '../../admin';
    },
    refusal: /maps row 1 .* slug: is not a slug/,
  },
  {
    what: 'a colour that is a style',
    edit: (lines) => {
      rowsOf(lines, 'categories')[0]!.color = 'red;background:url(//x)';
    },
    refusal: /categories row 1 .* color: is not a colour/,
  },
  {
    what: 'a username the API refuses',
    edit: (lines) => {
      rowsOf(lines, 'users')[0]!.username = '<img src=x>';
    },
    refusal: /users row 1 .* username: Use 3 to 50 letters, digits, dots, hyphens or underscores\./,
  },
  {
    what: 'a name holding a control character',
    edit: (lines) => {
      rowsOf(lines, 'users')[0]!.name = 'Admin\u001b[31m';
    },
    refusal: /users row 1 .* name: Remove the control character U\+001B at character 6/,
  },
  {
    what: 'a password hash asking argon2 for 4 GiB at every sign-in',
    edit: (lines) => {
      const row = rowsOf(lines, 'users')[0]!;
      row.password_hash = row.password_hash.replace(/m=\d+/, 'm=4194304');
    },
    refusal: /users row 1 .* password_hash: asks argon2 for more than 64 MiB/,
  },
  {
    what: 'a permission name the API refuses',
    edit: (lines) => {
      rowsOf(lines, 'permissions')[0]!.name = 'Semua Hak';
    },
    refusal: /permissions row 1 .* name: Use lowercase letters, digits and hyphens/,
  },
  {
    what: 'a version of 0',
    edit: (lines) => {
      rowsOf(lines, 'roles')[0]!.version = 0;
    },
    refusal: /roles row 1 .* version: is not an id/,
  },
  {
    what: 'a village boundary that crosses itself',
    edit: (lines) => {
      rowsOf(lines, 'settings')[0]!.village_boundary = {
        type: 'Polygon',
        coordinates: [
          [
            [110, -7],
            [110.1, -7.1],
            [110.1, -7],
            [110, -7.1],
            [110, -7],
          ],
        ],
      };
    },
    refusal: /settings row 1 .* village_boundary: The village boundary crosses itself/,
  },
  {
    what: 'a language the settings do not have',
    edit: (lines) => {
      rowsOf(lines, 'settings')[0]!.language = 'klingon';
    },
    refusal: /settings row 1 .* language: is not one of standar, id, en/,
  },
  {
    what: 'an audit entry of an action the log does not have',
    edit: (lines) => {
      rowsOf(lines, 'audit_log')[0]!.action = 'erase';
    },
    refusal: /audit_log row 1 .* action: is not one of create, update, delete, restore/,
  },
  {
    what: 'a deleted user whose kept row the API would refuse',
    edit: (lines) => {
      const deleted = rowsOf(lines, 'deleted_records').find((row) => row.table_name === 'users')!;
      deleted.row.password_hash = 'plain-text-password';
    },
    refusal:
      /deleted_records row \d+ .* row \(a deleted users row\): password_hash: is not an argon2 password hash/,
  },
  {
    what: 'a deleted role whose links are not ids',
    edit: (lines) => {
      const deleted = rowsOf(lines, 'deleted_records').find((row) => row.table_name === 'roles')!;
      deleted.links.users = ['1; drop table users'];
    },
    refusal: /deleted_records row \d+ .* links: users holds something that is not an id/,
  },
  {
    what: 'a role held by a user the backup does not hold',
    edit: (lines) => addRow(lines, 'user_roles', { user_id: 99_999, role_id: rowsOf(lines, 'roles')[0]!.id }),
    refusal:
      /The backup's user_roles rows do not fit together: a row refers to a record the backup does not hold/,
  },
  {
    what: 'a line that is not a record',
    edit: (lines) => lines.splice(3, 0, 42 as unknown as Json),
    refusal: /has a line that is not a record/,
  },
];

describe(`a backup is untrusted input (${testDatabaseKind})`, () => {
  // Bookkeeping of the database itself and what is made again from the records are never in a backup
  // (backup.ts says which).
  it('has a rule for every column of every table a backup holds', async () => {
    const columns = await sql<{ table_name: string; column_name: string }>`
      select table_name, column_name from information_schema.columns c
      where table_schema = 'public' and exists (
        select 1 from information_schema.tables t
        where t.table_schema = 'public' and t.table_name = c.table_name and t.table_type = 'BASE TABLE')
      order by table_name, column_name
    `.execute(t.database.db);
    const missing = columns.rows
      .filter((row) => !NOT_BACKED_UP.has(row.table_name))
      .filter((row) => !COLUMNS[row.table_name]?.[row.column_name])
      .map((row) => `${row.table_name}.${row.column_name}`);
    expect(missing).toEqual([]);
  });

  it.each(CASES)('refuses $what, and changes nothing', async ({ what, edit, refusal }) => {
    const before = await snapshot();
    const file = await crafted(what, edit);
    const error = await restoreBackup(t.database.owner, file).then(
      () => undefined,
      (reason: unknown) => reason,
    );
    expect(error, `${what} was restored`).toBeInstanceOf(BackupError);
    expect((error as Error).message).toMatch(refusal);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a crafted version 1 backup as well', async () => {
    const before = await snapshot();
    const migrations = (
      await sql<{
        name: string;
      }>`select name from kysely_migration where name < '2026-11-26' order by name`.execute(t.database.owner)
    ).rows.map((row) => row.name);
    const v1 = path.join(folder, 'crafted-v1.json.gz');
    await writeFile(
      v1,
      gzipSync(
        JSON.stringify({
          format: 'petadesa-backup',
          version: 1,
          created_at: new Date().toISOString(),
          migrations,
          tables: [{ name: 'maps', rows: [{ id: 7, name: 'Sawah', slug: 'sawah', status: 'dihapus' }] }],
          uploads: [],
        }),
      ),
    );
    await expect(restoreBackup(t.database.owner, v1)).rejects.toThrow(
      /maps row 1 \(id 7\) is refused: status/,
    );
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a line longer than any the server writes before holding it, and changes nothing', async () => {
    const before = await snapshot();
    const lines = structuredClone(good);
    const file = path.join(folder, 'long-line.jsonl.gz');
    const long = `{"row": {"name": "${'a'.repeat(65 * 1024 * 1024)}"}}`;
    const text = [JSON.stringify(lines[0]), JSON.stringify(lines[1]), long, ''].join('\n');
    await writeFile(file, gzipSync(text, { level: 1 }));
    await expect(restoreBackup(t.database.owner, file)).rejects.toThrow(/a line longer than 64 MB/);
    expect(await snapshot()).toEqual(before);
  });

  it('restores the untouched backup whole: the checks refuse nothing the API wrote', async () => {
    const file = await crafted('untouched', () => {});
    const result = await restoreBackup(t.database.owner, file);
    expect(result.images).toBe(2);
    admin = await t.login();
    const image = rowsOf(good, 'stored_images').find((row) => row.folder === 'maps')!;
    const served = await t.request({ method: 'GET', url: `/uploads/maps/${image.name}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
  });
});
