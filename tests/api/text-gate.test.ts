import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, TINY_PNG } from '../support/multipart.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { createCategory, sendImport } from '../support/transfer.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
});
afterAll(() => t.close());

const NUL = 'a\u0000b';
const LONE_SURROGATE = 'a\uD800b';

/** No answer may be a 500, and a refused field is named with the spec's key. */
function expectRefused(response: { statusCode: number; json(): unknown }, key: string) {
  expect(response.statusCode).toBe(422);
  const body = response.json() as { errors?: Record<string, string> };
  expect(body.errors?.[key]).toMatch(/not allowed/);
}

describe('one gate for text (NUL, control characters, lone surrogates)', () => {
  it('refuses a NUL in the login username with 422 before any sign-in (the review saw 500)', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":"a\\u0000","password":"x"}',
    });
    expectRefused(response, 'Username');
  });

  it('refuses a NUL or another control character in the search of all five lists', async () => {
    for (const list of ['permissions', 'roles', 'users', 'categories', 'maps']) {
      // A lone surrogate cannot travel in a URL: its UTF-8 bytes decode to U+FFFD, a plain character.
      const broken = await t.request({
        method: 'GET',
        url: `/api/admin/${list}?search=%ED%A0%80`,
        token: admin,
      });
      expect(broken.statusCode).toBe(200);
      for (const search of [NUL, 'a\u001bb']) {
        const response = await t.request({
          method: 'GET',
          url: `/api/admin/${list}?search=${encodeURIComponent(search)}`,
          token: admin,
        });
        expectRefused(response, 'Search');
      }
    }
  });

  it('refuses NUL in names, descriptions and addresses over JSON, and a line break in a one-line field', async () => {
    const cases: [string, string, Record<string, unknown>, string][] = [
      ['POST', '/api/admin/permissions', { name: NUL }, 'Name'],
      ['POST', '/api/admin/roles', { name: NUL, permission_ids: [] }, 'Name'],
      [
        'POST',
        '/api/admin/users',
        { name: NUL, username: 'nul-user', email: 'nul@desa.test', password: 'kebun-teh-88' },
        'Name',
      ],
      [
        'POST',
        '/api/admin/users',
        { name: 'N', username: 'nul-user', email: 'nul@desa.test', password: 'kebun\u0000teh-88' },
        'Password',
      ],
      ['POST', '/api/admin/categories', { name: 'Kategori', description: NUL }, 'Description'],
      ['POST', '/api/admin/maps', { name: 'Peta', address: NUL, latitude: -7.5, longitude: 110 }, 'Address'],
      ['POST', '/api/admin/maps', { name: 'Peta\nbaris dua', latitude: -7.5, longitude: 110 }, 'Name'],
      [
        'PUT',
        '/api/admin/settings',
        { title: NUL, map_center_lat: -7.5, map_center_lng: 110, map_zoom: 12 },
        'Title',
      ],
      [
        'PUT',
        '/api/admin/settings',
        {
          title: 'Desa',
          description: LONE_SURROGATE,
          map_center_lat: -7.5,
          map_center_lng: 110,
          map_zoom: 12,
        },
        'Description',
      ],
    ];
    for (const [method, url, payload, key] of cases) {
      const response = await t.request({ method: method as 'POST', url, token: admin, payload });
      expectRefused(response, key);
    }
    // Multi-line fields keep their line breaks and tabs.
    const kept = await t.request({
      method: 'POST',
      url: '/api/admin/categories',
      token: admin,
      payload: { name: 'Sekolah', description: 'Baris satu\r\nBaris dua\tdengan tab' },
    });
    expect(kept.statusCode).toBe(201);
    expect(kept.json().data.description).toBe('Baris satu\r\nBaris dua\tdengan tab');
  });

  it('refuses NUL in multipart fields and in an uploaded file name', async () => {
    const field = await t.request({
      method: 'POST',
      url: '/api/admin/categories',
      token: admin,
      ...multipart({ name: NUL }),
    });
    expectRefused(field, 'Name');
    const fileName = await t.request({
      method: 'POST',
      url: '/api/admin/categories',
      token: admin,
      ...multipart(
        { name: 'Bergambar' },
        { filename: 'gam\u0001bar.png', contentType: 'image/png', bytes: TINY_PNG },
      ),
    });
    expectRefused(fileName, 'Image');
  });

  it('refuses NUL over tRPC too, with the field key in data.appError', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/trpc/categories.create',
      token: admin,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ json: { name: NUL } }),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().error.json.data.appError.errors.Name).toMatch(/U\+0000/);
  });
});

