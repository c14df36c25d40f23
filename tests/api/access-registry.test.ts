import { describe, expect, it } from 'vitest';
import { REST_ROUTES } from '../../src/server/http/rest-routes.ts';
import { appRouter } from '../../src/server/trpc/router.ts';
import { PROCEDURE_ACCESS, SYSTEM_PERMISSIONS } from '../../src/shared/permissions.ts';

const procedurePaths = Object.keys(appRouter._def.procedures).sort();

describe('the access registry', () => {
  it('names every procedure of the router, and nothing else', () => {
    expect(procedurePaths.length).toBeGreaterThan(0);
    expect(Object.keys(PROCEDURE_ACCESS).sort()).toEqual(procedurePaths);
  });

  it('uses only known access levels', () => {
    const allowed = new Set<string>(['public', 'session', ...SYSTEM_PERMISSIONS]);
    for (const [path, access] of Object.entries(PROCEDURE_ACCESS)) {
      expect(allowed.has(access), `${path}: ${access}`).toBe(true);
    }
  });

  it('routes every REST call to an existing procedure, once per method and path', () => {
    const seen = new Set<string>();
    for (const route of REST_ROUTES) {
      expect(procedurePaths).toContain(route.procedure);
      const key = `${route.method} ${route.url}`;
      expect(seen.has(key), key).toBe(false);
      seen.add(key);
    }
  });
});
