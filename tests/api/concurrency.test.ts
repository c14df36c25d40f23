import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SYSTEM_PERMISSIONS } from '../../src/shared/permissions.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { testDatabaseKind } from '../support/test-database.ts';

/**
 * Races between requests. They matter on PostgreSQL (`npm run test:pg`), where transactions really run at
 * the same time; on PGlite they run one after another and these tests pass trivially.
 */
let t: TestApp;
let admin: string;
let superAdminRole: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  const roles = (await t.request({ method: 'GET', url: '/api/admin/roles/all', token: admin })).json().data;
  superAdminRole = roles.find((role: { name: string }) => role.name === 'Super Admin').id;
});
afterAll(() => t.close());

const ROUNDS = 6;

async function fullAdmins(): Promise<number> {
  const holders = await t.database.db
    .selectFrom('user_roles')
    .innerJoin('role_permissions', 'role_permissions.role_id', 'user_roles.role_id')
    .innerJoin('permissions', 'permissions.id', 'role_permissions.permission_id')
    .where('permissions.name', 'in', [...SYSTEM_PERMISSIONS])
    .groupBy('user_roles.user_id')
    .having((eb) => eb.fn.count('permissions.name').distinct(), '=', SYSTEM_PERMISSIONS.length)
    .select('user_roles.user_id')
    .execute();
  return holders.length;
}

describe(`concurrent requests (${testDatabaseKind})`, () => {
  it('two full admins removing each other at the same moment leave one full admin, every time', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const pair = await Promise.all(
        ['x', 'y'].map(async (side) => {
          const username = `race-${round}-${side}`;
          const user = (
            await t.request({
              method: 'POST',
              url: '/api/admin/users',
              token: admin,
              payload: {
                name: username,
                username,
                email: `${username}@desa.test`,
                password: 'sawah-luas-1234',
                role_ids: [superAdminRole],
              },
            })
          ).json().data as { id: number; name: string; username: string; email: string };
          return { user, token: await t.login(username, 'sawah-luas-1234') };
        }),
      );
      // Only the two of them hold everything: admin steps aside (x strips admin).
      const adminUser = (await t.request({ method: 'GET', url: '/api/me', token: admin })).json().data;
      const aside = await t.request({
        method: 'PUT',
        url: `/api/admin/users/${adminUser.id}`,
        token: pair[0]!.token,
        payload: { name: adminUser.name, username: 'admin', email: adminUser.email, role_ids: [] },
      });
      expect(aside.statusCode).toBe(200);
      expect(await fullAdmins()).toBe(2);

      const [x, y] = pair as [(typeof pair)[0], (typeof pair)[0]];
      const strip = (actor: typeof x, target: typeof x) =>
        t.request({
          method: 'PUT',
          url: `/api/admin/users/${target.user.id}`,
          token: actor.token,
          payload: {
            name: target.user.name,
            username: target.user.username,
            email: target.user.email,
            role_ids: [],
          },
        });
      const statuses = (await Promise.all([strip(x, y), strip(y, x)])).map((response) => response.statusCode);
      expect(statuses.filter((status) => status === 200)).toHaveLength(1);
      // The loser is refused as the race fell: 422 (it would leave no full admin), 401 (its session ended
      // before it was read) or 403 (its session was read, then its roles were gone when its rights were).
      expect(statuses.filter((status) => ![200, 401, 403, 422].includes(status))).toEqual([]);
      expect(await fullAdmins()).toBe(1);

      // The survivor gives admin its role back, for the next round.
      const survivor = statuses[0] === 200 ? x : y;
      const back = await t.request({
        method: 'PUT',
        url: `/api/admin/users/${adminUser.id}`,
        token: survivor.token,
        payload: {
          name: adminUser.name,
          username: 'admin',
          email: adminUser.email,
          role_ids: [superAdminRole],
        },
      });
      expect(back.statusCode).toBe(200);
      admin = await t.login();
      const retire = await t.request({
        method: 'PUT',
        url: `/api/admin/users/${survivor.user.id}`,
        token: admin,
        payload: { ...survivor.user, role_ids: [] },
      });
      expect(retire.statusCode).toBe(200);
    }
  });

  it('ten maps created at once with the same name all succeed, each with a slug of its own', async () => {
    for (let round = 0; round < 3; round++) {
      const responses = await Promise.all(
        Array.from({ length: 10 }, () =>
          t.request({
            method: 'POST',
            url: '/api/admin/maps',
            token: admin,
            payload: { name: `Pos Ronda ${round}`, latitude: -7.5, longitude: 110.4 },
          }),
        ),
      );
      expect(responses.map((response) => response.statusCode)).toEqual(Array(10).fill(201));
      const slugs = responses.map((response) => response.json().data.slug as string);
      expect(new Set(slugs).size).toBe(10);
    }
  });
});
