import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { prepareDatabase } from '../../src/server/bootstrap.ts';
import { loadConfig } from '../../src/server/config.ts';
import { multipart, TINY_PNG } from '../support/multipart.ts';
import { createServerTarget } from '../support/server-target.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { testDatabaseKind } from '../support/test-database.ts';

/** Images are rows of the database (decision 0020), so every instance on that database serves every image. */
describe(`uploaded images in the database (${testDatabaseKind})`, () => {
  let t: TestApp;
  let other: FastifyInstance;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login();
    // A second instance: its own app, data folder and caches, on the same database.
    other = await buildApp({
      config: loadConfig({ ...process.env, DATA_DIR: '/nonexistent' }),
      db: t.database.db,
    });
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });

  it('serves an image stored through one instance from another, revalidated with a strong ETag', async () => {
    const created = await t.request({
      method: 'POST',
      url: '/api/admin/categories',
      token: admin,
      ...multipart({ name: 'Dua server' }, { filename: 'a.png', contentType: 'image/png', bytes: TINY_PNG }),
    });
    expect(created.statusCode).toBe(201);
    const url = `/uploads/categories/${created.json().data.image}`;
    const served = await other.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    // Revalidated at every use, so a withdrawn image goes at once (decision 0027; a year's immutable before).
    expect(served.headers['cache-control']).toBe('public, no-cache');
    const etag = `"${createHash('sha256').update(served.rawPayload).digest('hex')}"`;
    expect(served.headers.etag).toBe(etag);
    expect(served.rawPayload).toEqual(await t.storedImage('categories', created.json().data.image));
    const again = await other.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    const head = await other.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect(Number(head.headers['content-length'])).toBe(served.rawPayload.length);
  });

  it.each([
    '/uploads/other/a.png',
    '/uploads/categories/none.png',
    '/uploads/categories/UPPER.png',
    '/uploads/categories/a.svg',
    '/uploads/categories/a.png.tmp',
  ])('answers 404 for %s', async (url) => {
    expect((await other.inject({ method: 'GET', url })).statusCode).toBe(404);
  });
});

describe(`moving DATA_DIR/uploads into the database at start (${testDatabaseKind})`, () => {
  it('stores every image once, skips what is not one, and keeps the folder under a new name', async () => {
    const target = await createServerTarget('move-uploads');
    try {
      const config = loadConfig({ ...target.env, ADMIN_PASSWORD: 'move-uploads-pass', SEED_DEMO: '0' });
      const quiet = { info: () => {}, warn: () => {} };
      const uploads = path.join(target.dataDir, 'uploads');
      await mkdir(path.join(uploads, 'categories'), { recursive: true });
      await mkdir(path.join(uploads, 'maps'), { recursive: true });
      await writeFile(path.join(uploads, 'categories', 'sawah.png'), TINY_PNG);
      await writeFile(path.join(uploads, 'maps', '3b2c-kantor.png'), TINY_PNG);
      await writeFile(path.join(uploads, 'maps', 'notes.txt'), 'not an image');
      await writeFile(path.join(uploads, 'maps', 'fake.png'), '<script>alert(1)</script>');

      let { database } = await prepareDatabase(config, quiet);
      const stored = async () =>
        database.db
          .selectFrom('stored_images')
          .select(['folder', 'name', 'content_type'])
          .orderBy('name')
          .execute();
      expect(await stored()).toEqual([
        { folder: 'maps', name: '3b2c-kantor.png', content_type: 'image/png' },
        { folder: 'categories', name: 'sawah.png', content_type: 'image/png' },
      ]);
      expect(existsSync(uploads)).toBe(false);
      const kept = path.join(target.dataDir, 'uploads.moved-to-database');
      expect((await readdir(path.join(kept, 'maps'))).sort()).toEqual([
        '3b2c-kantor.png',
        'fake.png',
        'notes.txt',
      ]);
      const app = await buildApp({ config, db: database.db });
      try {
        // Served once a record holds it (an image no record holds is served to no one: decision 0027).
        await database.db.insertInto('categories').values({ name: 'Sawah', image: 'sawah.png' }).execute();
        const served = await app.inject({ method: 'GET', url: '/uploads/categories/sawah.png' });
        expect(served.rawPayload).toEqual(TINY_PNG);
      } finally {
        await app.close();
      }
      await database.close();

      // A second start has nothing to move and changes nothing.
      ({ database } = await prepareDatabase(config, quiet));
      try {
        expect(await stored()).toHaveLength(2);
        expect(await readdir(target.dataDir)).not.toContain('uploads');
      } finally {
        await database.close();
      }
    } finally {
      await target.remove();
    }
  }, 120_000);
});
