import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REST_ENDPOINTS, type RestEndpoint } from '../../src/server/http/rest-routes.ts';
import { normalizeGeometry } from '../../src/shared/geo/normalize.ts';
import { parseGeoJsonText } from '../../src/shared/geo/parse.ts';
import { sayMessage } from '../../src/shared/i18n/say-message.ts';
import { SYSTEM_PERMISSIONS } from '../../src/shared/permissions.ts';
import { multipart } from '../support/multipart.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * Generated input for every REST route and for the GeoJSON parser: no answer may be a 500, nothing may
 * throw, no promise may be left rejected. The seed is fixed so a failure can be replayed; the total number
 * of cases is counted and printed.
 */
const SEED = 20261123;
/** Per route; login runs fewer since every well-formed attempt costs a password hash. */
const RUNS_PER_ROUTE = 150;
const LOGIN_RUNS = 100;
const GEO_RUNS = 2000;

let cases = 0;
const unhandled: unknown[] = [];
const onUnhandled = (reason: unknown) => unhandled.push(reason);

const FIELDS = [
  'id',
  'name',
  'description',
  'color',
  'image',
  'permission_ids',
  'role_ids',
  'username',
  'password',
  'email',
  'address',
  'latitude',
  'longitude',
  'category_id',
  'geometry',
  'status',
  'title',
  'map_center_lat',
  'map_center_lng',
  'map_zoom',
  'village_boundary',
  'page',
  'search',
  'version',
  'entry',
  'map_marker',
  'language',
  '__proto__',
  'constructor',
] as const;

const coordinate = fc.oneof(
  fc.double({ min: -200, max: 200, noNaN: true }),
  fc.double(),
  fc.constantFrom(0, -0, 1e308, -1e308, Number.MAX_SAFE_INTEGER),
  fc.string({ maxLength: 5 }),
);
const position = fc.array(coordinate, { minLength: 0, maxLength: 4 });
const ring = fc.array(position, { maxLength: 6 });

/** Shapes near GeoJSON, right and wrong: wrong types, wrong nesting, odd numbers, nulls. */
const geoJsonish: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  geometry: fc.record(
    {
      type: fc.oneof(
        fc.constantFrom('Point', 'MultiPoint', 'LineString', 'MultiLineString', 'Polygon', 'MultiPolygon'),
        fc.constantFrom('GeometryCollection', 'point', '', 'Feature'),
      ),
      coordinates: fc.oneof(
        position,
        fc.array(position, { maxLength: 6 }),
        fc.array(ring, { maxLength: 3 }),
        fc.array(fc.array(ring, { maxLength: 3 }), { maxLength: 3 }),
        fc.jsonValue({ maxDepth: 3 }),
      ),
      geometries: fc.array(tie('geometry'), { maxLength: 2 }),
    },
    { requiredKeys: ['type'] },
  ),
  feature: fc.record(
    {
      type: fc.constantFrom('Feature', 'feature'),
      geometry: fc.oneof(tie('geometry'), fc.constant(null), fc.jsonValue({ maxDepth: 2 })),
      properties: fc.jsonValue({ maxDepth: 2 }),
    },
    { requiredKeys: ['type'] },
  ),
  collection: fc.record(
    {
      type: fc.constant('FeatureCollection'),
      features: fc.oneof(
        fc.array(fc.oneof(tie('feature'), tie('geometry'), fc.constant(null)), { maxLength: 4 }),
        fc.jsonValue({ maxDepth: 2 }),
      ),
    },
    { requiredKeys: ['type'] },
  ),
  any: fc.oneof(tie('geometry'), tie('feature'), tie('collection'), fc.jsonValue({ maxDepth: 3 })),
})).any;

/** GeoJSON text: valid JSON of the shapes above, or that text cut, padded or mangled. */
const geoJsonText = fc.oneof(
  geoJsonish.map((value) => JSON.stringify(value)),
  fc.tuple(geoJsonish, fc.nat()).map(([value, cut]) => {
    const text = JSON.stringify(value) ?? '';
    return text.slice(0, cut % (text.length + 1));
  }),
  fc.string(),
  fc.constantFrom(
    '',
    'null',
    '[]',
    '{}',
    '{"type":"Point","coordinates":[1e400,2]}',
    '\u0000',
    '{"__proto__":{}}',
  ),
);

