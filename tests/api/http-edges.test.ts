import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  await writeFile(path.join(t.config.dataDir, 'secret.txt'), 'do not serve');
});
afterAll(() => t.close());

describe('edges of the HTTP surface', () => {
  it.each([
    '/uploads/../secret.txt',
    '/uploads/%2e%2e/secret.txt',
    '/uploads/categories/..%2f..%2fsecret.txt',
    '/uploads/categories/%2e%2e%2f%2e%2e%2fsecret.txt',
  ])('never serves a file outside the uploads folder: %s', async (url) => {
    const response = await t.request({ method: 'GET', url });
    expect([400, 403, 404]).toContain(response.statusCode);
    expect(response.body).not.toContain('do not serve');
  });

  it('refuses a tRPC upload that declares more than an upload may be', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/trpc/categories.create',
      token: admin,
      headers: {
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(200 * 1024 * 1024),
      },
      payload: '--x--',
    });
    expect(response.statusCode).toBe(413);
  });

  it('reads a text body as no fields: a 422 naming them, not a 500', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/admin/permissions',
      token: admin,
      headers: { 'content-type': 'text/plain' },
      payload: 'name=x',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toHaveProperty('Name');
  });

  it('answers a JSON body that is not an object with 422, not a 500', async () => {
    for (const payload of ['[]', '"text"', '42', 'null']) {
      const response = await t.request({
        method: 'POST',
        url: '/api/admin/permissions',
        token: admin,
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode, payload).toBe(422);
    }
  });

  it('answers a truncated multipart body with a 400', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/admin/categories',
      token: admin,
      headers: { 'content-type': 'multipart/form-data; boundary=abc' },
      payload: '--abc\r\nContent-Disposition: form-data; name="name"\r\n\r\nSekolah',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/multipart/i);
  });
});

describe("the HTTP parsers' and tRPC's own refusals, said by their code in the language asked for", () => {
  const json = { 'content-type': 'application/json' };
  const multipart = (type: string) => ({ 'content-type': type });
  it.each([
    [
      'POST',
      '/api/admin/permissions',
      json,
      '{nope',
      400,
      "Isi permintaan bukan JSON yang valid, padahal content-type-nya 'application/json'.",
    ],
    [
      'POST',
      '/api/admin/permissions',
      json,
      '',
      400,
      "Isi permintaan tidak boleh kosong bila content-type-nya 'application/json'.",
    ],
    [
      'POST',
      '/api/admin/permissions',
      { 'content-type': 'application/x-weird' },
      'x',
      415,
      'Jenis media tidak didukung.',
    ],
    [
      'POST',
      '/api/admin/categories',
      multipart('multipart/form-data; boundary=abc'),
      '--abc\r\n',
      400,
      'Data multipart berakhir sebelum selesai.',
    ],
    [
      'POST',
      '/api/admin/categories',
      multipart('multipart/form-data'),
      '--abc\r\n',
      400,
      'Multipart: boundary tidak ditemukan.',
    ],
    ['GET', '/api/nowhere?x=1', {}, undefined, 404, 'Rute GET /api/nowhere tidak ditemukan.'],
  ])('%s %s', async (method, url, headers, payload, status, message) => {
    const response = await t.request({
      method: method as 'GET' | 'POST',
      url,
      token: admin,
      headers: { ...headers, 'accept-language': 'id' },
      payload,
    });
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toBe(message);
  });

  it('says tRPC refusing a method or a path', async () => {
    const asked = (url: string) =>
      t.request({ method: 'GET', url, token: admin, headers: { 'accept-language': 'id' } });
    expect((await asked('/trpc/permissions.create')).json().error.json.message).toBe(
      'Permintaan GET tidak didukung untuk prosedur mutation pada path "permissions.create".',
    );
    expect((await asked('/trpc/nothing.here')).json().error.json.message).toBe(
      'Tidak ada prosedur pada path "nothing.here".',
    );
    const standard = await t.request({ method: 'GET', url: '/trpc/permissions.create', token: admin });
    expect(standard.json().error.json.message).toBe(
      'Unsupported GET-request to mutation procedure at path "permissions.create"',
    );
  });
});
