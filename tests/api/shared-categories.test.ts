import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { testDatabaseKind } from '../support/test-database.ts';

// Issue 35, decision 0060: the regency's shared vocabulary. A category the regency defines is in every
// village under the same id, read-only there; villages file places under it and the regency counts them.

describe(`the regency's shared categories (${testDatabaseKind})`, () => {
  let t: TestApp;
  let regencyAdmin: string;
  let kades: string;
  let otherKades: string;
  const base = '/desa/sukamaju';
  const other = '/desa/mekarsari';

  beforeAll(async () => {
    t = await createTestApp();
    regencyAdmin = await t.login();
    for (const [slug, username] of [
      ['sukamaju', 'kades.sukamaju'],
      ['mekarsari', 'kades.mekarsari'],
    ] as const) {
      const added = await t.request({
        method: 'POST',
        url: '/api/regency/villages',
        token: regencyAdmin,
        payload: { slug, name: `Desa ${slug}`, admin: { username, password: `${slug}-kuat-2026` } },
      });
      expect(added.statusCode, added.body).toBe(201);
    }
    const signIn = async (path: string, username: string, password: string) => {
      const answer = await t.request({
        method: 'POST',
        url: `${path}/api/login`,
        payload: { username, password },
      });
      expect(answer.statusCode, answer.body).toBe(200);
      return (answer.json().data as { token: string }).token;
    };
    kades = await signIn(base, 'kades.sukamaju', 'sukamaju-kuat-2026');
    otherKades = await signIn(other, 'kades.mekarsari', 'mekarsari-kuat-2026');
  });
  afterAll(() => t.close());

  const addShared = (token: string, payload: Record<string, unknown>) =>
    t.request({ method: 'POST', url: '/api/regency/categories', token, payload });
  const categoriesOf = async (path: string, token: string) => {
    const answer = await t.request({ method: 'GET', url: `${path}/api/admin/categories`, token });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().data.data as { id: number; name: string; shared?: true; maps_count: number }[];
  };
  const publicCategoriesOf = async (path: string) => {
    const answer = await t.request({ method: 'GET', url: `${path}/api/public/categories` });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().data as { id: number; name: string; maps: { name: string }[] }[];
  };
  const addPlace = (path: string, token: string, name: string, categoryId: number) =>
    t.request({
      method: 'POST',
      url: `${path}/api/admin/maps`,
      token,
      payload: { name, category_id: categoryId, latitude: -7.5, longitude: 110.4 },
    });

  it('is in every village under one id, read-only there, and counted across villages', async () => {
    const added = await addShared(regencyAdmin, {
      name: 'Posyandu',
      color: '#DB2777',
      description: 'Pos pelayanan',
    });
    expect(added.statusCode, added.body).toBe(201);
    const posyandu = added.json().data as { id: number; color: string; places: number; version: number };
    expect(posyandu).toMatchObject({ color: '#db2777', places: 0, villages: 0 });

    // In each village's back office and public map, the same id; marked as the regency's only there.
    for (const [path, token] of [
      ['', regencyAdmin],
      [base, kades],
      [other, otherKades],
    ] as const) {
      const listed = (await categoriesOf(path, token)).find((category) => category.id === posyandu.id);
      expect(listed, path).toMatchObject({ name: 'Posyandu', shared: true, maps_count: 0 });
      expect((await publicCategoriesOf(path)).map((category) => category.id)).toContain(posyandu.id);
    }
    // A village's own category reads as the spec has it: no `shared` key at all.
    const own = await t.request({
      method: 'POST',
      url: `${base}/api/admin/categories`,
      token: kades,
      payload: { name: 'Lumbung Desa' },
    });
    expect(own.statusCode, own.body).toBe(201);
    expect(own.json().data).not.toHaveProperty('shared');
    // The choices of a place's form say which is the regency's, so two of one name are told apart.
    const options = await t.request({ method: 'GET', url: `${base}/api/admin/categories/all`, token: kades });
    expect(options.statusCode).toBe(200);
    const choices = options.json().data as { id: number; shared?: true }[];
    expect(choices.find((choice) => choice.id === posyandu.id)).toMatchObject({ shared: true });
    expect(choices.find((choice) => choice.id === own.json().data.id)).not.toHaveProperty('shared');

    // Villages file places under it; each counts only its own, the regency counts them all.
    expect((await addPlace(base, kades, 'Posyandu Mawar', posyandu.id)).statusCode).toBe(201);
    expect((await addPlace(base, kades, 'Posyandu Melati', posyandu.id)).statusCode).toBe(201);
    expect((await addPlace(other, otherKades, 'Posyandu Anggrek', posyandu.id)).statusCode).toBe(201);
    expect((await categoriesOf(base, kades)).find((c) => c.id === posyandu.id)!.maps_count).toBe(2);
    expect((await categoriesOf(other, otherKades)).find((c) => c.id === posyandu.id)!.maps_count).toBe(1);
    const sukamajuPublic = (await publicCategoriesOf(base)).find((category) => category.id === posyandu.id)!;
    expect(sukamajuPublic.maps.map((map) => map.name).sort()).toEqual(['Posyandu Mawar', 'Posyandu Melati']);
    const counted = await t.request({ method: 'GET', url: '/api/regency/categories', token: regencyAdmin });
    expect(counted.statusCode).toBe(200);
    expect((counted.json().data as { id: number }[]).find((c) => c.id === posyandu.id)).toMatchObject({
      places: 3,
      villages: 2,
    });

    // The search across villages names the shared category of a hit.
    const search = await t.request({ method: 'GET', url: '/api/regency/public/search?q=posyandu%20anggrek' });
    expect(search.json().data).toEqual([
      expect.objectContaining({ name: 'Posyandu Anggrek', category: 'Posyandu' }),
    ]);

    // The village reads it and cannot change or delete it, whatever its rights there.
    const read = await t.request({
      method: 'GET',
      url: `${base}/api/admin/categories/${posyandu.id}`,
      token: kades,
    });
    expect(read.statusCode).toBe(200);
    const change = await t.request({
      method: 'PUT',
      url: `${base}/api/admin/categories/${posyandu.id}`,
      token: kades,
      payload: { name: 'Posyandu Sukamaju', version: posyandu.version },
    });
    expect(change.statusCode, change.body).toBe(403);
    expect(change.json().message).toMatch(/regency/);
    const remove = await t.request({
      method: 'DELETE',
      url: `${base}/api/admin/categories/${posyandu.id}`,
      token: kades,
    });
    expect(remove.statusCode, remove.body).toBe(403);
    // Nor through the regency's routes, which are the regency's staff's alone.
    const forged = await t.request({
      method: 'POST',
      url: `${base}/api/regency/categories`,
      token: kades,
      payload: { name: 'Palsu' },
    });
    expect(forged.statusCode).toBe(403);
    expect(
      (
        await t.request({
          method: 'DELETE',
          url: `${base}/api/regency/categories/${posyandu.id}`,
          token: kades,
        })
      ).statusCode,
    ).toBe(403);
    expect((await categoriesOf(base, kades)).find((c) => c.id === posyandu.id)!.name).toBe('Posyandu');
  });

  it("a place takes its village's own categories and the shared ones, never another village's", async () => {
    const theirs = await t.request({
      method: 'POST',
      url: `${other}/api/admin/categories`,
      token: otherKades,
      payload: { name: 'Kategori Mekarsari' },
    });
    expect(theirs.statusCode).toBe(201);
    const theirId = (theirs.json().data as { id: number }).id;
    const stolen = await addPlace(base, kades, 'Tempat Curian', theirId);
    expect(stolen.statusCode, stolen.body).toBeGreaterThanOrEqual(400);
    expect(stolen.statusCode).toBeLessThan(500);
    expect(stolen.body).not.toMatch(/maps_category|foreign key|violat/i);
    const places = await t.request({
      method: 'GET',
      url: `${base}/api/admin/maps?search=Curian`,
      token: kades,
    });
    expect(places.json().data.data).toEqual([]);
  });

  it('changes reach every village at once; a stale form gets 409; one in use is not deleted', async () => {
    // Each village's own version row is its own writes' alone: a shared change moves the regency's one
    // number, never a lock on every village's row (migration regency-data-version). (The table's trigger
    // still counts the write in the village the regency admin works in, the first.)
    const versions = () =>
      sql<{ rows: string }>`select string_agg(village_id || ':' || version, ',' order by village_id) as rows
        from public_data_version where village_id <> 1`.execute(t.database.owner);
    const before = (await versions()).rows[0]!.rows;
    const added = await addShared(regencyAdmin, { name: 'Sekolah Dasar' });
    expect((await versions()).rows[0]!.rows).toBe(before);
    const sd = added.json().data as { id: number; version: number };
    expect((await addPlace(other, otherKades, 'SD Negeri 1', sd.id)).statusCode).toBe(201);
    // Each village's public answer is read once, so the change must move its data version.
    expect((await publicCategoriesOf(base)).find((c) => c.id === sd.id)!.name).toBe('Sekolah Dasar');
    const renamed = await t.request({
      method: 'PUT',
      url: `/api/regency/categories/${sd.id}`,
      token: regencyAdmin,
      payload: { name: 'SD', color: '#2563eb', version: sd.version },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await publicCategoriesOf(base)).find((c) => c.id === sd.id)!.name).toBe('SD');
    expect((await publicCategoriesOf(other)).find((c) => c.id === sd.id)!.name).toBe('SD');

    const stale = await t.request({
      method: 'PUT',
      url: `/api/regency/categories/${sd.id}`,
      token: regencyAdmin,
      payload: { name: 'Sekolah', version: sd.version },
    });
    expect(stale.statusCode, stale.body).toBe(409);
    const viewer = await t.tokenWith(['regency-viewer']);
    expect(
      (
        await t.request({
          method: 'PUT',
          url: `/api/regency/categories/${sd.id}`,
          token: viewer,
          payload: { name: 'Sekolah' },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await t.request({ method: 'GET', url: '/api/regency/categories', token: viewer })).statusCode,
    ).toBe(200);

    const inUse = await t.request({
      method: 'DELETE',
      url: `/api/regency/categories/${sd.id}`,
      token: regencyAdmin,
    });
    expect(inUse.statusCode, inUse.body).toBe(422);
    expect(inUse.json().message).toContain('1');
    const place = (
      await t.request({ method: 'GET', url: `${other}/api/admin/maps?search=SD%20Negeri`, token: otherKades })
    ).json().data.data[0] as { id: number };
    expect(
      (await t.request({ method: 'DELETE', url: `${other}/api/admin/maps/${place.id}`, token: otherKades }))
        .statusCode,
    ).toBe(200);
    const deleted = await t.request({
      method: 'DELETE',
      url: `/api/regency/categories/${sd.id}`,
      token: regencyAdmin,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await publicCategoriesOf(base)).map((c) => c.id)).not.toContain(sd.id);
    expect(
      (await t.request({ method: 'DELETE', url: `/api/regency/categories/${sd.id}`, token: regencyAdmin }))
        .statusCode,
    ).toBe(404);
  });
});