const fieldValue = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom(
    '1',
    '0',
    '-1',
    '99999999999999999999',
    '1e309',
    'NaN',
    ' ',
    '#zzzzzz',
    'active',
    'inactive',
  ),
  fc.array(fc.oneof(fc.integer(), fc.string({ maxLength: 8 }), fc.constant(null)), { maxLength: 5 }),
  geoJsonish,
  geoJsonText,
  fc.jsonValue({ maxDepth: 3 }),
);

const body = fc.oneof(
  fc.dictionary(fc.oneof(fc.constantFrom(...FIELDS), fc.string({ maxLength: 10 })), fieldValue, {
    maxKeys: 8,
  }),
  fc.jsonValue({ maxDepth: 3 }),
);

const idSegment = fc.oneof(
  fc.nat({ max: 60 }).map(String),
  fc.constantFrom('0', '00', '2147483648', '99999999999999999999', '-1', '1.5', 'all', '%00', '..'),
  fc.string({ maxLength: 12 }).map(encodeURIComponent),
);

const queryString = fc.oneof(
  fc
    .dictionary(
      fc.oneof(
        // The list screens' keys, the activity screen's filters among them.
        fc.constantFrom(
          'page',
          'search',
          'per_page',
          'id',
          'user',
          'resource',
          'action',
          'from',
          'to',
          '__proto__',
        ),
        fc.string({ maxLength: 8 }),
      ),
      fc.oneof(
        fc.string({ maxLength: 20 }),
        fc.constantFrom(
          '0',
          '-1',
          '1e9',
          '99999999999999999999',
          'NaN',
          '%',
          'maps',
          'delete',
          '2026-02-31',
          '0000-01-01',
        ),
        fc.nat().map(String),
      ),
      { maxKeys: 4 },
    )
    .map((params) => new URLSearchParams(params).toString()),
  fc.string({ maxLength: 30 }).map(encodeURI),
  fc.constantFrom('page=1&page=2', 'search[]=a&search[]=b', 'page[a]=1', '%ZZ', 'a=%E0%A4%A'),
);

type Session = 'none' | 'admin' | 'limited' | 'bogus';
const session = fc.constantFrom<Session>('none', 'admin', 'admin', 'limited', 'bogus');

/** How the body travels: JSON, raw (possibly malformed) text labelled JSON, multipart, or a form encoding. */
const encoding = fc.constantFrom('json', 'json', 'json', 'raw', 'multipart', 'urlencoded');

/** The route's address with the generated segment in every parameter (a record's id, a history entry's). */
function pathOf(route: RestEndpoint, id: string): string {
  return route.url.replace(/:id\([^)]*\)/, id).replace(/:entry\([^)]*\)/, id);
}

