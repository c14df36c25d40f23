import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContext } from '../../src/server/trpc/context.ts';
import { createCaller } from '../../src/server/trpc/router.ts';
import { multipart, TINY_PNG } from '../support/multipart.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ MAX_UPLOAD_MB: '0.01' });
  admin = await t.login();
});
afterAll(() => t.close());

const url = '/api/admin/categories';
const stored = async (image: string) => (await t.storedImages('categories')).includes(image);

async function create(fields: Record<string, string>, file?: Parameters<typeof multipart>[1]) {
  return t.request({ method: 'POST', url, token: admin, ...multipart(fields, file) });
}

describe('categories over REST', () => {
  it('creates from multipart with an image, and serves the image with nosniff', async () => {
    const response = await create(
      { name: 'Sekolah', description: 'Sekolah dasar dan menengah', color: '#22C55E' },
      { filename: 'school.png', contentType: 'image/png', bytes: TINY_PNG },
    );
    expect(response.statusCode).toBe(201);
    const category = response.json().data;
    expect(category).toMatchObject({
      name: 'Sekolah',
      description: 'Sekolah dasar dan menengah',
      color: '#22c55e',
    });
    expect(category.image).toMatch(/^[0-9a-f-]{36}\.png$/);
    expect(await stored(category.image)).toBe(true);

    const image = await t.request({ method: 'GET', url: `/uploads/categories/${category.image}` });
    expect(image.statusCode).toBe(200);
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    // Re-encoded, so not the same bytes, but the same one-pixel PNG.
    expect(await sharp(image.rawPayload).metadata()).toMatchObject({ format: 'png', width: 1, height: 1 });
  });

  it('accepts JSON without an image, with the default colour', async () => {
    const response = await t.request({ method: 'POST', url, token: admin, payload: { name: 'Masjid' } });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({
      name: 'Masjid',
      description: '',
      color: '#0ea5e9',
      image: null,
    });
  });

  it('refuses files that are not images by their bytes, whatever their name', async () => {
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    for (const [filename, contentType, bytes] of [
      ['page.png', 'image/png', html],
      ['icon.svg', 'image/svg+xml', svg],
      ['icon.png', 'image/png', svg],
    ] as const) {
      const response = await create({ name: `Bad ${filename}` }, { filename, contentType, bytes });
      expect(response.statusCode, filename).toBe(422);
      expect(response.json().errors).toEqual({ Image: 'The image must be a PNG, JPEG, WebP or GIF file.' });
    }
    const list = (await t.request({ method: 'GET', url: `${url}?search=bad`, token: admin })).json().data;
    expect(list.total).toBe(0);
  });

  it('refuses an image over the size limit', async () => {
    const big = Buffer.concat([TINY_PNG, Buffer.alloc(20_000)]);
    const response = await create(
      { name: 'Besar' },
      { filename: 'big.png', contentType: 'image/png', bytes: big },
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.Image).toMatch(/may not be larger/);
  });

  it('keys validation errors as Name, Description, Color, Image', async () => {
    const response = await t.request({
      method: 'POST',
      url,
      token: admin,
      payload: { name: ' ', description: 'x'.repeat(2001), color: 'red', image: 'not-a-file' },
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual(['Color', 'Description', 'Image', 'Name']);
  });

  it('replaces the image on update and removes the old file; delete removes the file too', async () => {
    const created = (
      await create({ name: 'Kantor' }, { filename: 'a.png', contentType: 'image/png', bytes: TINY_PNG })
    ).json().data;
    const updated = await t.request({
      method: 'PUT',
      url: `${url}/${created.id}`,
      token: admin,
      ...multipart(
        { name: 'Kantor Desa', description: 'Balai', color: '#111111' },
        {
          filename: 'b.png',
          contentType: 'image/png',
          bytes: TINY_PNG,
        },
      ),
    });
    expect(updated.statusCode).toBe(200);
    const after = updated.json().data;
    expect(after).toMatchObject({ name: 'Kantor Desa', description: 'Balai', color: '#111111' });
    expect(after.image).not.toBe(created.image);
    expect(await stored(created.image)).toBe(false);
    expect(await stored(after.image)).toBe(true);

    const kept = await t.request({
      method: 'PUT',
      url: `${url}/${created.id}`,
      token: admin,
      payload: { name: 'Kantor' },
    });
    expect(kept.json().data.image).toBe(after.image);

    expect(
      (await t.request({ method: 'DELETE', url: `${url}/${created.id}`, token: admin })).statusCode,
    ).toBe(200);
    // Deleted, it can come back with its image for 30 days; the cleanup then removes both.
    expect(await stored(after.image)).toBe(true);
    await t.purgeDeleted();
    expect(await stored(after.image)).toBe(false);
  });

  it('leaves its maps uncategorized when deleted', async () => {
    const category = (
      await t.request({ method: 'POST', url, token: admin, payload: { name: 'Pasar' } })
    ).json().data;
    await t.database.db
      .insertInto('maps')
      .values({ name: 'Pasar Desa', slug: 'pasar-desa', category_id: category.id })
      .execute();
    await t.request({ method: 'DELETE', url: `${url}/${category.id}`, token: admin });
    const map = await t.database.db
      .selectFrom('maps')
      .selectAll()
      .where('slug', '=', 'pasar-desa')
      .executeTakeFirstOrThrow();
    expect(map.category_id).toBeNull();
  });

  it('lists with maps counts, searches, and answers /all as options', async () => {
    const page = (await t.request({ method: 'GET', url: `${url}?search=SEKO`, token: admin })).json().data;
    expect(page.total).toBe(1);
    expect(page.data[0]).toMatchObject({ name: 'Sekolah', maps_count: 0 });
    const all = (await t.request({ method: 'GET', url: `${url}/all`, token: admin })).json().data;
    expect(all.map((c: { name: string }) => c.name)).toEqual(['Masjid', 'Sekolah']);
    expect(Object.keys(all[0]).sort()).toEqual(['color', 'id', 'name']);
  });

  it('takes FormData through tRPC the same way', async () => {
    const session = (await t.request({ method: 'GET', url: '/api/me', token: admin })).json().data;
    expect(session.username).toBe('admin');
    const caller = createCaller(createContext(t.app.deps, `Bearer ${admin}`));
    const form = new FormData();
    form.append('name', 'Posyandu');
    form.append('color', '#ff0000');
    form.append('image', new File([TINY_PNG], 'p.png', { type: 'image/png' }));
    const category = await caller.categories.create(form);
    expect(category).toMatchObject({ name: 'Posyandu', color: '#ff0000' });
    expect(category.image).toMatch(/\.png$/);
  });
});

describe('the marker on the map', () => {
  it('keeps how its places are marked on the map: the coloured circle by default, or its icon', async () => {
    const plain = await create({ name: 'Bulat' });
    expect(plain.json().data.map_marker).toBe('circle');
    const iconed = await create(
      { name: 'Berikon', map_marker: 'icon' },
      { filename: 'ikon.png', contentType: 'image/png', bytes: TINY_PNG },
    );
    expect(iconed.statusCode).toBe(201);
    const category = iconed.json().data;
    expect(category.map_marker).toBe('icon');
    const marker = (map_marker: string) =>
      t.request({
        method: 'PUT',
        url: `${url}/${category.id}`,
        token: admin,
        ...multipart({ name: 'Berikon', map_marker }),
      });
    const wrong = await marker('star');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.MapMarker).toMatch(/circle or the category icon/);
    const back = await marker('circle');
    expect(back.json().data.map_marker).toBe('circle');
    await marker('icon');
    await t.request({
      method: 'POST',
      url: '/api/admin/maps',
      token: admin,
      payload: { name: 'Titik Berikon', category_id: category.id, latitude: -7.5, longitude: 110.4 },
    });
    const publicAnswer = (await t.request({ method: 'GET', url: '/api/public/categories' })).json().data;
    expect(publicAnswer.find((entry: { id: number }) => entry.id === category.id)).toMatchObject({
      map_marker: 'icon',
      image: category.image,
    });
  });
});
