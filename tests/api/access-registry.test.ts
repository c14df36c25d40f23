import { describe, expect, it } from 'vitest';
import { REST_ENDPOINTS } from '../../src/server/http/rest-routes.ts';
import { signedInProcedure } from '../../src/server/trpc/init.ts';
import { accessOf, proceduresOf, rest } from '../../src/server/trpc/procedure-meta.ts';
import { appRouter } from '../../src/server/trpc/router.ts';
import { REGENCY_ADMIN, REGENCY_VIEWER, SYSTEM_PERMISSIONS } from '../../src/shared/permissions.ts';
import { idInput } from '../../src/shared/schemas/common.ts';

const procedures = proceduresOf(appRouter);

describe('what each procedure declares', () => {
  it('every procedure of the router has a known access level', () => {
    expect(procedures.length).toBeGreaterThan(0);
    const allowed = new Set<string>([
      'public',
      'session',
      ...SYSTEM_PERMISSIONS,
      REGENCY_ADMIN,
      REGENCY_VIEWER,
    ]);
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
    // The spec's section 7, with history, "Recently deleted", import, export and the boundary file, and the
    // public map's light answer and one place whole (decision 0053), resident reports' eleven (decision 0054)
    // and the place a "Data salah" corrects, the regency's four (decision 0055), its public page's two,
    // closing and opening a village (issue 35) and the shared categories' four (decision 0060).
    expect(REST_ENDPOINTS.length).toBe(88);
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
