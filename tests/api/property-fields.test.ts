import type { AnyTRPCProcedure } from '@trpc/server';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { REST_ENDPOINTS, type RestEndpoint } from '../../src/server/http/rest-routes.ts';
import { accessOf } from '../../src/server/trpc/procedure-meta.ts';
import { appRouter } from '../../src/server/trpc/router.ts';
import { SYSTEM_PERMISSIONS } from '../../src/shared/permissions.ts';
import { multipart } from '../support/multipart.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * Hostile values in every field of every procedure, the fields read from the procedures' own zod input
 * schemas: through every REST route of the route table and through /trpc for every procedure of the router.
 * No answer may be a 500. The seed is fixed so a failure can be replayed.
 */
const SEED = 20261125;
const RUNS = 40;
/** Every well-formed login costs a password hash; fewer runs keep the suite's time in bounds. */
const LOGIN_RUNS = 15;

type Field = { name: string; type: string | undefined };
interface ProcedureDef {
  inputs: z.ZodType[];
  type: 'query' | 'mutation';
}
const procedures = appRouter._def.procedures as unknown as Record<string, { _def: ProcedureDef }>;

/** The top-level fields of a procedure's input, as its zod schema declares them. */
function fieldsOf(path: string): Field[] {
  const schema = procedures[path]?._def.inputs[0];
  if (!schema) return [];
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as {
    properties?: Record<string, { type?: string }>;
  };
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({ name, type: property.type }));
}

const CONTROL = fc.integer({ min: 0, max: 0x1f }).map((code) => String.fromCharCode(code));
const SURROGATE = fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code));

/** Text with NUL, other control characters or lone surrogates somewhere in it. */
const hostileText = fc
  .tuple(
    fc.string({ maxLength: 12 }),
    fc.oneof(CONTROL, SURROGATE, fc.constant('\u0000')),
    fc.string({ maxLength: 12 }),
  )
  .map(([before, bad, after]) => `${before}${bad}${after}`);

const hostileNumber = fc.oneof(
  fc.constantFrom(
    -1,
    0,
    -2_147_483_649,
    2_147_483_648,
    Number.MAX_SAFE_INTEGER,
    -Number.MAX_SAFE_INTEGER,
    1e23,
    -1e308,
    1e308,
    '9223372036854775808',
    '-9223372036854775809',
    '1e23',
    '1e400',
    '-0',
    'NaN',
    'Infinity',
  ),
  fc.double(),
  fc.bigInt().map(String),
);

/** Arrays nested deeper than any real input (JSON text, so the parser meets it as sent). */
const deepNesting = fc
  .integer({ min: 50, max: 3000 })
  .map((depth) => JSON.parse(`${'['.repeat(depth)}1${']'.repeat(depth)}`));

const hostileValue = fc.oneof(
  { weight: 4, arbitrary: hostileText },
  { weight: 2, arbitrary: hostileNumber },
  { weight: 1, arbitrary: deepNesting },
  { weight: 1, arbitrary: fc.array(hostileText, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(hostileText, hostileText, { maxKeys: 2 }) },
);

/** A plausible value of the field's type, so that a hostile value elsewhere is not hidden by a missing one. */
function plausible(field: Field): unknown {
  if (field.name.endsWith('_ids')) return [1];
  if (
    field.type === 'number' ||
    field.type === 'integer' ||
    field.name.endsWith('_id') ||
    field.name === 'id'
  )
    return 1;
  if (field.name === 'email') return 'someone@desa.test';
  if (field.name.includes('password')) return 'sawah-hijau-2026';
  if (field.name === 'status') return 'active';
  if (field.name === 'format') return 'geojson';
  return 'Teks biasa';
}

/** Every field plausible, and one or more of them hostile. */
function inputFor(fields: Field[]): fc.Arbitrary<Record<string, unknown>> {
  if (fields.length === 0) return fc.dictionary(hostileText, hostileValue, { maxKeys: 2 });
  return fc
    .tuple(
      fc.subarray(fields, { minLength: 1 }),
      fc.array(hostileValue, { minLength: fields.length, maxLength: fields.length }),
    )
    .map(([hostile, values]) =>
      Object.fromEntries(
        fields.map((field, index) => [
          field.name,
          hostile.includes(field) ? values[index] : plausible(field),
        ]),
      ),
    );
}

const asText = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));

