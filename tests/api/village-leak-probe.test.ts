// Issue 35's leak probe: staff of village A (every permission, no regency role), and anyone on A's host,
// ask every route of the app (each REST route and tRPC procedure from the router, OGC, tiles, exports,
// link previews, pages, images) with every id, slug, image and host of village B. Nothing of B may be read
// (its marker in no answer), written (B's rows identical before and after, read as the owner) or counted
// (A's totals are A's rows).
import { VectorTile } from '@mapbox/vector-tile';
import { type Kysely, sql } from 'kysely';
import Pbf from 'pbf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DB } from '../../src/server/db/schema.ts';
import { inVillage } from '../../src/server/db/village-context.ts';
import { REST_ENDPOINTS } from '../../src/server/http/rest-routes.ts';
import { createContext } from '../../src/server/trpc/context.ts';
import { proceduresOf } from '../../src/server/trpc/procedure-meta.ts';
import { appRouter, createCaller } from '../../src/server/trpc/router.ts';
import { tileAt } from '../../src/shared/geo/web-mercator-tiles.ts';
import { SYSTEM_PERMISSIONS } from '../../src/shared/permissions.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { testDatabaseKind } from '../support/test-database.ts';
import { writeRowsInEveryTable } from '../support/village-rows.ts';

const MARK = 'zqxrahasia';
const B_SLUG = 'desa-rahasia';
const B_HOST = 'rahasia.desa.test';
/** Ends the session the probe runs with, and takes no id: left out. */
const SIGN_OUT = 'auth.logout';
/**
 * The regency's public page (/kabupaten) lists every open village and finds public places across them by
 * design: probed on their own below, where what they show of B must be what B's own public map shows.
 */
const REGENCY_PUBLIC = new Set(['regency.publicVillages', 'regency.search']);
const B_ADMIN = { username: 'kades.rahasia', password: 'rahasia-sekali-2026' };

/** Every row of village B in every village table, as the owner reads them. */
async function rowsOfVillage(owner: Kysely<DB>, village: number): Promise<string> {
  const tables = await sql<{ name: string }>`
    select table_name as name from information_schema.columns
    where table_schema = 'public' and column_name = 'village_id' and table_name <> 'village_hosts'
      and table_name in (select table_name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE')
    order by 1`.execute(owner);
  const out: Record<string, unknown> = {};
  for (const { name } of tables.rows) {
    const { rows } = await sql<{ rows: unknown }>`
      select coalesce(jsonb_agg(to_jsonb(t) order by to_jsonb(t)::text), '[]') as rows
      from ${sql.table(name)} t where village_id = ${village}`.execute(owner);
    out[name] = rows[0]?.rows;
  }
  return JSON.stringify(out);
}

