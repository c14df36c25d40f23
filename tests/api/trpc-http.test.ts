import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TINY_PNG } from '../support/multipart.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
});
afterAll(() => t.close());

describe('the /trpc endpoint', () => {
  // Over a real socket: tRPC reads a multipart body as a stream, which app.inject's fake request is not.
  it('takes a multipart form for an upload, as the browser sends it', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const form = new FormData();
    form.append('name', 'Lewat tRPC');
    form.append('color', '#123456');
    form.append('image', new File([TINY_PNG], 'x.png', { type: 'image/png' }));
    const response = await fetch(`${address}/trpc/categories.create`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}` },
      body: form,
    });
    expect(response.status).toBe(200);
    const category = (
      (await response.json()) as { result: { data: { json: { name: string; image: string } } } }
    ).result.data.json;
    expect(category).toMatchObject({ name: 'Lewat tRPC', color: '#123456' });
    expect(category.image).toMatch(/\.png$/);
  });

  it('answers a validation failure with 422 and the field errors in data.appError', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/trpc/categories.create',
      token: admin,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ json: { name: '' } }),
    });
    expect(response.statusCode).toBe(422);
    const error = response.json().error.json;
    expect(error.data.httpStatus).toBe(422);
    expect(error.data.appError.errors).toEqual({ Name: 'The category name is required.' });
  });

  it('answers 401 and 403 with their status', async () => {
    const anonymous = await t.request({ method: 'GET', url: '/trpc/dashboard.stats' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.json.data.httpStatus).toBe(401);
    const reader = await t.tokenWith([]);
    const forbidden = await t.request({
      method: 'POST',
      url: '/trpc/categories.create',
      token: reader,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ json: { name: 'x' } }),
    });
    expect(forbidden.statusCode).toBe(403);
  });
});
