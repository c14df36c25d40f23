import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANONYMOUS_LIMITS } from '../../src/server/modules/anonymous-limits/anonymous-limits.ts';
import { purgeClosedVillages } from '../../src/server/modules/regency/regency.service.ts';
import { SYSTEM_PERMISSIONS } from '../../src/shared/permissions.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { testDatabaseKind } from '../support/test-database.ts';

// Issue 35: a regency of villages in one deployment. The regency admin adds a village with its first admin;
// the village is reached at /desa/{slug}/ and at its own host name, with the whole API beneath, and holds
// only its own data.

const NEW_ADMIN = { username: 'kades.sumber', password: 'sumber-agung-2026' };

describe(`the regency's villages (${testDatabaseKind})`, () => {
  let t: TestApp;
  let regencyAdmin: string;
  beforeAll(async () => {
    t = await createTestApp();
    regencyAdmin = await t.login();
  });
  afterAll(() => t.close());

  const addVillage = (token: string | undefined, body: Record<string, unknown>) =>
    t.request({ method: 'POST', url: '/api/regency/villages', token, payload: body });

  it('adds a village and its first admin, in under a second, and lists it', async () => {
    const listed = async () =>
      (
        (await t.request({ method: 'GET', url: '/api/regency/villages', token: regencyAdmin })).json()
          .data as { slug: string }[]
      ).map((village) => village.slug);
    // The villages there before (the first; beside a regency's, TEST_TEMPLATE_DATABASE, hundreds more).
    const before = await listed();
    expect(before).toContain('desa');
    const started = performance.now();
    const answer = await addVillage(regencyAdmin, {
      slug: 'sumberagung',
      name: 'Desa Sumberagung',
      region_code: '35.07.12.2001',
      kecamatan: 'Jatiroto',
      hosts: ['Sumberagung.Desa.Test'],
      admin: NEW_ADMIN,
    });
    const took = performance.now() - started;
    expect(answer.statusCode, answer.body).toBe(201);
    const created = answer.json().data as { id: number; slug: string };
    expect(created).toEqual({ id: expect.any(Number), slug: 'sumberagung' });
    expect(created.id).toBeGreaterThan(1);
    expect(took).toBeLessThan(1_000);

    const list = await t.request({ method: 'GET', url: '/api/regency/villages', token: regencyAdmin });
    expect(list.statusCode).toBe(200);
    const villages = list.json().data as { slug: string; hosts: string[]; region_code: string | null }[];
    expect(villages.map((village) => village.slug).sort()).toEqual([...before, 'sumberagung'].sort());
    expect(villages.find((village) => village.slug === 'sumberagung')).toMatchObject({
      hosts: ['sumberagung.desa.test'],
      region_code: '35.07.12.2001',
    });
  });

  it('refuses a taken slug, a bad one, a common password, anyone but the regency admin, and nobody', async () => {
    const body = {
      slug: 'sumberagung',
      name: 'Lagi',
      admin: { username: 'x.admin', password: 'another-long-pass' },
    };
    const taken = await addVillage(regencyAdmin, body);
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors.slug).toBeDefined();
    const bad = await addVillage(regencyAdmin, { ...body, slug: '../Desa Lain' });
    expect(bad.statusCode).toBe(422);
    const common = await addVillage(regencyAdmin, {
      ...body,
      slug: 'lain',
      admin: { username: 'x', password: 'password' },
    });
    expect(common.statusCode).toBe(422);

    const villageAdmin = await t.tokenWith([
      'users-create',
      'roles-create',
      'permissions-create',
      'settings-edit',
    ]);
    expect((await addVillage(villageAdmin, { ...body, slug: 'lain' })).statusCode).toBe(403);
    const viewer = await t.tokenWith(['regency-viewer']);
    expect((await addVillage(viewer, { ...body, slug: 'lain' })).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: '/api/regency/villages', token: viewer })).statusCode).toBe(
      200,
    );
    expect(
      (await t.request({ method: 'GET', url: '/api/regency/villages', token: villageAdmin })).statusCode,
    ).toBe(403);
    expect((await addVillage(undefined, { ...body, slug: 'lain' })).statusCode).toBe(401);
  });

  it("the village's Super Admin cannot set the regency admin's password or username or delete them; may rename them", async () => {
    // A second Super Admin of the first village: every village permission, no regency role.
    const villageAdmin = await t.tokenWith(SYSTEM_PERMISSIONS);
    const admin = await t.database.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'admin')
      .executeTakeFirstOrThrow();
    const read = async (token: string) =>
      (await t.request({ method: 'GET', url: `/api/admin/users/${admin.id}`, token })).json().data as {
        name: string;
        username: string;
        email: string;
        version: number;
      };
    const edit = async (token: string, change: Record<string, unknown>) => {
      const user = await read(token);
      return t.request({
        method: 'PUT',
        url: `/api/admin/users/${admin.id}`,
        token,
        payload: {
          name: user.name,
          username: user.username,
          email: user.email,
          version: user.version,
          ...change,
        },
      });
    };
    const reset = await edit(villageAdmin, { password: 'diambil-alih-2026' });
    expect(reset.statusCode, reset.body).toBe(403);
    expect(reset.json().message).toContain('regency-admin');
    expect((await edit(villageAdmin, { username: 'bukan-admin' })).statusCode).toBe(403);
    const deleted = await t.request({
      method: 'DELETE',
      url: `/api/admin/users/${admin.id}`,
      token: villageAdmin,
    });
    expect(deleted.statusCode, deleted.body).toBe(403);
    // Nothing changed: the regency admin still signs in with the password they had, and still leads.
    const again = await t.login();
    const session = await t.request({ method: 'GET', url: '/api/me', token: again });
    expect(session.statusCode).toBe(200);
    expect(JSON.stringify(session.json())).toContain('regency-admin');
    // Their name stays the village's to change, as in a deployment of one village; the regency admin's too.
    const renamed = await edit(villageAdmin, { name: 'Admin Desa' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const own = await edit(regencyAdmin, { name: 'Admin Kabupaten' });
    expect(own.statusCode, own.body).toBe(200);
  });

  it("a permission a village names like the regency's confers nothing", async () => {
    const db = t.database.db;
    const permission = await db
      .insertInto('permissions')
      .values({ name: 'regency-admin' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const role = await db
      .insertInto('roles')
      .values({ name: 'Pura-pura' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('role_permissions')
      .values({ role_id: role.id, permission_id: permission.id })
      .execute();
    const token = await t.tokenWith([]);
    const user = await db.selectFrom('users').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow();
    await db.insertInto('user_roles').values({ user_id: user.id, role_id: role.id }).execute();
    const answer = await addVillage(token, { slug: 'lain', name: 'Lain', admin: NEW_ADMIN });
    expect(answer.statusCode).toBe(403);
  });

  it('the new village answers at /desa/{slug}/ and at its host, with its own data and sessions only', async () => {
    const base = '/desa/sumberagung';
    const settings = await t.request({ method: 'GET', url: `${base}/api/public/settings` });
    expect(settings.statusCode).toBe(200);
    expect(settings.json().data.title).toBe('Desa Sumberagung');
    const byHost = await t.request({
      method: 'GET',
      url: '/api/public/settings',
      headers: { host: 'sumberagung.desa.test' },
    });
    expect(byHost.json().data.title).toBe('Desa Sumberagung');
    const first = await t.request({ method: 'GET', url: '/api/public/settings' });
    expect(first.json().data.title).not.toBe('Desa Sumberagung');

    const login = await t.request({ method: 'POST', url: `${base}/api/login`, payload: NEW_ADMIN });
    expect(login.statusCode, login.body).toBe(200);
    const cookies = login.headers['set-cookie'] as string[];
    expect(cookies.every((cookie) => cookie.includes(`Path=${base}/`))).toBe(true);
    const token = login.json().data.token as string;
    expect(login.json().data.permissions['regency-admin']).toBeUndefined();
    expect(
      (await t.request({ method: 'GET', url: `${base}/api/admin/users`, token })).json().data.total,
    ).toBe(1);
    // Its session is its village's: nowhere else, and the first village's admin's is not its.
    expect((await t.request({ method: 'GET', url: '/api/admin/users', token })).statusCode).toBe(401);
    expect(
      (await t.request({ method: 'GET', url: `${base}/api/admin/users`, token: regencyAdmin })).statusCode,
    ).toBe(401);
    // The first village's admin is not this village's: signing in there with the same name fails.
    const stranger = await t.request({
      method: 'POST',
      url: `${base}/api/login`,
      payload: { username: 'admin', password: 'admin-test-password' },
    });
    expect(stranger.statusCode).toBe(401);
    // A village admin is no regency admin.
    expect((await t.request({ method: 'GET', url: `${base}/api/regency/villages`, token })).statusCode).toBe(
      403,
    );

    // Its data is its own: a category made there is not the first village's.
    const made = await t.request({
      method: 'POST',
      url: `${base}/api/admin/categories`,
      token,
      payload: { name: 'Posyandu Sumber', color: '#2563eb' },
    });
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json().data.id as number;
    expect(
      (await t.request({ method: 'GET', url: `/api/admin/categories/${id}`, token: regencyAdmin }))
        .statusCode,
    ).toBe(404);
    const publicHere = await t.request({ method: 'GET', url: `${base}/api/public/categories` });
    expect(publicHere.json().data.map((c: { name: string }) => c.name)).toContain('Posyandu Sumber');
    const publicFirst = await t.request({ method: 'GET', url: '/api/public/categories' });
    expect(publicFirst.json().data.map((c: { name: string }) => c.name)).not.toContain('Posyandu Sumber');
  });

  it('a path naming no village answers 404 and says what to do', async () => {
    const answer = await t.request({ method: 'GET', url: '/desa/tidak-ada/api/public/settings' });
    expect(answer.statusCode).toBe(404);
    expect(answer.json().message).toMatch(/tidak-ada/);
  });

  it("OGC's links carry the village's path", async () => {
    const answer = await t.request({
      method: 'GET',
      url: '/desa/sumberagung/ogc/collections',
      headers: { accept: 'application/json' },
    });
    expect(answer.statusCode).toBe(200);
    const links = (answer.json().links as { href: string }[]).map((link) => link.href);
    expect(links.length).toBeGreaterThan(0);
    expect(links.every((href) => href.includes('/desa/sumberagung/ogc'))).toBe(true);
  });

  it("the dashboard counts each village's places, staff and gaps, by kecamatan, and as CSV", async () => {
    const answer = await t.request({ method: 'GET', url: '/api/regency/dashboard', token: regencyAdmin });
    expect(answer.statusCode, answer.body).toBe(200);
    const rows = answer.json().data as {
      slug: string;
      places: number;
      categories: number;
      staff_active_30d: number;
      last_edit: string | null;
      missing: string[];
    }[];
    const sumber = rows.find((row) => row.slug === 'sumberagung')!;
    // One category made above, no place, its admin signed in, no boundary.
    expect(sumber).toMatchObject({
      places: 0,
      categories: 1,
      staff_active_30d: 1,
      missing: ['boundary', 'places'],
    });
    expect(sumber.last_edit).not.toBeNull();
    const own = await t.database.db
      .selectFrom('maps')
      .select(t.database.db.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(rows.find((row) => row.slug === 'desa')!.places).toBe(Number(own.n));

    const filtered = await t.request({
      method: 'GET',
      url: '/api/regency/dashboard?kecamatan=jatiroto',
      token: regencyAdmin,
    });
    expect((filtered.json().data as { slug: string }[]).map((row) => row.slug)).toEqual(['sumberagung']);

    const csv = await t.request({ method: 'GET', url: '/api/regency/dashboard/export', token: regencyAdmin });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    const lines = csv.body.trim().split(/\r?\n/);
    expect(lines[0]).toBe(
      'slug,name,kecamatan,region_code,places,active_places,categories,last_edit,staff_active_30d,missing',
    );
    expect(lines).toHaveLength(rows.length + 1);
    expect(
      lines.some((line) => line.startsWith('sumberagung,Desa Sumberagung,Jatiroto,35.07.12.2001,0,0,1,')),
    ).toBe(true);

    // Regency staff only: a village admin with every permission is refused.
    const villageAdmin = await t.tokenWith(['users-create', 'maps-create', 'settings-edit', 'activity-view']);
    expect(
      (await t.request({ method: 'GET', url: '/api/regency/dashboard', token: villageAdmin })).statusCode,
    ).toBe(403);
  });

  it("the regency's public page: every open village with its places counted, and a search across villages", async () => {
    const base = '/desa/sumberagung';
    const login = await t.request({ method: 'POST', url: `${base}/api/login`, payload: NEW_ADMIN });
    const token = login.json().data.token as string;
    const place = (url: string, auth: string, name: string) =>
      t.request({ method: 'POST', url, token: auth, payload: { name, latitude: -7.5, longitude: 110.4 } });
    expect((await place(`${base}/api/admin/maps`, token, 'Posyandu Melati Sumber')).statusCode).toBe(201);
    expect((await place('/api/admin/maps', regencyAdmin, 'Posyandu Melati Pusat')).statusCode).toBe(201);
    expect((await place('/api/admin/maps', regencyAdmin, 'Balai 100% Melati_')).statusCode).toBe(201);

    // Anyone, signed in or not, from any village's address: the same list.
    const list = await t.request({ method: 'GET', url: '/api/regency/public/villages' });
    expect(list.statusCode, list.body).toBe(200);
    const villages = list.json().data as { slug: string; places: number; home: string; kecamatan: string }[];
    const sumber = villages.find((village) => village.slug === 'sumberagung');
    expect(sumber).toMatchObject({ places: 1, home: '/desa/sumberagung/', kecamatan: 'Jatiroto' });
    expect(villages.find((village) => village.slug === 'desa')!.places).toBeGreaterThanOrEqual(2);
    const fromVillage = await t.request({ method: 'GET', url: `${base}/api/regency/public/villages` });
    expect(fromVillage.json().data).toEqual(list.json().data);
    // Counts and public shapes only: nothing of a user, a session or a draft.
    expect(JSON.stringify(list.json().data)).not.toMatch(/password|token|username/);

    const search = (q: string) =>
      t.request({
        method: 'GET',
        url: `/api/regency/public/search?q=${encodeURIComponent(q)}`,
        remoteAddress: '203.0.113.9',
      });
    const found = await search('posyandu melati');
    expect(found.statusCode, found.body).toBe(200);
    const hits = found.json().data as { name: string; link: string; village: { slug: string } }[];
    expect(hits.map((hit) => hit.name).sort()).toEqual(['Posyandu Melati Pusat', 'Posyandu Melati Sumber']);
    const inSumber = hits.find((hit) => hit.village.slug === 'sumberagung')!;
    expect(inSumber.link).toMatch(/^\/desa\/sumberagung\/\?place=posyandu-melati-sumber/);
    // The link opens the place on its village's map: its slug is that village's.
    const slug = new URL(inSumber.link, 'http://x').searchParams.get('place')!;
    const categories = (await t.request({ method: 'GET', url: `${base}/api/public/categories` })).json().data;
    expect(
      (categories as { maps: { slug: string }[] }[]).flatMap((c) => c.maps).map((m) => m.slug),
    ).toContain(slug);
    // A name that starts with the words comes first; % and _ are plain characters.
    expect((await search('MELATI')).json().data[0].name).toBe('Balai 100% Melati_');
    expect((await search('0% m')).json().data.map((hit: { name: string }) => hit.name)).toEqual([
      'Balai 100% Melati_',
    ]);
    expect((await search('ti_')).json().data).toHaveLength(1);
    expect((await search('tidak ada nama ini')).json().data).toEqual([]);
    const short = await search('p');
    expect(short.statusCode).toBe(422);
    expect(short.json().message).toMatch(/2/);
    expect((await search('x'.repeat(101))).statusCode).toBe(422);
    // Hostile input: a NUL, a nested or repeated parameter, a huge one; a 4xx each, never a 500.
    for (const url of [
      '/api/regency/public/search?q=ab%00cd',
      '/api/regency/public/search?q[a]=melati',
      '/api/regency/public/search?q=melati&q=pusat',
      `/api/regency/public/search?q=${'m'.repeat(100_000)}`,
    ]) {
      const answer = await t.request({ method: 'GET', url, remoteAddress: '203.0.113.10' });
      expect(answer.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(answer.statusCode, url).toBeLessThan(500);
    }
  });

  it('a search across villages is counted per client: past its limit, 429 with Retry-After', async () => {
    const ask = () =>
      t.request({
        method: 'GET',
        url: '/api/regency/public/search?q=melati',
        remoteAddress: '198.51.100.77',
      });
    for (let i = 0; i < ANONYMOUS_LIMITS.search; i++) expect((await ask()).statusCode).toBe(200);
    const refused = await ask();
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another client still searches.
    const other = await t.request({
      method: 'GET',
      url: '/api/regency/public/search?q=melati',
      remoteAddress: '198.51.100.78',
    });
    expect(other.statusCode).toBe(200);
  });

  it('a closed village reads but refuses changes, opens again as it was, and is purged 30 days after', async () => {
    const admin = { username: 'kades.tutup', password: 'desa-tutup-2026-pass' };
    const created = await addVillage(regencyAdmin, { slug: 'tutup', name: 'Desa Tutup', admin });
    const id = created.json().data.id as number;
    const base = '/desa/tutup';
    const token = (await t.request({ method: 'POST', url: `${base}/api/login`, payload: admin })).json().data
      .token as string;
    const place = (name: string) =>
      t.request({
        method: 'POST',
        url: `${base}/api/admin/maps`,
        token,
        payload: { name, latitude: -7.5, longitude: 110.4 },
      });
    expect((await place('Balai Desa Tutup')).statusCode).toBe(201);

    // Only the regency admin closes, and never the first village.
    const close = (who: string, village: number) =>
      t.request({ method: 'POST', url: `/api/regency/villages/${village}/close`, token: who });
    expect((await close(token, id)).statusCode).not.toBe(200);
    expect((await close(await t.tokenWith(['regency-viewer']), id)).statusCode).toBe(403);
    const first = await close(regencyAdmin, 1);
    expect(first.statusCode).toBe(422);
    expect(first.json().message).toMatch(/first village/i);
    expect((await close(regencyAdmin, 999_999)).statusCode).toBe(404);
    const closed = await close(regencyAdmin, id);
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json().data.closed_at).not.toBeNull();

    // Read-only: its map and its back office read, its staff sign in, nothing changes.
    expect((await t.request({ method: 'GET', url: `${base}/api/public/categories` })).statusCode).toBe(200);
    const again = await t.request({ method: 'POST', url: `${base}/api/login`, payload: admin });
    expect(again.statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: `${base}/api/admin/maps`, token })).statusCode).toBe(200);
    const refused = await place('Pos Ronda');
    expect(refused.statusCode).toBe(423);
    expect(refused.json().message).toMatch(/closed by the regency/);
    const refusedId = await t.request({
      method: 'POST',
      url: `${base}/api/admin/maps`,
      token,
      payload: { name: 'Pos Ronda', latitude: -7.5, longitude: 110.4 },
      headers: { 'accept-language': 'id' },
    });
    expect(refusedId.json().message).toMatch(/ditutup oleh kabupaten/);
    // Through tRPC, in tRPC's own form, so the screens show the message; signing in still works.
    const viaTrpc = await t.request({
      method: 'POST',
      url: `${base}/trpc/categories.create`,
      token,
      payload: { json: { name: 'Kategori Baru', color: '#2563eb' } },
    });
    expect(viaTrpc.statusCode).toBe(403);
    expect(JSON.stringify(viaTrpc.json().error)).toMatch(/closed by the regency/);
    const viaTrpcLogin = await t.request({
      method: 'POST',
      url: `${base}/trpc/auth.login`,
      payload: { json: admin },
    });
    expect(viaTrpcLogin.statusCode, viaTrpcLogin.body).toBe(200);
    // Residents no longer find it on the regency's page.
    const listed = (await t.request({ method: 'GET', url: '/api/regency/public/villages' })).json().data as {
      slug: string;
    }[];
    expect(listed.map((village) => village.slug)).not.toContain('tutup');

    // Opened again: as it was, and it changes again.
    const reopened = await t.request({
      method: 'POST',
      url: `/api/regency/villages/${id}/reopen`,
      token: regencyAdmin,
    });
    expect(reopened.json().data.closed_at).toBeNull();
    expect((await place('Pos Ronda')).statusCode).toBe(201);

    // Closed again, and 30 days pass: the hourly cleanup's purge removes it and every row of it.
    await close(regencyAdmin, id);
    const owner = t.database.owner;
    const rowsOf = async () => {
      const tables = await sql<{ name: string }>`
        select c.table_name as name from information_schema.columns c
        join information_schema.tables b on b.table_name = c.table_name and b.table_schema = 'public'
        where c.table_schema = 'public' and c.column_name = 'village_id' and b.table_type = 'BASE TABLE'`.execute(
        owner,
      );
      let total = 0;
      for (const { name } of tables.rows) {
        const { rows } = await sql<{ n: string }>`
          select count(*) as n from ${sql.table(name)} where village_id = ${id}`.execute(owner);
        total += Number(rows[0]!.n);
      }
      return total;
    };
    expect(await rowsOf()).toBeGreaterThan(10);
    // Not yet: 29 days.
    await sql`update villages set closed_at = now() - interval '29 days' where id = ${id}`.execute(owner);
    expect(await purgeClosedVillages(t.app.deps)).toBe(0);
    await sql`update villages set closed_at = now() - interval '31 days' where id = ${id}`.execute(owner);
    const otherRows = await sql<{
      n: string;
    }>`select count(*) as n from maps where village_id <> ${id}`.execute(owner);
    expect(await purgeClosedVillages(t.app.deps)).toBe(1);
    expect(await rowsOf()).toBe(0);
    const gone = await sql`select id from villages where id = ${id}`.execute(owner);
    expect(gone.rows).toEqual([]);
    // Nothing of any other village went.
    const still = await sql<{ n: string }>`select count(*) as n from maps where village_id <> ${id}`.execute(
      owner,
    );
    expect(still.rows[0]!.n).toBe(otherRows.rows[0]!.n);
    expect((await t.request({ method: 'GET', url: `${base}/api/public/settings` })).statusCode).toBe(404);
  });
});

describe(`a village is reached by the host the client reached, behind a proxy too (${testDatabaseKind})`, () => {
  it('X-Forwarded-Host chooses no village, even with TRUST_PROXY: a client can write it', async () => {
    const t = await createTestApp({ TRUST_PROXY: '1', PUBLIC_HOSTS: 'desa.test,lor.desa.test' });
    try {
      const added = await t.request({
        method: 'POST',
        url: '/api/regency/villages',
        token: await t.login(),
        payload: { slug: 'lor', name: 'Desa Lor', hosts: ['lor.desa.test'], admin: NEW_ADMIN },
      });
      expect(added.statusCode, added.body).toBe(201);
      const titleAt = async (headers: Record<string, string>) =>
        (await t.request({ method: 'GET', url: '/api/public/settings', headers })).json().data.title;
      expect(await titleAt({ host: 'lor.desa.test' })).toBe('Desa Lor');
      expect(await titleAt({ host: 'lor.desa.test:8080' })).toBe('Desa Lor');
      // On the first village's host, a forwarded host naming the other village reaches the first.
      expect(await titleAt({ host: 'desa.test', 'x-forwarded-host': 'lor.desa.test' })).not.toBe('Desa Lor');
    } finally {
      await t.close();
    }
  });
});