describe('the same rule for what an import file holds', () => {
  const point = (properties: Record<string, unknown>) =>
    JSON.stringify({
      type: 'FeatureCollection',
      features: [{ type: 'Feature', properties, geometry: { type: 'Point', coordinates: [110.4, -7.5] } }],
    });

  it('refuses a NUL in an imported name, description or attribute name, and says which feature', async () => {
    const categoryId = await createCategory(t, admin, 'Impor Teks');
    const preview = (bytes: string, filename = 'desa.geojson') =>
      sendImport(t, 'preview', { token: admin, filename, bytes, categoryId });
    for (const properties of [
      { name: NUL },
      { name: 'Pos', description: 'a\u0007b' },
      { 'na\u0000me': 'x' },
    ]) {
      const response = await preview(point(properties));
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.File).toMatch(/not|holds/);
    }
    const csv = await preview('name,lat,lon\nPos\u0000Ronda,-7.5,110.4\n', 'desa.csv');
    expect(csv.statusCode).toBe(422);
    expect(csv.json().errors.File).toMatch(/Feature 1: its name/);
    // A line break inside a name becomes a space; one in a description is kept.
    const kept = await preview(point({ name: 'Balai\nDesa', description: 'Baris satu\nBaris dua' }));
    expect(kept.statusCode).toBe(200);
    expect(kept.json().data.features[0]).toMatchObject({
      name: 'Balai Desa',
      description: 'Baris satu\nBaris dua',
    });
    // The file's own name goes through the gate for every field.
    const named = await preview(point({ name: 'Pos' }), 'de\u0000sa.geojson');
    expectRefused(named, 'File');
  });
});

describe('database errors never reach an answer', () => {
  it('a tRPC failure the request did not cause answers a generic 500 and logs the rest', async () => {
    await sql`alter table categories add constraint categories_probe check (name <> 'Rusak') not valid`.execute(
      t.database.owner,
    );
    try {
      const response = await t.request({
        method: 'POST',
        url: '/trpc/categories.create',
        token: admin,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ json: { name: 'Rusak' } }),
      });
      expect(response.statusCode).toBe(500);
      expect(response.body).not.toMatch(/categories_probe|constraint|violates/);
      expect(response.json().error.json.message).toBe('Internal server error.');
    } finally {
      await sql`alter table categories drop constraint categories_probe`.execute(t.database.owner);
    }
  });

  it('a unique violation the services do not name still answers 422 with the field key', async () => {
    await sql`create unique index categories_description_key on categories (description) where description = 'sama'`.execute(
      t.database.owner,
    );
    try {
      const first = await t.request({
        method: 'POST',
        url: '/api/admin/categories',
        token: admin,
        payload: { name: 'Satu', description: 'sama' },
      });
      expect(first.statusCode).toBe(201);
      const second = await t.request({
        method: 'POST',
        url: '/api/admin/categories',
        token: admin,
        payload: { name: 'Dua', description: 'sama' },
      });
      expect(second.statusCode).toBe(422);
      expect(second.json().errors.Description).toMatch(/already taken/);
    } finally {
      await sql`drop index categories_description_key`.execute(t.database.owner);
    }
  });
});

describe('batches, caching and cookies', () => {
  it('refuses a tRPC batch of more than 10 calls (the review fetched 65 MB with one GET of 60)', async () => {
    const paths = Array.from({ length: 60 }, () => 'public.categories').join(',');
    const response = await t.request({ method: 'GET', url: `/trpc/${paths}?batch=1&input=%7B%7D` });
    expect(response.statusCode).toBe(400);
    expect(response.body.length).toBeLessThan(2000);
  });

  it('marks every authenticated answer no-store, and leaves public answers cacheable', async () => {
    for (const url of ['/api/me', '/api/admin/dashboard', '/api/admin/users', '/trpc/auth.me']) {
      const response = await t.request({ method: 'GET', url, token: admin });
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
    const publicAnswer = await t.request({ method: 'GET', url: '/api/public/settings' });
    expect(publicAnswer.headers['cache-control']).toBe('no-cache');
  });

  it('writes the session cookies SameSite=Strict, for no longer than the session, Secure only over HTTPS', async () => {
    const login = await t.request({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'admin', password: 'admin-test-password' },
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(login.headers['cache-control']).toBe('no-store');
    const cookies = [login.headers['set-cookie']].flat() as string[];
    expect(cookies.map((cookie) => cookie.split('=')[0])).toEqual(['token', 'user', 'permissions']);
    for (const cookie of cookies) {
      expect(cookie).toMatch(/; SameSite=Strict/);
      expect(cookie).not.toMatch(/HttpOnly/);
      // X-Forwarded-Proto is not believed without TRUST_PROXY.
      expect(cookie).not.toMatch(/; Secure/);
      const maxAge = Number(/Max-Age=(\d+)/.exec(cookie)?.[1]);
      expect(maxAge).toBeGreaterThan(0);
      expect(maxAge).toBeLessThanOrEqual(7 * 24 * 3600);
    }

    const proxied = await (await import('../support/test-app.ts')).createTestApp({ TRUST_PROXY: '1' });
    try {
      const secure = await proxied.request({
        method: 'POST',
        url: '/api/login',
        payload: { username: 'admin', password: 'admin-test-password' },
        headers: { 'x-forwarded-proto': 'https' },
      });
      for (const cookie of [secure.headers['set-cookie']].flat() as string[])
        expect(cookie).toMatch(/; Secure/);
      const token = secure.json().data.token;
      const logout = await proxied.request({ method: 'POST', url: '/api/logout', token });
      for (const cookie of [logout.headers['set-cookie']].flat() as string[])
        expect(cookie).toMatch(/Max-Age=0/);
    } finally {
      await proxied.close();
    }
  });
});