describe(`village A reaches nothing of village B (${testDatabaseKind})`, () => {
  let t: TestApp;
  let staffA: string;
  let b: number;
  let before: string;
  const ids = new Set<number>();
  const slugs: string[] = [];
  const images: string[] = [];
  const leaks: string[] = [];
  let asked = 0;

  /** Whether an answer holds B's marker, apart from the path it was asked for (a 404 names it). */
  const check = (what: string, status: number, body: string, path = '') => {
    asked++;
    const own = [path, decodeURIComponent(path)].filter(Boolean);
    let rest = body;
    for (const text of own) rest = rest.split(text).join('');
    if (rest.toLowerCase().includes(MARK)) leaks.push(`${what} -> ${status}: ${body.slice(0, 200)}`);
  };

  beforeAll(async () => {
    t = await createTestApp();
    const regency = await t.login();
    const created = await t.request({
      method: 'POST',
      url: '/api/regency/villages',
      token: regency,
      payload: { slug: B_SLUG, name: `Desa ${MARK}`, hosts: [B_HOST], admin: B_ADMIN },
    });
    expect(created.statusCode, created.body).toBe(201);
    b = created.json().data.id;
    // B's records: through its own API (a category with a place), and a row in every table by SQL.
    const tokenB = (
      await t.request({ method: 'POST', url: `/desa/${B_SLUG}/api/login`, payload: B_ADMIN })
    ).json().data.token as string;
    const category = await t.request({
      method: 'POST',
      url: `/desa/${B_SLUG}/api/admin/categories`,
      token: tokenB,
      payload: { name: `Kategori ${MARK}`, color: '#123456' },
    });
    const place = await t.request({
      method: 'POST',
      url: `/desa/${B_SLUG}/api/admin/maps`,
      token: tokenB,
      payload: {
        name: `Tempat ${MARK}`,
        category_id: category.json().data.id,
        geometry: { type: 'Point', coordinates: [110.4, -7.8] },
      },
    });
    expect(place.statusCode, place.body).toBe(201);
    await inVillage(b, () => writeRowsInEveryTable(t.database.db, MARK));
    // Deleted, so B has history and a recently deleted record too.
    await t.request({
      method: 'DELETE',
      url: `/desa/${B_SLUG}/api/admin/maps/${place.json().data.id}`,
      token: tokenB,
    });

    const owner = t.database.owner;
    for (const table of [
      'users',
      'roles',
      'permissions',
      'categories',
      'maps',
      'audit_log',
      'deleted_records',
    ]) {
      const { rows } = await sql<{
        id: number;
      }>`select id from ${sql.table(table)} where village_id = ${b}`.execute(owner);
      for (const row of rows) ids.add(Number(row.id));
    }
    const placeSlugs = await sql<{ slug: string }>`select slug from maps where village_id = ${b}`.execute(
      owner,
    );
    slugs.push(...placeSlugs.rows.map((row) => row.slug));
    const stored = await sql<{ folder: string; name: string }>`
      select folder, name from stored_images where village_id = ${b}`.execute(owner);
    images.push(...stored.rows.map((row) => `${row.folder}/${row.name}`));
    expect(ids.size).toBeGreaterThan(8);

    // A's staff: every permission of the village, no regency role.
    staffA = await t.tokenWith(SYSTEM_PERMISSIONS);
    before = await rowsOfVillage(owner, b);
  }, 120_000);
  afterAll(() => t?.close());

  it("every REST route, with each of B's ids, as A's staff and as nobody", async () => {
    const payload = {
      name: `nama ${MARK.length}`,
      username: 'valid.user',
      email: 'valid@example.test',
      password: 'a-valid-password-1',
      color: '#000000',
      role_ids: [...ids],
      permission_ids: [...ids],
      category_id: [...ids][0],
      geometry: { type: 'Point', coordinates: [110.4, -7.8] },
    };
    for (const route of REST_ENDPOINTS) {
      if (route.procedure === SIGN_OUT || REGENCY_PUBLIC.has(route.procedure)) continue;
      const targets = route.url.includes(':id') || route.url.includes(':entry') ? [...ids] : [0];
      for (const id of targets) {
        const url = route.url.replace(/:id\([^)]*\)/, String(id)).replace(/:entry\([^)]*\)/, String(id));
        for (const token of [staffA, undefined]) {
          const answer = await t.request({ method: route.method, url, token, payload });
          expect(answer.statusCode, `${route.method} ${url}`).toBeLessThan(500);
          check(`${route.method} ${url}`, answer.statusCode, answer.body);
        }
      }
    }
    expect(leaks).toEqual([]);
    // Still A's staff all along: the answers above were a signed-in user's.
    expect((await t.request({ method: 'GET', url: '/api/me', token: staffA })).statusCode).toBe(200);
  }, 600_000);

  it("every tRPC procedure, with each of B's ids, as A's staff", async () => {
    const caller = createCaller(createContext(t.app.deps, `Bearer ${staffA}`)) as unknown as Record<
      string,
      Record<string, (input: unknown) => Promise<unknown>>
    >;
    for (const [path] of proceduresOf(appRouter)) {
      if (path === SIGN_OUT || REGENCY_PUBLIC.has(path)) continue;
      const [group, name] = path.split('.') as [string, string];
      for (const id of ids) {
        const result = await caller[group]![name]!({ id, entry: id, slug: slugs[0], place: slugs[0] }).then(
          (value) => JSON.stringify(value) ?? '',
          (error: { message?: string }) => String(error?.message),
        );
        check(`trpc ${path} ${id}`, 0, result);
      }
    }
    expect(leaks).toEqual([]);
    // Still A's staff all along: the answers above were a signed-in user's.
    expect((await t.request({ method: 'GET', url: '/api/me', token: staffA })).statusCode).toBe(200);
  }, 600_000);

  it("the public pages, OGC, tiles, exports, previews and images, with B's slugs, ids, images and host", async () => {
    const urls = [
      '/',
      '/api/public/categories',
      '/api/public/places',
      '/api/public/export?format=geojson',
      '/api/public/export?format=csv',
      '/ogc/collections?f=json',
      // Part of the marker only: the filter itself is repeated in the answer's links.
      `/ogc/collections/all/items?f=json&filter=${encodeURIComponent(`name LIKE '%${MARK.slice(1, -1)}%'`)}`,
      '/tiles/3/6/4.mvt',
      '/tiles.json',
      '/manifest.webmanifest',
    ];
    for (const slug of slugs)
      urls.push(`/?place=${slug}`, `/preview.png?place=${slug}`, `/print?place=${slug}`);
    for (const id of ids) {
      urls.push(
        `/api/public/places/${id}`,
        `/ogc/collections/${id}?f=json`,
        `/ogc/collections/${id}/items?f=json`,
        `/ogc/collections/all/items/${id}?f=json`,
        `/api/public/export?format=geojson&category_id=${id}`,
      );
    }
    for (const image of images) urls.push(`/uploads/${image}`);
    for (const url of urls) {
      // On A's path, whatever host the client names; and on A's own host.
      for (const headers of [{ host: B_HOST }, { 'x-forwarded-host': B_HOST }, {}] as Record<
        string,
        string
      >[]) {
        const path = headers.host ? `/desa/desa${url}` : url;
        const answer = await t.request({ method: 'GET', url: path, headers });
        expect(answer.statusCode, path).toBeLessThan(500);
        check(`GET ${path} ${JSON.stringify(headers)}`, answer.statusCode, answer.body, url);
      }
    }
    expect(leaks).toEqual([]);
    // Still A's staff all along: the answers above were a signed-in user's.
    expect((await t.request({ method: 'GET', url: '/api/me', token: staffA })).statusCode).toBe(200);
  }, 600_000);

  it("the regency's public page shows of B only what B's own public map shows anyone", async () => {
    const own = (await t.request({ method: 'GET', url: `/desa/${B_SLUG}/api/public/categories` })).json()
      .data as { name: string; maps: { name: string }[] }[];
    const publicNames = new Set(own.flatMap((category) => category.maps.map((place) => place.name)));
    const title = (await t.request({ method: 'GET', url: `/desa/${B_SLUG}/api/public/settings` })).json().data
      .title as string;
    for (const token of [staffA, undefined]) {
      const hits = await t.request({
        method: 'GET',
        url: `/api/regency/public/search?q=${MARK}`,
        token,
        remoteAddress: '192.0.2.35',
      });
      expect(hits.statusCode, hits.body).toBe(200);
      for (const hit of hits.json().data as { name: string; village: { slug: string; name: string } }[]) {
        asked++;
        if (hit.village.slug !== B_SLUG || !publicNames.has(hit.name) || hit.village.name !== title)
          leaks.push(`search ${JSON.stringify(hit)}`);
      }
      // The regency's map's tiles over B's places: B's public places by name, nothing B's map does not show
      // (its deleted place lies at the second point).
      for (const [lng, lat] of [
        [110.1, -7.5],
        [110.4, -7.8],
      ] as const) {
        for (const z of [3, 12, 16]) {
          const [x, y] = tileAt(lng, lat, z);
          const tile = await t.request({ method: 'GET', url: `/kabupaten/tiles/${z}/${x}/${y}.mvt`, token });
          expect(tile.statusCode).toBe(200);
          const places = new VectorTile(new Pbf(tile.rawPayload)).layers.places;
          for (let i = 0; i < (places?.length ?? 0); i++) {
            const name = String(places!.feature(i).properties.name);
            asked++;
            if (name.includes(MARK) && !publicNames.has(name)) leaks.push(`tile ${z}/${x}/${y} ${name}`);
          }
        }
      }
      const villages = await t.request({ method: 'GET', url: '/api/regency/public/villages', token });
      const entry = (villages.json().data as Record<string, unknown>[]).find((v) => v.slug === B_SLUG)!;
      asked++;
      expect(Object.keys(entry).sort()).toEqual(
        ['boundary', 'center', 'home', 'kecamatan', 'name', 'places', 'region_code', 'slug'].sort(),
      );
      expect(entry.name).toBe(title);
      expect(entry.places).toBe(publicNames.size);
    }
    expect(leaks).toEqual([]);
  });

  it("leaves every row of B as it was, and A's counts are A's", async () => {
    expect(await rowsOfVillage(t.database.owner, b)).toBe(before);
    const answer = await t.request({
      method: 'GET',
      url: '/api/admin/categories?per_page=100',
      token: staffA,
    });
    const own = await sql<{ n: string }>`select count(*) as n from categories where village_id = 1`.execute(
      t.database.owner,
    );
    expect(answer.json().data.total).toBe(Number(own.rows[0]!.n));
    console.log(`leak probe: ${asked} answers, ${leaks.length} with anything of village B`);
  });
});
