import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REST_ENDPOINTS } from '../../src/server/http/rest-routes.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the OpenAPI document', () => {
  it('describes every REST route with its schemas', async () => {
    const response = await t.request({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toBe('3.1.0');
    for (const route of REST_ENDPOINTS) {
      const path = route.url.replace(/:(\w+)(?:\([^)]*\))?/g, '{$1}');
      const operation = document.paths[path]?.[route.method.toLowerCase()];
      expect(operation, `${route.method} ${path}`).toBeDefined();
      expect(operation.operationId).toBe(route.procedure);
    }
    const createMap = document.paths['/api/admin/maps'].post;
    expect(Object.keys(createMap.requestBody.content)).toContain('multipart/form-data');
    expect(createMap.responses['201']).toBeDefined();
    expect(createMap.responses['403'].description).toMatch(/maps-create/);
    const importMaps = document.paths['/api/admin/maps/import'].post;
    expect(Object.keys(importMaps.requestBody.content)).toEqual(['multipart/form-data']);
    const importBody = importMaps.requestBody.content['multipart/form-data'].schema;
    expect(importBody.properties.file).toMatchObject({ type: 'string', format: 'binary' });
    expect(importBody.required).toEqual(expect.arrayContaining(['file', 'category_id']));
    expect(importMaps.responses['403'].description).toMatch(/maps-create/);
    const exportMaps = document.paths['/api/public/export'].get;
    expect(exportMaps.security).toEqual([]);
    expect(Object.keys(exportMaps.responses['200'].content)).toContain('application/gpx+xml');
    expect(exportMaps.parameters.map((p: { name: string }) => p.name).sort()).toEqual([
      'category_id',
      'format',
    ]);
    const login = document.paths['/api/login'].post;
    expect(login.security).toEqual([]);
    expect(login.requestBody.content['application/json'].schema.required).toEqual(['username', 'password']);
    const list = document.paths['/api/admin/roles'].get;
    expect(list.parameters.map((p: { name: string }) => p.name).sort()).toEqual(['page', 'search']);
  });

  it('has a readable reference page', async () => {
    const response = await t.request({ method: 'GET', url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.body).toContain('/api/admin/maps/{id}');
  });
});