describe('hostile values in every field', () => {
  let t: TestApp;
  let admin: string;
  let cases = 0;
  /** A fresh all-permission user: generated calls may demote or delete the previous one. */
  const renewAdmin = async () => {
    admin = await t.tokenWith(SYSTEM_PERMISSIONS);
  };

  beforeAll(async () => {
    t = await createTestApp();
    await renewAdmin();
  });
  afterAll(async () => {
    console.log(`hostile field values: ${cases} generated cases`);
    await t.close();
  });

  async function check(response: LightMyRequestResponse, label: string) {
    cases++;
    expect(response.statusCode, `${label}: ${response.body.slice(0, 300)}`).toBeLessThan(500);
    if (response.statusCode === 401 || response.statusCode === 403) await renewAdmin();
  }

  function restRequest(route: RestEndpoint, input: Record<string, unknown>, asMultipart: boolean) {
    const url = route.url.replace(/:id\([^)]*\)/, '1');
    if (route.method === 'GET' || route.method === 'DELETE') {
      const query = new URLSearchParams();
      // A lone surrogate travels as U+FFFD in a URL (URLSearchParams encodes UTF-8); bodies carry it as sent.
      for (const [key, value] of Object.entries(input)) query.set(key, asText(value));
      return t.request({ method: route.method, url: `${url}?${query}`, token: admin });
    }
    if (asMultipart) {
      const fields = Object.fromEntries(Object.entries(input).map(([key, value]) => [key, asText(value)]));
      return t.request({ method: route.method, url, token: admin, ...multipart(fields) });
    }
    return t.request({
      method: route.method,
      url,
      token: admin,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(input),
    });
  }

  for (const route of REST_ENDPOINTS) {
    const fields = fieldsOf(route.procedure);
    it(`REST ${route.method} ${route.url}: fields ${fields.map((field) => field.name).join(', ') || '(none)'}`, async () => {
      await fc.assert(
        fc.asyncProperty(inputFor(fields), fc.boolean(), async (input, asMultipart) => {
          const response = await restRequest(route, input, asMultipart && route.multipartFile !== undefined);
          await check(response, `${route.method} ${route.url}`);
        }),
        { numRuns: route.procedure === 'auth.login' ? LOGIN_RUNS : RUNS, seed: SEED, endOnFailure: true },
      );
    });
  }

  for (const path of Object.keys(procedures)) {
    const fields = fieldsOf(path);
    const def = procedures[path]!._def;
    it(`tRPC ${path}: fields ${fields.map((field) => field.name).join(', ') || '(none)'}`, async () => {
      await fc.assert(
        fc.asyncProperty(inputFor(fields), async (input) => {
          const body = JSON.stringify({ json: input });
          const response =
            def.type === 'query'
              ? await t.request({
                  method: 'GET',
                  // JSON.stringify escapes lone surrogates (\ud800), so the URL can carry them to the server.
                  url: `/trpc/${path}?input=${encodeURIComponent(body)}`,
                  token: admin,
                })
              : await t.request({
                  method: 'POST',
                  url: `/trpc/${path}`,
                  token: admin,
                  headers: { 'content-type': 'application/json' },
                  payload: body,
                });
          await check(
            response,
            `tRPC ${path} (${accessOf(procedures[path] as unknown as AnyTRPCProcedure)})`,
          );
        }),
        {
          numRuns: path === 'auth.login' || path === 'auth.changePassword' ? LOGIN_RUNS : RUNS,
          seed: SEED,
          endOnFailure: true,
        },
      );
    });
  }
});
