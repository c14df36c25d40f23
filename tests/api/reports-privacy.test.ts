import { DOMParser } from '@xmldom/xmldom';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REST_ENDPOINTS } from '../../src/server/http/rest-routes.ts';
import { toGrid } from '../../src/server/modules/reports/reports.service.ts';
import { sendReport, solvedChallenge } from '../support/reports.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

// Issue 36: publik reports show on the public side without the reporter's name; anonim ones at a 50 m
// grid and without photos; rahasia ones nowhere: not in any public answer, export, OGC page, tile,
// link preview or Open311 answer. And Open311 GeoReport v2's fields, checked against its list.

let t: TestApp;
let staff: string;
let n = 0;
const PHONE = '0813 9999 1234';
const NAME = 'Namapelapor Rahasiawan';
const SPOT = { latitude: -7.512_345_6, longitude: 110.498_765_4 };
const reports: Record<'publik' | 'anonim' | 'rahasia', { id: number; code: string; photo: string }> =
  {} as never;

async function photo(): Promise<Buffer> {
  return sharp({ create: { width: 32, height: 32, channels: 3, background: { r: 10, g: 200, b: 90 } } })
    .jpeg()
    .toBuffer();
}

beforeAll(async () => {
  t = await createTestApp();
  staff = await t.tokenWith(['reports-view', 'reports-moderate']);
  for (const privacy of ['publik', 'anonim', 'rahasia'] as const) {
    const response = await sendReport(
      t,
      {
        altcha: await solvedChallenge(t),
        privacy,
        description: `Laporan ${privacy.toUpperCase()}MARK jembatan`,
        name: NAME,
        phone: PHONE,
        latitude: String(SPOT.latitude),
        longitude: String(SPOT.longitude),
      },
      [{ filename: 'a.jpg', contentType: 'image/jpeg', bytes: await photo() }],
      { address: `10.40.0.${++n}` },
    );
    expect(response.statusCode, response.body).toBe(201);
    const code = response.json().data.tracking_code;
    const list = (await t.request({ method: 'GET', url: '/api/admin/reports', token: staff })).json().data
      .data;
    const row = list.find((r: { tracking_code: string }) => r.tracking_code === code);
    reports[privacy] = { id: row.id, code, photo: row.photos[0] };
    const verified = await t.request({
      method: 'PUT',
      url: `/api/admin/reports/${row.id}`,
      token: staff,
      // Staff release every photo: the rules below must hold even so.
      payload: { status: 'diverifikasi', photos_public: true },
    });
    expect(verified.statusCode, verified.body).toBe(200);
  }
});
afterAll(() => t.close());

