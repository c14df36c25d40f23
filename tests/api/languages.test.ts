import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart } from '../support/multipart.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { testDatabaseKind } from '../support/test-database.ts';
import { createCategory } from '../support/transfer.ts';

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
    // The JSON parser's own words (tRPC passes them on): nobody can list them all.
    const send = (language: string) =>
      t.request({
        method: 'POST',
        url: '/trpc/categories.create',
        token: admin,
        headers: { 'content-type': 'application/json', 'accept-language': language },
        payload: '{nope',
      });
    const [indonesian, standard] = await Promise.all([send('id'), send('id-x-standar')]);
    expect(indonesian.statusCode).toBe(400);
    expect(indonesian.json().error.json.message).toBe(standard.json().error.json.message);
    expect(indonesian.json().error.json.message).toMatch(/JSON/);
  });
});

/** The same request in each language: its answers, which must share their status and their keys. */
async function inEachLanguage(request: (headers: Record<string, string>) => ReturnType<TestApp['request']>) {
  const [standard, indonesian, english] = await Promise.all([
    request({}),
    request({ 'accept-language': 'id' }),
    request({ 'accept-language': 'en' }),
  ]);
  for (const response of [indonesian, english]) {
    expect(response.statusCode).toBe(standard.statusCode);
    expect(Object.keys(response.json().errors ?? {})).toEqual(Object.keys(standard.json().errors ?? {}));
  }
  return { standard: standard.json(), indonesian: indonesian.json(), english: english.json() };
}

/** An import preview of one file, as the admin page sends it. */
function importRequest(category: number, filename: string, text: string) {
  return {
    method: 'POST' as const,
    url: '/api/admin/maps/import/preview',
    token: admin,
    ...multipart(
      { category_id: String(category) },
      { field: 'file', filename, contentType: 'application/octet-stream', bytes: Buffer.from(text) },
    ),
  };
}

