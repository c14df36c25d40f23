import { describe, expect, it } from 'vitest';
import { REST_ENDPOINTS } from '../../src/server/http/rest-routes.ts';
import { signedInProcedure } from '../../src/server/trpc/init.ts';
import { accessOf, proceduresOf, rest } from '../../src/server/trpc/procedure-meta.ts';
import { appRouter } from '../../src/server/trpc/router.ts';
import { SYSTEM_PERMISSIONS } from '../../src/shared/permissions.ts';
import { idInput } from '../../src/shared/schemas/common.ts';

const procedures = proceduresOf(appRouter);

describe('what each procedure declares', () => {
  it('every procedure of the router has a known access level', () => {
    expect(procedures.length).toBeGreaterThan(0);
    const allowed = new Set<string>(['public', 'session', ...SYSTEM_PERMISSIONS]);
    for (const [path, procedure] of procedures) {
      expect(allowed.has(accessOf(procedure)), `${path}: ${accessOf(procedure)}`).toBe(true);
    }
  });

  it('a REST call is declared once per method and path', () => {
    const seen = new Set<string>();
    for (const route of REST_ENDPOINTS) {
      const key = `${route.method} ${route.url}`;
      expect(seen.has(key), key).toBe(false);
      seen.add(key);
    }
    // The spec's section 7, with history, "Recently deleted", import, export and the boundary file.
    expect(REST_ENDPOINTS.length).toBe(62);
  });

  it('a route is checked against its input when it is declared (these lines do not compile)', () => {
    // @ts-expect-error: the input has no `slug` for the path's parameter.
    rest(signedInProcedure.input(idInput), { method: 'GET', path: '/x/:slug', input: 'params' });
    // @ts-expect-error: a path parameter is read only from the params.
    rest(signedInProcedure.input(idInput), { method: 'GET', path: '/x/:id', input: 'query' });
    // @ts-expect-error: a procedure without input reads none.
    rest(signedInProcedure, { method: 'GET', path: '/x', input: 'query' });
    // @ts-expect-error: a procedure with input says where it comes from.
    rest(signedInProcedure.input(idInput), { method: 'GET', path: '/x/:id' });
  });
});