describe('what the public sees of reports', () => {
  it('lists publik and anonim ones, the anonim one at its 50 m grid, never a rahasia one or a name', async () => {
    const response = await t.request({ method: 'GET', url: '/api/public/reports' });
    expect(response.statusCode).toBe(200);
    const list = response.json().data as {
      id: number;
      latitude: number;
      longitude: number;
      photos: string[];
    }[];
    const text = response.body;
    expect(text).toContain('PUBLIKMARK');
    expect(text).toContain('ANONIMMARK');
    expect(text).not.toContain('RAHASIAMARK');
    for (const secret of [NAME, PHONE, 'Namapelapor', reports.publik.code, reports.anonim.code]) {
      expect(text).not.toContain(secret);
    }
    const publik = list.find((r) => r.id === reports.publik.id)!;
    expect(publik).toMatchObject({ ...SPOT, photos: [reports.publik.photo] });
    const anonim = list.find((r) => r.id === reports.anonim.id)!;
    expect(anonim.photos).toEqual([]);
    expect(anonim.latitude).not.toBe(SPOT.latitude);
    expect(anonim).toMatchObject(toGrid(SPOT.latitude, SPOT.longitude));
    // Within half a cell of the truth, and the same answer for any spot in the cell.
    const metres = Math.hypot(
      (anonim.latitude - SPOT.latitude) * 111_320,
      (anonim.longitude - SPOT.longitude) * 111_320 * Math.cos((SPOT.latitude * Math.PI) / 180),
    );
    expect(metres).toBeLessThan(36);
    expect(toGrid(SPOT.latitude + 0.000_01, SPOT.longitude - 0.000_01)).toEqual(
      toGrid(SPOT.latitude, SPOT.longitude),
    );
  });

  it('serves only the publik report photo to the public; the others to report staff only', async () => {
    const get = (name: string, token?: string) =>
      t.request({ method: 'GET', url: `/uploads/reports/${name}`, ...(token ? { token } : {}) });
    expect((await get(reports.publik.photo)).statusCode).toBe(200);
    expect((await get(reports.anonim.photo)).statusCode).toBe(404);
    expect((await get(reports.rahasia.photo)).statusCode).toBe(404);
    expect((await get(reports.rahasia.photo, staff)).statusCode).toBe(200);
    const other = await t.tokenWith(['maps-edit']);
    expect((await get(reports.rahasia.photo, other)).statusCode).toBe(404);
  });

  it('leaves no rahasia report, name or phone in any other public answer', async () => {
    const urls = [
      '/',
      '/embed',
      '/print',
      '/preview.png',
      '/tiles.json',
      '/tiles/0/0/0.mvt',
      '/tiles/14/13223/8570.mvt',
      '/ogc',
      '/ogc/collections',
      '/ogc/collections/all/items?limit=1000',
      '/api/public/export?format=geojson',
      '/api/public/export?format=csv',
      '/api/public/export?format=kml',
      '/api/public/export?format=gpx',
      '/open311/v2/services.json',
      '/open311/v2/requests.json',
      ...REST_ENDPOINTS.filter(
        (route) => route.access === 'public' && route.method === 'GET' && !route.url.includes(':'),
      ).map((route) => route.url),
    ];
    for (const url of urls) {
      const response = await t.request({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
      expect(response.statusCode, url).toBeLessThan(500);
      const body = response.rawPayload.toString('latin1');
      for (const secret of ['RAHASIAMARK', NAME, PHONE, reports.rahasia.code, reports.rahasia.photo]) {
        expect(body.includes(secret), `${url} holds ${secret}`).toBe(false);
      }
      // Reports are their own layer: none of them is in the map's answers, exports, OGC or tiles (the
      // publik one, at the same spot, is in the reports list and Open311 only).
      if (url !== '/api/public/reports' && url !== '/open311/v2/requests.json') {
        expect(body.includes(String(SPOT.latitude)), `${url} holds a report's latitude`).toBe(false);
        expect(body.includes('ANONIMMARK'), `${url} holds the anonim report`).toBe(false);
      }
    }
  });
});

describe('Open311 GeoReport v2', () => {
  /** The v2 fields of a service and of a service request (open311.org/GeoReport_v2). */
  const SERVICE_FIELDS = [
    'service_code',
    'service_name',
    'description',
    'metadata',
    'type',
    'keywords',
    'group',
  ];
  const REQUEST_FIELDS = [
    'service_request_id',
    'status',
    'status_notes',
    'service_name',
    'service_code',
    'description',
    'agency_responsible',
    'service_notice',
    'requested_datetime',
    'updated_datetime',
    'expected_datetime',
    'address',
    'address_id',
    'zipcode',
    'lat',
    'long',
    'media_url',
  ];

  it('lists the services with the v2 fields', async () => {
    const response = await t.request({ method: 'GET', url: '/open311/v2/services.json' });
    expect(response.statusCode).toBe(200);
    const services = response.json();
    expect(services.map((s: { service_name: string }) => s.service_name)).toEqual([
      'Jalan rusak',
      'Tempat baru',
      'Data salah',
      'Lainnya',
    ]);
    for (const service of services) {
      expect(Object.keys(service).sort()).toEqual([...SERVICE_FIELDS].sort());
      expect(['realtime', 'batch', 'blackbox']).toContain(service.type);
    }
  });

  it('reads requests with the v2 fields and the public rules, one by id too', async () => {
    const response = await t.request({ method: 'GET', url: '/open311/v2/requests.json' });
    expect(response.statusCode).toBe(200);
    const list = response.json() as Record<string, unknown>[];
    expect(list.map((r) => r.service_request_id).sort()).toEqual(
      [String(reports.publik.id), String(reports.anonim.id)].sort(),
    );
    for (const request of list) {
      expect(Object.keys(request).sort()).toEqual([...REQUEST_FIELDS].sort());
      expect(['open', 'closed']).toContain(request.status);
      expect(Number.isNaN(Date.parse(request.requested_datetime as string))).toBe(false);
    }
    const anonim = list.find((r) => r.service_request_id === String(reports.anonim.id))!;
    expect(anonim).toMatchObject({ media_url: '', lat: toGrid(SPOT.latitude, SPOT.longitude).latitude });
    const publik = list.find((r) => r.service_request_id === String(reports.publik.id))!;
    expect(publik.media_url).toMatch(new RegExp(`/uploads/reports/${reports.publik.photo}$`));
    expect(JSON.stringify(list)).not.toMatch(/Namapelapor|0813/);

    const one = await t.request({ method: 'GET', url: `/open311/v2/requests/${reports.publik.id}.json` });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toHaveLength(1);
    const secret = await t.request({ method: 'GET', url: `/open311/v2/requests/${reports.rahasia.id}.json` });
    expect(secret.statusCode).toBe(404);
    expect(secret.json()[0]).toMatchObject({ code: 404 });
    const filtered = await t.request({ method: 'GET', url: '/open311/v2/requests.json?status=closed' });
    expect(filtered.json()).toEqual([]);
    const bad = await t.request({ method: 'GET', url: '/open311/v2/requests.json?start_date=yesterday' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()[0]).toMatchObject({ code: 400 });
  });

  it('answers in the v2 XML too: the same records and fields, errors as <errors>', async () => {
    /** An XML answer as records of text fields (xmldom refuses a document that is not well formed). */
    const recordsOf = (xml: string, item: string) => {
      const document = new DOMParser({
        onError: (level, message) => {
          throw new Error(`${level}: ${message}`);
        },
      }).parseFromString(xml, 'text/xml');
      return Array.from(document.getElementsByTagName(item)).map((element) =>
        Object.fromEntries(
          Array.from(element.childNodes)
            .filter((node) => node.nodeType === 1)
            .map((node) => [node.nodeName, node.textContent ?? '']),
        ),
      );
    };
    const services = await t.request({ method: 'GET', url: '/open311/v2/services.xml' });
    expect(services.statusCode).toBe(200);
    expect(services.headers['content-type']).toMatch(/^text\/xml/);
    const serviceRecords = recordsOf(services.body, 'service');
    expect(serviceRecords.map((service) => service.service_name)).toEqual(
      (await t.request({ method: 'GET', url: '/open311/v2/services.json' }))
        .json()
        .map((service: { service_name: string }) => service.service_name),
    );
    for (const service of serviceRecords)
      expect(Object.keys(service).sort()).toEqual([...SERVICE_FIELDS].sort());

    const asJson = (await t.request({ method: 'GET', url: '/open311/v2/requests.json' })).json() as Record<
      string,
      unknown
    >[];
    const asXml = await t.request({ method: 'GET', url: '/open311/v2/requests.xml' });
    expect(asXml.statusCode).toBe(200);
    expect(asXml.body.startsWith('<?xml version="1.0" encoding="utf-8"?>')).toBe(true);
    const requests = recordsOf(asXml.body, 'request');
    expect(requests).toHaveLength(asJson.length);
    for (const request of requests) {
      expect(Object.keys(request).sort()).toEqual([...REQUEST_FIELDS].sort());
      const same = asJson.find((entry) => entry.service_request_id === request.service_request_id)!;
      // The same text as the JSON's.
      expect(request.description).toBe(same.description);
      expect(Number(request.lat)).toBe(same.lat);
    }
    expect(asXml.body).not.toMatch(/Namapelapor|0813/);

    const secret = await t.request({ method: 'GET', url: `/open311/v2/requests/${reports.rahasia.id}.xml` });
    expect(secret.statusCode).toBe(404);
    expect(recordsOf(secret.body, 'error')).toEqual([{ code: '404', description: expect.any(String) }]);
    const bad = await t.request({ method: 'GET', url: '/open311/v2/requests.xml?start_date=yesterday' });
    expect(bad.statusCode).toBe(400);
    expect(recordsOf(bad.body, 'error')[0]!.description).toMatch(/start_date/);
  });

  it('takes a request through the same checks, limits and proof of work', async () => {
    const form = (fields: Record<string, string>) => ({
      method: 'POST' as const,
      url: '/open311/v2/requests.json',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
      remoteAddress: '10.41.0.1',
    });
    const fields = {
      service_code: '1',
      lat: '-7.5',
      long: '110.5',
      description: 'Jalan berlubang',
      first_name: 'Ani',
    };
    const missing = await t.request(form(fields));
    expect(missing.statusCode).toBe(400);
    expect(missing.json()[0]).toMatchObject({ code: 400, description: expect.any(String) });
    const altcha = await solvedChallenge(t);
    const posted = await t.request(form({ ...fields, altcha }));
    expect(posted.statusCode, posted.body).toBe(201);
    const token = posted.json()[0].token as string;
    const stored = (await t.request({ method: 'GET', url: `/api/public/reports/${token}` })).json().data;
    // An aggregator that does not ask its user sends no privacy: the careful default.
    expect(stored).toMatchObject({ status: 'baru', privacy: 'anonim', description: 'Jalan berlubang' });
    const replay = await t.request(form({ ...fields, altcha }));
    expect(replay.statusCode).toBe(403);
    const invalid = await t.request(form({ ...fields, lat: '200', altcha: await solvedChallenge(t) }));
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json()[0]).toMatchObject({ code: 422 });
  });
});
