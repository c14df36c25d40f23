import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
});
afterAll(() => t.close());

const url = '/api/admin/settings';
const boundary = {
  type: 'Polygon',
  coordinates: [
    [
      [112.2, -7.57],
      [112.26, -7.57],
      [112.26, -7.52],
      [112.2, -7.52],
      [112.2, -7.57],
    ],
  ],
};
const valid = {
  title: 'Desa Sumberagung',
  description: 'Peta desa',
  map_center_lat: -7.55,
  map_center_lng: 112.23,
  map_zoom: 14,
};

describe('settings', () => {
  it('reads the settings with a session', async () => {
    expect((await t.request({ method: 'GET', url })).statusCode).toBe(401);
    const { data } = (await t.request({ method: 'GET', url, token: admin })).json();
    expect(Object.keys(data).sort()).toEqual(
      [
        'description',
        'language',
        'map_center_lat',
        'map_center_lng',
        'map_zoom',
        'title',
        'updated_at',
        'version',
        'village_boundary',
      ].sort(),
    );
  });

  it('updates, and the public settings follow at once', async () => {
    const before = await t.request({ method: 'GET', url: '/api/public/settings' });
    const response = await t.request({
      method: 'PUT',
      url,
      token: admin,
      payload: { ...valid, map_center_lat: '-7.55', village_boundary: JSON.stringify(boundary) },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ ...valid, village_boundary: boundary });
    const after = await t.request({ method: 'GET', url: '/api/public/settings' });
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.json().data).toMatchObject({
      title: 'Desa Sumberagung',
      map_zoom: 14,
      village_boundary: boundary,
    });
  });

  it('keeps the boundary when it is not sent, and clears it when sent empty', async () => {
    await t.request({ method: 'PUT', url, token: admin, payload: valid });
    expect((await t.request({ method: 'GET', url, token: admin })).json().data.village_boundary).toEqual(
      boundary,
    );
    await t.request({ method: 'PUT', url, token: admin, payload: { ...valid, village_boundary: '' } });
    expect((await t.request({ method: 'GET', url, token: admin })).json().data.village_boundary).toBeNull();
  });

  it('keys errors Title, Description, MapCenterLat, MapCenterLng, MapZoom, VillageBoundary', async () => {
    const response = await t.request({
      method: 'PUT',
      url,
      token: admin,
      payload: {
        title: '',
        description: 'x'.repeat(2001),
        map_center_lat: 'north',
        map_center_lng: 181,
        map_zoom: 23,
        village_boundary: '{"type":',
      },
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual(
      ['Description', 'MapCenterLat', 'MapCenterLng', 'MapZoom', 'Title', 'VillageBoundary'].sort(),
    );
  });

  it('refuses a self-intersecting or non-polygon boundary', async () => {
    const bowTie = {
      type: 'Polygon',
      coordinates: [
        [
          [0, 0],
          [1, 1],
          [1, 0],
          [0, 1],
          [0, 0],
        ],
      ],
    };
    const crossed = await t.request({
      method: 'PUT',
      url,
      token: admin,
      payload: { ...valid, village_boundary: bowTie },
    });
    expect(crossed.statusCode).toBe(422);
    expect(crossed.json().errors.VillageBoundary).toMatch(/crosses itself/);
    const line = {
      type: 'LineString',
      coordinates: [
        [0, 0],
        [1, 1],
      ],
    };
    const notPolygon = await t.request({
      method: 'PUT',
      url,
      token: admin,
      payload: { ...valid, village_boundary: line },
    });
    expect(notPolygon.statusCode).toBe(422);
    expect(Object.keys(notPolygon.json().errors)).toEqual(['VillageBoundary']);
  });

  it('needs settings-edit to update', async () => {
    const token = await t.tokenWith(['maps-edit']);
    expect((await t.request({ method: 'PUT', url, token, payload: valid })).statusCode).toBe(403);
    const editor = await t.tokenWith(['settings-edit']);
    expect((await t.request({ method: 'PUT', url, token: editor, payload: valid })).statusCode).toBe(200);
  });
});
