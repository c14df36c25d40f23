import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart } from '../support/multipart.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { testDatabaseKind } from '../support/test-database.ts';
import { createCategory } from '../support/transfer.ts';

/**
 * Issue 30 (P8): only the server's own wording is said in the request's language. What users wrote (a
 * place's, a category's, a person's name, a query parameter) comes back exactly as written, even inside a
 * translated message and even when it reads like one of the server's messages.
 */
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
});
afterAll(() => t.close());

/** Texts the catalogue holds: the first two read differently in English than in the spec's wording. */
const LIKE_MESSAGES = [
  'Unauthenticated.',
  'Username atau password salah',
  'Invalid input',
  'Imported as "Balai Desa".',
  '1,000',
];

const inLanguage = (language: string) => ({ 'accept-language': language });

function importRequest(category: number, language: string, step: 'preview' | 'commit') {
  const file = JSON.stringify({
    type: 'FeatureCollection',
    features: LIKE_MESSAGES.map((name, i) => ({
      type: 'Feature',
      properties: { name, keterangan: name, alamat: name },
      geometry: { type: 'Point', coordinates: [112 + i / 100, -7] },
    })),
  });
  const body = multipart(
    { category_id: String(category), description_field: 'keterangan', address_field: 'alamat' },
    {
      field: 'file',
      filename: 'tempat.geojson',
      contentType: 'application/octet-stream',
      bytes: Buffer.from(file),
    },
  );
  return t.request({
    method: 'POST',
    url: step === 'preview' ? '/api/admin/maps/import/preview' : '/api/admin/maps/import',
    token: admin,
    payload: body.payload,
    headers: { ...body.headers, ...inLanguage(language) },
  });
}

describe(`what users wrote is never translated (${testDatabaseKind})`, () => {
  it('keeps the names in an import preview as written, in Indonesian and in English', async () => {
    const category = await createCategory(t, admin, 'Impor Data');
    const outcomes = { id: 'Diimpor sebagai', en: 'Imported as' };
    for (const language of ['id', 'en'] as const) {
      const response = await importRequest(category, language, 'preview');
      expect(response.statusCode, response.body).toBe(200);
      const features = response.json().data.features as {
        name: string;
        description: string;
        address: string;
        outcome: string;
      }[];
      expect(features.map((feature) => feature.name)).toEqual(LIKE_MESSAGES);
      expect(features.map((feature) => feature.description)).toEqual(LIKE_MESSAGES);
      expect(features.map((feature) => feature.address)).toEqual(LIKE_MESSAGES);
      // The server's own words are said in the language; the name inside them is not.
      expect(features.map((feature) => feature.outcome)).toEqual(
        LIKE_MESSAGES.map((name) => `${outcomes[language]} "${name}".`),
      );
    }
  });

  it("keeps a category's name as written in an import's result", async () => {
    const results = { id: '5 peta diimpor ke', en: '5 maps imported into' };
    for (const name of LIKE_MESSAGES.slice(0, 3)) {
      const category = await createCategory(t, admin, name);
      for (const language of ['id', 'en'] as const) {
        const response = await importRequest(category, language, 'commit');
        expect(response.statusCode, response.body).toBe(201);
        expect(response.json().data.message).toBe(`${results[language]} ${name}.`);
      }
    }
  });

  it("keeps a query parameter's name as written in an error", async () => {
    const words = {
      id: (name: string) => `Parameter "${name}" tidak didukung: endpoint ini hanya menerima f.`,
      en: (name: string) => `The parameter "${name}" is not supported: this endpoint accepts only f.`,
    };
    for (const language of ['id', 'en'] as const) {
      for (const name of LIKE_MESSAGES) {
        const response = await t.request({
          method: 'GET',
          url: `/ogc/collections?${encodeURIComponent(name)}=1`,
          headers: inLanguage(language),
        });
        expect(response.statusCode).toBe(400);
        expect(response.json().message).toBe(words[language](name));
      }
    }
  });

  it("keeps who changed a record as written in a conflict's message", async () => {
    const editor = await t.tokenWith(['categories-edit']);
    const tester = await t.database.db
      .selectFrom('users')
      .select('id')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    await t.database.db
      .updateTable('users')
      .set({ username: 'Unauthenticated.' })
      .where('id', '=', tester.id)
      .execute();
    const created = await t.request({
      method: 'POST',
      url: '/api/admin/categories',
      token: admin,
      payload: { name: 'Kebun Data' },
    });
    const { id, version } = created.json().data;
    const url = `/api/admin/categories/${id}`;
    const moved = await t.request({ method: 'PUT', url, token: editor, payload: { name: 'Kebun', version } });
    expect(moved.statusCode, moved.body).toBe(200);

    for (const language of ['id', 'en'] as const) {
      const stale = await t.request({
        method: 'PUT',
        url,
        token: admin,
        headers: inLanguage(language),
        payload: { name: 'Ladang', version },
      });
      expect(stale.statusCode).toBe(409);
      const { message, conflict } = stale.json();
      expect(conflict.changed_by).toBe('Unauthenticated.');
      expect(message).toBe(
        language === 'id'
          ? `Kategori ini telah diubah oleh Unauthenticated. pada ${conflict.changed_at} sejak Anda membukanya.`
          : `This category was changed by Unauthenticated. at ${conflict.changed_at} since you opened it.`,
      );
    }
  });

  it("still says the server's own words in the language asked for", async () => {
    const response = await t.request({
      method: 'GET',
      url: '/ogc/collections?sortby=name',
      headers: inLanguage('id'),
    });
    expect(response.json().message).toBe('Parameter "sortby" tidak didukung: endpoint ini hanya menerima f.');
    const refused = await t.request({ method: 'GET', url: '/api/admin/users', headers: inLanguage('id') });
    expect(refused.json().message).toBe('Belum masuk.');
  });
});
