import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';

describe('CORS', () => {
  let closed: TestApp;
  let open: TestApp;
  beforeAll(async () => {
    closed = await createTestApp();
    open = await createTestApp({ CORS_ORIGINS: 'https://kabupaten.example, https://gis.example' });
  });
  afterAll(async () => {
    await closed.close();
    await open.close();
  });

  it('is off by default', async () => {
    const response = await closed.request({
      method: 'GET',
      url: '/api/public/settings',
      headers: { origin: 'https://kabupaten.example' },
    });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('allows only the listed origins, preflight included', async () => {
    const allowed = await open.request({
      method: 'OPTIONS',
      url: '/api/admin/maps',
      headers: {
        origin: 'https://gis.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type',
      },
    });
    expect(allowed.statusCode).toBe(204);
    expect(allowed.headers['access-control-allow-origin']).toBe('https://gis.example');
    const other = await open.request({
      method: 'GET',
      url: '/api/public/settings',
      headers: { origin: 'https://evil.example' },
    });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });
});
