import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REST_ENDPOINTS } from '../../src/server/http/rest-routes.ts';
import { createContext } from '../../src/server/trpc/context.ts';
import { accessOf, proceduresOf } from '../../src/server/trpc/procedure-meta.ts';
import { appRouter, createCaller } from '../../src/server/trpc/router.ts';
import { REGENCY_ADMIN, REGENCY_VIEWER, SYSTEM_PERMISSIONS } from '../../src/shared/permissions.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let everythingBut: Record<string, string>;
let only: Record<string, string>;
/**
 * The record each procedure is aimed at. Users and roles are a user and a role that hold nothing: acting on
 * them needs only the action's permission, whereas acting on one who holds more than you is refused too.
 */
const targets: Record<string, number> = {};
const targetOf = (procedure: string) => targets[procedure.split('.')[0]!] ?? 1;
beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  targets.roles = (
    await db.insertInto('roles').values({ name: 'Holds nothing' }).returning('id').executeTakeFirstOrThrow()
  ).id;
  targets.users = (
    await db
      .insertInto('users')
      .values({ name: 'Nobody', username: 'nobody', email: 'nobody@desa.test', password_hash: 'x' })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  everythingBut = {};
  only = {};
  for (const permission of SYSTEM_PERMISSIONS) {
    everythingBut[permission] = await t.tokenWith(SYSTEM_PERMISSIONS.filter((name) => name !== permission));
    only[permission] = await t.tokenWith([permission]);
  }
  // The regency's roles (decision 0055): a village's every permission is not one; the viewer is not the admin.
  everythingBut[REGENCY_ADMIN] = await t.tokenWith([...SYSTEM_PERMISSIONS, REGENCY_VIEWER]);
  only[REGENCY_ADMIN] = await t.tokenWith([REGENCY_ADMIN]);
  everythingBut[REGENCY_VIEWER] = await t.tokenWith(SYSTEM_PERMISSIONS);
  only[REGENCY_VIEWER] = await t.tokenWith([REGENCY_VIEWER]);
});
afterAll(() => t.close());

/** What every procedure of the router declares it needs. */
const ACCESS = proceduresOf(appRouter).map(([path, procedure]) => [path, accessOf(procedure)]);
const guarded = REST_ENDPOINTS.filter((route) => route.access !== 'public' && route.access !== 'session');
const concreteUrl = (url: string, procedure = '') =>
  url.replace(/:id\([^)]*\)/, String(targetOf(procedure))).replace(/:entry\([^)]*\)/, '1');

describe('every write needs its permission, over REST', () => {
  it('covers every guarded procedure', () => {
    const guardedProcedures = ACCESS.filter(([, a]) => a !== 'public' && a !== 'session');
    expect(new Set(guarded.map((route) => route.procedure))).toEqual(
      new Set(guardedProcedures.map(([p]) => p)),
    );
  });

  it.each(guarded.map((route) => [`${route.method} ${route.url}`, route] as const))(
    '%s',
    async (_name, route) => {
      const permission = route.access;
      const url = concreteUrl(route.url, route.procedure);
      const denied = await t.request({
        method: route.method,
        url,
        token: everythingBut[permission],
        payload: {},
      });
      expect(denied.statusCode, `without ${permission}`).toBe(403);
      const allowed = await t.request({ method: route.method, url, token: only[permission], payload: {} });
      expect([401, 403], `with ${permission}`).not.toContain(allowed.statusCode);
      expect(allowed.statusCode).toBeLessThan(500);
      const anonymous = await t.request({ method: route.method, url, payload: {} });
      expect(anonymous.statusCode).toBe(401);
    },
  );
});

describe('every write needs its permission, over tRPC', () => {
  const procedures = ACCESS.filter(([, access]) => access !== 'public' && access !== 'session');
  it.each(procedures)('%s needs %s', async (path, permission) => {
    const call = (token: string) => {
      const caller = createCaller(createContext(t.app.deps, `Bearer ${token}`)) as unknown as Record<
        string,
        Record<string, (input: unknown) => Promise<unknown>>
      >;
      const [group, name] = path.split('.') as [string, string];
      return caller[group]![name]!({ id: targetOf(path) });
    };
    await expect(call(everythingBut[permission]!)).rejects.toMatchObject({ code: 'FORBIDDEN' });
    // With the permission it runs: it may succeed, or fail for another reason (no such record, bad input).
    const refusal = await call(only[permission]!).then(
      () => null,
      (error: { code?: string }) => error,
    );
    expect(refusal?.code).not.toBe('FORBIDDEN');
  });
});

describe('every route of the spec', () => {
  const needsSession = REST_ENDPOINTS.filter((route) => route.access !== 'public');

  it.each(needsSession.map((route) => [`${route.method} ${route.url}`, route] as const))(
    '%s answers 401 {message} without a token',
    async (_name, route) => {
      const response = await t.request({ method: route.method, url: concreteUrl(route.url), payload: {} });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'Unauthenticated.' });
    },
  );

  const byId = REST_ENDPOINTS.filter((route) => route.url.includes(':id'));
  it.each(byId.map((route) => [`${route.method} ${route.url}`, route] as const))(
    '%s answers 404 for an id that does not exist',
    async (_name, route) => {
      const admin = await t.login();
      const response = await t.request({
        method: route.method,
        url: route.url.replace(/:id\([^)]*\)/, '987654').replace(/:entry\([^)]*\)/, '1'),
        token: admin,
        payload: {
          name: 'valid-name',
          username: 'valid.user',
          email: 'valid@example.test',
          permission_ids: [],
          // The place a "Data salah" report corrects (its route needs one to reach the report's 404).
          place_id: 1,
        },
      });
      expect(response.statusCode).toBe(404);
      expect(typeof response.json().message).toBe('string');
    },
  );
});
