import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { testDatabaseKind } from '../support/test-database.ts';

/**
 * Issue 25: the API's messages follow the request's Accept-Language (id or en; without one, the spec's
 * texts), and the error keys never change.
 */
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
});
afterAll(() => t.close());

const invalidUser = (language?: string) =>
  t.request({
    method: 'POST',
    url: '/api/admin/users',
    token: admin,
    headers: language ? { 'accept-language': language } : {},
    payload: { name: '', username: 'a', email: 'not-an-email', password: 'x', role_ids: [] },
  });

describe(`API messages in the request's language (${testDatabaseKind})`, () => {
  it('answers the same invalid request in English, in Indonesian and by default, with the same keys', async () => {
    const [standard, english, indonesian] = await Promise.all([
      invalidUser(),
      invalidUser('en-GB,en;q=0.9'),
      invalidUser('id-ID,id;q=0.9,en;q=0.5'),
    ]);
    for (const response of [standard, english, indonesian]) expect(response.statusCode).toBe(422);
    const keys = Object.keys(standard.json().errors).sort();
    expect(keys).toEqual(expect.arrayContaining(['Email', 'Name', 'Username']));
    expect(Object.keys(english.json().errors).sort()).toEqual(keys);
    expect(Object.keys(indonesian.json().errors).sort()).toEqual(keys);

    expect(standard.json().errors).toMatchObject({
      Name: 'The name is required.',
      Email: 'Enter a valid email address.',
    });
    expect(english.json().errors).toEqual(standard.json().errors);
    expect(indonesian.json().errors).toMatchObject({
      Name: 'Nama wajib diisi.',
      Email: 'Masukkan alamat email yang valid.',
      Username: 'Gunakan 3 sampai 50 huruf, angka, titik, tanda hubung, atau garis bawah.',
    });
    // The answer's message is its first field message, in the same language.
    expect(Object.values(indonesian.json().errors)).toContain(indonesian.json().message);
  });

  it('says who may not come in, in Indonesian, over REST and tRPC', async () => {
    const rest = await t.request({
      method: 'GET',
      url: '/api/admin/users',
      headers: { 'accept-language': 'id' },
    });
    expect(rest.statusCode).toBe(401);
    expect(rest.json().message).toBe('Belum masuk.');

    const limited = await t.tokenWith([]);
    const trpc = await t.request({
      method: 'POST',
      url: '/trpc/categories.create',
      token: limited,
      headers: { 'content-type': 'application/json', 'accept-language': 'id' },
      payload: JSON.stringify({ json: { name: 'Sawah' } }),
    });
    expect(trpc.statusCode).toBe(403);
    expect(trpc.json().error.json.message).toBe('Anda tidak memiliki izin untuk melakukan tindakan ini.');
  });

  it("gives tRPC's field errors in the language asked for, under the same keys", async () => {
    const send = (language: string) =>
      t.request({
        method: 'POST',
        url: '/trpc/categories.create',
        token: admin,
        headers: { 'content-type': 'application/json', 'accept-language': language },
        payload: JSON.stringify({ json: { name: '' } }),
      });
    const [indonesian, standard] = await Promise.all([send('id'), send('id-x-standar')]);
    expect(indonesian.json().error.json.data.appError.errors).toEqual({ Name: 'Nama kategori wajib diisi.' });
    expect(standard.json().error.json.data.appError.errors).toEqual({
      Name: 'The category name is required.',
    });
  });

  it("reads a hostile Accept-Language (thousands of tags, broken weights) as the spec's texts, quickly", async () => {
    const tags = Array.from({ length: 1500 }, (_, i) => `x${i};q=0.${i % 10}`).join(',');
    const started = performance.now();
    const response = await invalidUser(`${tags},fr;q=abc,id;q=0,en;q=-1`);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.Name).toBe('The name is required.');
  });

  it('keeps a message the catalogue does not hold as it is, in every language', async () => {
    const response = await t.request({
      method: 'GET',
      url: '/api/admin/users/999999',
      token: admin,
      headers: { 'accept-language': 'id' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('User not found.');
  });
});

describe(`the village's default language (${testDatabaseKind})`, () => {
  const base = { title: 'Desa Bahasa', map_center_lat: -7.55, map_center_lng: 112.25, map_zoom: 13 };
  const put = (payload: Record<string, unknown>) =>
    t.request({ method: 'PUT', url: '/api/admin/settings', token: admin, payload });

  it("is the spec's texts until set, is kept when an update leaves it out, and is public", async () => {
    const before = (await t.request({ method: 'GET', url: '/api/public/settings' })).json().data;
    expect(before.language).toBe('standar');

    const set = await put({ ...base, language: 'en' });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().data.language).toBe('en');
    // A client of the spec's contract does not know the field: the mode stays.
    const kept = await put({ ...base, title: 'Desa Bahasa Baru' });
    expect(kept.json().data.language).toBe('en');
    expect((await t.request({ method: 'GET', url: '/api/public/settings' })).json().data.language).toBe('en');
    await put({ ...base, language: 'standar' });
  });

  it('may be changed only by holders of settings-edit', async () => {
    const viewer = await t.tokenWith(['maps-edit']);
    const response = await t.request({
      method: 'PUT',
      url: '/api/admin/settings',
      token: viewer,
      payload: { ...base, language: 'en' },
    });
    expect(response.statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: '/api/public/settings' })).json().data.language).toBe(
      'standar',
    );
  });

  it('refuses a language it does not know, under the key Language', async () => {
    const response = await put({ ...base, language: 'fr' });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['Language']);
  });
});