describe('generated REST input', () => {
  let t: TestApp;
  const tokens: Record<Session, string | undefined> = {
    none: undefined,
    admin: undefined,
    limited: undefined,
    bogus: 'not-a-real-token-0123456789abcdef',
  };
  /** A fresh all-permission user: the generated calls may delete or demote the previous one. */
  const renewAdmin = async () => {
    tokens.admin = await t.tokenWith(SYSTEM_PERMISSIONS);
  };

  beforeAll(async () => {
    process.on('unhandledRejection', onUnhandled);
    t = await createTestApp();
    await renewAdmin();
    tokens.limited = await t.tokenWith(['maps-create']);
  });
  afterAll(async () => {
    process.off('unhandledRejection', onUnhandled);
    await t.close();
  });

  function send(
    route: RestEndpoint,
    input: { id: string; query: string; body: unknown; encoding: string; session: Session; raw: string },
  ): Promise<LightMyRequestResponse> {
    const url = `${pathOf(route, input.id)}${input.query ? `?${input.query}` : ''}`;
    const token = tokens[input.session];
    const base = { method: route.method, url, token } as const;
    if (route.method === 'GET' || route.method === 'DELETE') return t.request(base);
    switch (input.encoding) {
      case 'raw':
        return t.request({ ...base, payload: input.raw, headers: { 'content-type': 'application/json' } });
      case 'urlencoded':
        return t.request({
          ...base,
          payload: input.raw,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        });
      case 'multipart': {
        const fields = Object.fromEntries(
          Object.entries(input.body && typeof input.body === 'object' ? input.body : {}).map(
            ([key, value]) => [key, typeof value === 'string' ? value : (JSON.stringify(value) ?? '')],
          ),
        );
        return t.request({ ...base, ...multipart(fields) });
      }
      default:
        return t.request({
          ...base,
          payload: JSON.stringify(input.body ?? null),
          headers: { 'content-type': 'application/json' },
        });
    }
  }

  for (const route of REST_ENDPOINTS) {
    it(`${route.method} ${route.url} answers every generated input without a 500`, async () => {
      const input = fc.record({
        id: idSegment,
        query: queryString,
        body,
        encoding,
        // Logging out would end the admin session it was given; renewing it each time costs a password hash.
        session:
          route.procedure === 'auth.logout' ? fc.constantFrom<Session>('none', 'bogus', 'limited') : session,
        raw: fc.oneof(fc.string({ maxLength: 60 }), geoJsonText),
      });
      await fc.assert(
        fc.asyncProperty(input, async (generated) => {
          cases++;
          const response = await send(route, generated);
          expect(response.statusCode, response.body).toBeLessThan(500);
          if (response.body.length > 0 && String(response.headers['content-type']).includes('json')) {
            expect(() => JSON.parse(response.body)).not.toThrow();
          }
          if (generated.session === 'admin' && (response.statusCode === 401 || response.statusCode === 403)) {
            await renewAdmin();
          }
        }),
        {
          numRuns: route.procedure === 'auth.login' ? LOGIN_RUNS : RUNS_PER_ROUTE,
          seed: SEED,
          endOnFailure: true,
        },
      );
    });
  }
});

describe('generated GeoJSON', () => {
  it('parseGeoJsonText never throws and reads back any JSON it is given', () => {
    fc.assert(
      fc.property(fc.oneof(geoJsonText, fc.string({ unit: 'binary' })), (text) => {
        cases++;
        const value = parseGeoJsonText(text);
        let expected: unknown;
        try {
          expected = JSON.parse(text);
        } catch {
          expected = undefined;
        }
        expect(value).toEqual(expected);
      }),
      { numRuns: GEO_RUNS, seed: SEED },
    );
  });

  it('normalizeGeometry answers every value with a result, and a clean geometry normalises to itself', () => {
    fc.assert(
      fc.property(fc.oneof(geoJsonish, geoJsonText, fc.anything()), (input) => {
        cases++;
        const result = normalizeGeometry(input);
        if (!result.ok) {
          expect(sayMessage(result.message, 'standar').length).toBeGreaterThan(0);
          return;
        }
        expect(normalizeGeometry(result.geometry)).toEqual(result);
        expect(normalizeGeometry(JSON.stringify(result.geometry))).toEqual(result);
      }),
      { numRuns: GEO_RUNS, seed: SEED },
    );
  });

  it('normalizeGeometry with a type list never returns another type', () => {
    fc.assert(
      fc.property(
        geoJsonish,
        fc.constantFrom<('Point' | 'Polygon' | 'MultiPolygon')[]>(['Point'], ['Polygon', 'MultiPolygon']),
        (input, allowed) => {
          cases++;
          const result = normalizeGeometry(input, { allowedTypes: allowed });
          if (result.ok) expect(allowed).toContain(result.geometry.type);
        },
      ),
      { numRuns: GEO_RUNS, seed: SEED },
    );
  });
});

describe('the whole run', () => {
  it('tried at least 10,000 generated cases, with no unhandled rejection', () => {
    console.log(`property tests: ${cases} generated cases`);
    expect(unhandled).toEqual([]);
    expect(cases).toBeGreaterThanOrEqual(10_000);
  });
});
