import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_CACHE_CHECK_MS } from '../../src/server/cache/answer-cache.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
});
afterAll(() => t.close());

const url = '/api/public/categories';

describe('GET /api/public/categories', () => {
  it('answers without a token: categories with only their active maps, geometry at 6 decimals', async () => {
    const school = (
      await t.request({
        method: 'POST',
        url: '/api/admin/categories',
        token: admin,
        payload: { name: 'Sekolah', color: '#22c55e' },
      })
    ).json().data;
    await t.request({
      method: 'POST',
      url: '/api/admin/categories',
      token: admin,
      payload: { name: 'Kosong' },
    });
    const point = { type: 'Point', coordinates: [112.123456789, -7.987654321] };
    await t.request({
      method: 'POST',
      url: '/api/admin/maps',
      token: admin,
      payload: { name: 'SDN 1', address: 'Krajan', category_id: school.id, geometry: point },
    });
    await t.request({
      method: 'POST',
      url: '/api/admin/maps',
      token: admin,
      payload: { name: 'SDN Lama', category_id: school.id, status: 'inactive', geometry: point },
    });
    await t.request({
      method: 'POST',
      url: '/api/admin/maps',
      token: admin,
      payload: { name: 'Tugu', geometry: point },
    });

    const response = await t.request({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.map((c: { name: string }) => c.name)).toEqual(['Kosong', 'Sekolah', 'Tanpa kategori']);
    const sekolah = data[1];
    expect(sekolah).toMatchObject({ id: school.id, color: '#22c55e', image: null });
    expect(sekolah.maps).toHaveLength(1);
    expect(Object.keys(sekolah.maps[0]).sort()).toEqual([
      'address',
      'description',
      'geometry',
      'id',
      'image',
      'name',
      'slug',
    ]);
    expect(sekolah.maps[0].geometry).toEqual({ type: 'Point', coordinates: [112.123457, -7.987654] });
    expect(data[2]).toMatchObject({ id: null, maps: [{ name: 'Tugu' }] });
  });

  it('answers a repeat with If-None-Match with 304, and changes its ETag after a write', async () => {
    const first = await t.request({ method: 'GET', url });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const repeat = await t.request({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(repeat.statusCode).toBe(304);
    expect(repeat.body).toBe('');
    await t.request({
      method: 'POST',
      url: '/api/admin/maps',
      token: admin,
      payload: { name: 'Baru', latitude: -7.5, longitude: 112.2 },
    });
    const changed = await t.request({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('shows a change made outside this server (another process, SQL) once the data version is read again', async () => {
    const before = await t.request({ method: 'GET', url });
    await t.database.db
      .updateTable('maps')
      .set({ name: 'Diubah di luar' })
      .where('name', '=', 'Tugu')
      .execute();
    await t.database.db
      .updateTable('categories')
      .set({ color: '#123456' })
      .where('name', '=', 'Sekolah')
      .execute();
    // Within the check interval the cached answer stands: nothing was recomputed to find out.
    const cached = await t.request({ method: 'GET', url });
    expect(cached.headers.etag).toBe(before.headers.etag);
    t.clock.advance(PUBLIC_CACHE_CHECK_MS);
    // This reader starts the version check and gets the answer it had; the next one sees the change.
    await t.request({ method: 'GET', url });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const { data } = (await t.request({ method: 'GET', url })).json();
    const names = data.flatMap((category: { maps: { name: string }[] }) =>
      category.maps.map((map) => map.name),
    );
    expect(names).toContain('Diubah di luar');
    expect(names).not.toContain('Tugu');
    expect(data.find((category: { name: string }) => category.name === 'Sekolah').color).toBe('#123456');
  });

  it('compresses when the client accepts it', async () => {
    for (let i = 0; i < 30; i++) {
      await t.request({
        method: 'POST',
        url: '/api/admin/maps',
        token: admin,
        payload: { name: `Rumah ${i}`, latitude: -7.5, longitude: 112.2 + i / 1000 },
      });
    }
    const plain = await t.request({ method: 'GET', url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const gzipped = await t.request({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(plain.body);
    const brotli = await t.request({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    const refused = await t.request({ method: 'GET', url, headers: { 'accept-encoding': 'br;q=0, gzip' } });
    expect(refused.headers['content-encoding']).toBe('gzip');
  });
});