describe(`errors of every module in the request's language (${testDatabaseKind})`, () => {
  it('names a record that is not there, or no longer, in Indonesian', async () => {
    const user = await inEachLanguage((headers) =>
      t.request({ method: 'GET', url: '/api/admin/users/999999', token: admin, headers }),
    );
    expect(user.standard.message).toBe('User not found.');
    expect(user.english.message).toBe('User not found.');
    expect(user.indonesian.message).toBe('Pengguna tidak ditemukan.');

    const deleted = await inEachLanguage((headers) =>
      t.request({ method: 'POST', url: '/api/admin/maps/deleted/999999/restore', token: admin, headers }),
    );
    expect(deleted.standard.message).toBe('Deleted map not found.');
    expect(deleted.indonesian.message).toBe('Peta yang dihapus tidak ditemukan.');

    const route = await inEachLanguage((headers) =>
      t.request({ method: 'GET', url: '/api/nothing-here?x=1', headers }),
    );
    expect(route.standard.message).toBe('Route GET /api/nothing-here not found.');
    expect(route.indonesian.message).toBe('Rute GET /api/nothing-here tidak ditemukan.');
  });

  it('says who changed a record since it was opened, with the current record, in each language', async () => {
    const created = await t.request({
      method: 'POST',
      url: '/api/admin/categories',
      token: admin,
      payload: { name: 'Kebun Bahasa' },
    });
    const { id, version } = created.json().data;
    const url = `/api/admin/categories/${id}`;
    const moved = await t.request({ method: 'PUT', url, token: admin, payload: { name: 'Kebun', version } });
    expect(moved.statusCode, moved.body).toBe(200);

    const stale = await inEachLanguage((headers) =>
      t.request({ method: 'PUT', url, token: admin, headers, payload: { name: 'Ladang', version } }),
    );
    expect(stale.standard.message).toMatch(
      /^This category was changed by admin at (\S+) since you opened it\.$/,
    );
    const at = stale.standard.conflict.changed_at;
    expect(stale.indonesian.message).toBe(
      `Kategori ini telah diubah oleh admin pada ${at} sejak Anda membukanya.`,
    );
    expect(stale.english.message).toBe(stale.standard.message);
    // Only the words change: the record as it now is and who changed it stay as they are.
    expect(stale.indonesian.conflict).toEqual(stale.standard.conflict);
    expect(stale.indonesian.conflict.current.name).toBe('Kebun');
  });

  it('refuses an import file in the language asked for, under the key File', async () => {
    const category = await createCategory(t, admin, 'Impor Bahasa');
    const unknown = await inEachLanguage((headers) => {
      const request = importRequest(category, 'catatan.docx', 'sekadar teks');
      return t.request({ ...request, headers: { ...request.headers, ...headers } });
    });
    expect(Object.keys(unknown.standard.errors)).toEqual(['File']);
    expect(unknown.standard.errors.File).toBe(
      'The file type is not supported: use GeoJSON, KML, KMZ, GPX, CSV or a zipped Shapefile.',
    );
    expect(unknown.indonesian.errors.File).toBe(
      'Jenis berkas tidak didukung: gunakan GeoJSON, KML, KMZ, GPX, CSV, atau Shapefile dalam zip.',
    );
    expect(unknown.indonesian.message).toBe(unknown.indonesian.errors.File);

    // A message with the file's own words in it: they come back as they were written.
    const projected = JSON.stringify({
      type: 'FeatureCollection',
      crs: { type: 'name', properties: { name: 'urn:ogc:def:crs:EPSG::32749' } },
      features: [],
    });
    const crs = await inEachLanguage((headers) => {
      const request = importRequest(category, 'batas.geojson', projected);
      return t.request({ ...request, headers: { ...request.headers, ...headers } });
    });
    expect(crs.standard.errors.File).toBe(
      'The GeoJSON declares the coordinate system urn:ogc:def:crs:EPSG::32749; only WGS 84 is accepted.',
    );
    expect(crs.indonesian.errors.File).toBe(
      'GeoJSON menyatakan sistem koordinat urn:ogc:def:crs:EPSG::32749; hanya WGS 84 yang diterima.',
    );
  });

  it("says what an import will do with each feature, and what it did, in the request's language", async () => {
    const category = await createCategory(t, admin, 'Impor Pratinjau');
    const file = JSON.stringify({
      type: 'FeatureCollection',
      features: [
        {
          type: 'Feature',
          properties: { name: 'Balai Desa' },
          geometry: { type: 'Point', coordinates: [112, -7] },
        },
        { type: 'Feature', properties: { name: 'Sumur' }, geometry: null },
        { type: 'Feature', properties: {}, geometry: { type: 'Point', coordinates: [112.1, -7.1] } },
      ],
    });
    const preview = await inEachLanguage((headers) => {
      const request = importRequest(category, 'tempat.geojson', file);
      return t.request({ ...request, headers: { ...request.headers, ...headers } });
    });
    const outcomes = (answer: {
      data: { features: { outcome: string; problems: { message: string }[] }[] };
    }) => answer.data.features.map((feature) => [feature.outcome, ...feature.problems.map((p) => p.message)]);
    expect(outcomes(preview.standard)).toEqual([
      ['Imported as "Balai Desa".'],
      [
        'Skipped: The feature has no usable geometry (none, or a ring or line with too few points).',
        'The feature has no usable geometry (none, or a ring or line with too few points).',
      ],
      [
        expect.stringMatching(/^Imported as "/),
        expect.stringMatching(/^The name is empty; it will be called "/),
      ],
    ]);
    expect(outcomes(preview.english)).toEqual(outcomes(preview.standard));
    const [first, second, third] = outcomes(preview.indonesian);
    expect(first).toEqual(['Diimpor sebagai "Balai Desa".']);
    expect(second![0]).toBe(
      'Dilewati: Fitur ini tidak memiliki geometri yang dapat dipakai (tidak ada, atau cincin atau garis dengan titik terlalu sedikit).',
    );
    expect(third![1]).toMatch(/^Namanya kosong; fitur ini akan dinamai "/);
    // Only the words change: the features, their names and their actions stay as they are.
    expect(preview.indonesian.data.features.map((f: { name: string }) => f.name)).toEqual(
      preview.standard.data.features.map((f: { name: string }) => f.name),
    );

    const request = importRequest(category, 'tempat.geojson', file);
    const commit = await t.request({
      ...request,
      url: '/api/admin/maps/import',
      headers: { ...request.headers, 'accept-language': 'id' },
    });
    expect(commit.statusCode).toBe(201);
    expect(commit.json().data.message).toBe('2 peta diimpor ke Impor Pratinjau; 1 dilewati.');
  });

  it('writes the geometry, text and list rules of a form in Indonesian', async () => {
    const map = await inEachLanguage((headers) =>
      t.request({
        method: 'POST',
        url: '/api/admin/maps',
        token: admin,
        headers,
        payload: { name: 'a\u0000b', latitude: 'utara', geometry: '{"type":"Point","coordinates":[1]}' },
      }),
    );
    // The text gate answers first, for the first field that breaks the text rule.
    expect(map.standard.errors).toEqual({
      Name: 'Remove the control character U+0000 at character 2; it is not allowed here.',
    });
    expect(map.indonesian.errors).toEqual({
      Name: 'Hapus karakter kontrol U+0000 pada karakter ke-2; karakter itu tidak diizinkan di sini.',
    });

    const fields = await inEachLanguage((headers) =>
      t.request({
        method: 'POST',
        url: '/api/admin/maps',
        token: admin,
        headers,
        payload: { name: 'Sumur', latitude: 'utara', geometry: '{"type":"Point","coordinates":[1]}' },
      }),
    );
    expect(fields.indonesian.errors).toMatchObject({
      Latitude: 'Lintang harus berupa angka.',
      Geometry: 'Setiap posisi harus berupa [bujur, lintang], boleh diikuti ketinggian.',
    });

    const search = await inEachLanguage((headers) =>
      t.request({ method: 'GET', url: `/api/admin/maps?search=${'a'.repeat(201)}`, token: admin, headers }),
    );
    expect(search.standard.errors).toEqual({ Search: 'Too big: expected string to have <=200 characters' });
    expect(search.indonesian.errors).toEqual({ Search: 'Terlalu panjang: paling banyak 200 karakter.' });
  });

  it("answers the sign-in's, the body parser's and the OGC API's refusals in Indonesian", async () => {
    const login = await inEachLanguage((headers) =>
      t.request({
        method: 'POST',
        url: '/api/login',
        headers,
        payload: { username: 'tidak-ada', password: 'salah-sekali' },
      }),
    );
    expect(login.standard.message).toBe('Username atau password salah');
    expect(login.indonesian.message).toBe('Nama pengguna atau kata sandi salah.');
    expect(login.english.message).toBe('Incorrect username or password.');

    const json = await inEachLanguage((headers) =>
      t.request({
        method: 'POST',
        url: '/api/admin/categories',
        token: admin,
        headers: { ...headers, 'content-type': 'application/json' },
        payload: '{nope',
      }),
    );
    expect(json.indonesian.message).toBe(
      "Isi permintaan bukan JSON yang valid, padahal content-type-nya 'application/json'.",
    );

    const ogc = await inEachLanguage((headers) =>
      t.request({ method: 'GET', url: '/ogc/collections?sortby=name', headers }),
    );
    expect(ogc.standard.message).toBe(
      'The parameter "sortby" is not supported: this endpoint accepts only f.',
    );
    expect(ogc.indonesian.message).toBe('Parameter "sortby" tidak didukung: endpoint ini hanya menerima f.');
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
