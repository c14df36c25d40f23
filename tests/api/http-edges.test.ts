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
