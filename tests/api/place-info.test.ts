import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, TINY_PNG, type UploadFile } from '../support/multipart.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { testDatabaseKind } from '../support/test-database.ts';
import { createCategory, sendImport } from '../support/transfer.ts';

/**
 * Issue 31, decision 0031: opening hours, phone / WhatsApp, website and up to five photos on a place, over
 * REST, with the spec's single `image` still working for clients that know only it.
 */
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
});
afterAll(() => t.close());

const url = '/api/admin/maps';
const point = JSON.stringify({ type: 'Point', coordinates: [112.23307, -7.546839] });
const png = (field: string, name = 'p.png'): UploadFile => ({
  field,
  filename: name,
  contentType: 'image/png',
  bytes: TINY_PNG,
});

async function create(fields: Record<string, string>, files: UploadFile[] = []) {
  return t.request({
    method: 'POST',
    url,
    token: admin,
    ...multipart({ name: 'Posyandu Melati', geometry: point, ...fields }, files),
  });
}

async function update(id: number, fields: Record<string, string>, files: UploadFile[] = []) {
  const current = (await t.request({ method: 'GET', url: `${url}/${id}`, token: admin })).json().data;
  return t.request({
    method: 'PUT',
    url: `${url}/${id}`,
    token: admin,
    ...multipart({ name: current.name, version: String(current.version), ...fields }, files),
  });
}

const countMaps = async () =>
  Number(
    (
      await t.database.db
        .selectFrom('maps')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe(`place info fields (${testDatabaseKind})`, () => {
  it('stores opening hours, phone and website as typed, and the public map reads them', async () => {
    const response = await create({
      opening_hours: 'Senin–Jumat 08.00–12.00\nSabtu tutup',
      phone: '0812-3456-7890',
      website: 'https://desa.id/posyandu',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({
      opening_hours: 'Senin–Jumat 08.00–12.00\nSabtu tutup',
      phone: '0812-3456-7890',
      website: 'https://desa.id/posyandu',
      photos: [],
      image: null,
    });
    const publicData = (await t.request({ method: 'GET', url: '/api/public/categories' })).json().data;
    const place = publicData
      .flatMap((category: { maps: unknown[] }) => category.maps)
      .find((map: { id: number }) => map.id === response.json().data.id);
    expect(place).toMatchObject({
      opening_hours: 'Senin–Jumat 08.00–12.00\nSabtu tutup',
      phone: '0812-3456-7890',
      website: 'https://desa.id/posyandu',
    });
    expect(place).not.toHaveProperty('photos');
  });

  it('takes E.164 and the Indonesian local forms of a phone number', async () => {
    for (const phone of ['+6281234567890', '081234567890', '0274 123456', '+62 274 123456']) {
      const response = await create({ name: `Telepon ${phone}`, phone });
      expect(response.statusCode, phone).toBe(201);
      expect(response.json().data.phone).toBe(phone);
    }
  });

  it.each([
    ['opening_hours', 'x'.repeat(201), 'OpeningHours'],
    ['phone', '12345', 'Phone'],
    ['phone', 'hubungi pak RT', 'Phone'],
    ['phone', '6281234567890', 'Phone'],
    ['phone', `08${'1'.repeat(40)}`, 'Phone'],
    ['website', 'javascript:alert(1)', 'Website'],
    ['website', 'ftp://desa.id', 'Website'],
    ['website', 'desa.id', 'Website'],
  ])('refuses %s %j with the key %s and stores nothing', async (field, value, key) => {
    const before = await countMaps();
    const images = await t.storedImages('maps');
    const response = await create({ name: `Salah ${field}`, [field]: value }, [png('image')]);
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual([key]);
    expect(await countMaps()).toBe(before);
    expect(await t.storedImages('maps')).toEqual(images);
  });

  it('refuses a bad field on update and keeps the place as it was', async () => {
    const id = (await create({ name: 'Balai Desa', phone: '081234567890' })).json().data.id;
    const response = await update(id, { phone: '0800', opening_hours: '08.00' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toHaveProperty('Phone');
    const now = (await t.request({ method: 'GET', url: `${url}/${id}`, token: admin })).json().data;
    expect(now).toMatchObject({ phone: '081234567890', opening_hours: '' });
  });

  it('keeps them when an update does not send them (a client that knows only the spec fields)', async () => {
    const id = (
      await create({
        name: 'Klien Lama',
        opening_hours: '24 jam',
        phone: '081234567890',
        website: 'https://a.id',
      })
    ).json().data.id;
    const response = await update(id, { description: 'diubah', address: 'Dusun Kidul' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      description: 'diubah',
      opening_hours: '24 jam',
      phone: '081234567890',
      website: 'https://a.id',
    });
    // Sent empty, they are cleared.
    const cleared = await update(id, { opening_hours: '', phone: '', website: '' });
    expect(cleared.json().data).toMatchObject({ opening_hours: '', phone: '', website: '' });
  });

  it('accepts exactly 200 characters of opening hours', async () => {
    const response = await create({ name: 'Jam panjang', opening_hours: 'j'.repeat(200) });
    expect(response.statusCode).toBe(201);
  });
});

describe(`photos (${testDatabaseKind})`, () => {
  it('keeps up to five photos; the first is the image', async () => {
    const response = await create({ name: 'Lima Foto' }, [
      png('image'),
      png('new_photos'),
      png('new_photos'),
      png('new_photos'),
      png('new_photos'),
    ]);
    expect(response.statusCode).toBe(201);
    const map = response.json().data;
    expect(map.photos).toHaveLength(5);
    expect(map.image).toBe(map.photos[0]);
    const stored = await t.storedImages('maps');
    for (const photo of map.photos) expect(stored).toContain(photo);
    const publicPlace = (await t.request({ method: 'GET', url: '/api/public/categories' }))
      .json()
      .data.flatMap((category: { maps: unknown[] }) => category.maps)
      .find((place: { id: number }) => place.id === map.id);
    expect(publicPlace).toMatchObject({ image: map.photos[0], photos: map.photos });
    // Every photo is served to the public while the place is active.
    for (const photo of map.photos) {
      expect((await t.request({ method: 'GET', url: `/uploads/maps/${photo}` })).statusCode).toBe(200);
    }
  });

  it('refuses a sixth photo with the key Photos, storing no file and no place', async () => {
    const before = await countMaps();
    const images = await t.storedImages('maps');
    const response = await create({ name: 'Enam Foto' }, [
      png('image'),
      ...Array.from({ length: 5 }, () => png('new_photos')),
    ]);
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['Photos']);
    expect(await countMaps()).toBe(before);
    expect(await t.storedImages('maps')).toEqual(images);

    const id = (
      await create({ name: 'Empat Foto' }, [
        png('image'),
        png('new_photos'),
        png('new_photos'),
        png('new_photos'),
      ])
    ).json().data.id;
    const imagesNow = await t.storedImages('maps');
    const more = await update(id, {}, [png('new_photos'), png('new_photos')]);
    expect(more.statusCode).toBe(422);
    expect(Object.keys(more.json().errors)).toEqual(['Photos']);
    expect(await t.storedImages('maps')).toEqual(imagesNow);

    // Past the request's own limit of files (the image and five photos), and photos that are not files:
    // the same field and key, never a bare 413 or another key.
    const seven = await create({ name: 'Tujuh Foto' }, [
      png('image'),
      ...Array.from({ length: 6 }, () => png('new_photos')),
    ]);
    expect(seven.statusCode).toBe(422);
    expect(Object.keys(seven.json().errors)).toEqual(['Photos']);
    const notFiles = await create({ name: 'Bukan Foto', new_photos: 'x' });
    expect(notFiles.statusCode).toBe(422);
    expect(Object.keys(notFiles.json().errors)).toEqual(['Photos']);
    expect(await countMaps()).toBe(before + 1);
  });

  it('refuses a photo that is not an image under Photos, and stores nothing', async () => {
    const images = await t.storedImages('maps');
    const response = await create({ name: 'Bukan Foto' }, [
      png('image'),
      {
        field: 'new_photos',
        filename: 'x.png',
        contentType: 'image/png',
        bytes: Buffer.from('not an image'),
      },
    ]);
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['Photos']);
    expect(await t.storedImages('maps')).toEqual(images);
  });

  it('two saves at once without a version: the second builds on the first, and no stored file is left unnamed', async () => {
    const id = (await create({ name: 'Dua Simpan' }, [png('image'), png('new_photos')])).json().data.id;
    const addThree = () =>
      t.request({
        method: 'PUT',
        url: `${url}/${id}`,
        token: admin,
        ...multipart({ name: 'Dua Simpan' }, [png('new_photos'), png('new_photos'), png('new_photos')]),
      });
    const answers = await Promise.all([addThree(), addThree()]);
    // 2 + 3 fills the place; the save that comes second finds 5 held and is refused.
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 422]);
    const row = await t.database.db
      .selectFrom('maps')
      .select(['image', 'extra_photos'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const named = [row.image, ...(row.extra_photos as string[])];
    expect(named).toHaveLength(5);
    const stored = await t.storedImages('maps');
    for (const name of named) expect(stored).toContain(name);
    const namedAnywhere = await t.database.db.selectFrom('maps').select(['image', 'extra_photos']).execute();
    const all = new Set(
      namedAnywhere.flatMap((place) => [place.image, ...((place.extra_photos as string[]) ?? [])]),
    );
    expect(stored.filter((name) => !all.has(name))).toEqual([]);
  });

  it('a user without maps-edit changes no photo or field; one with maps-edit alone does, within the limit', async () => {
    const id = (await create({ name: 'Hak Akses' }, [png('image')])).json().data.id;
    const send = (token: string, files: UploadFile[]) =>
      t.request({
        method: 'PUT',
        url: `${url}/${id}`,
        token,
        ...multipart({ name: 'Hak Akses', opening_hours: 'Setiap hari' }, files),
      });
    const images = await t.storedImages('maps');
    const creator = await t.tokenWith(['maps-create']);
    expect((await send(creator, [png('new_photos')])).statusCode).toBe(403);
    expect(await t.storedImages('maps')).toEqual(images);
    const editor = await t.tokenWith(['maps-edit']);
    expect((await send(editor, [png('new_photos')])).statusCode).toBe(200);
    const tooMany = await send(
      editor,
      Array.from({ length: 4 }, () => png('new_photos')),
    );
    expect(tooMany.statusCode).toBe(422);
    expect(Object.keys(tooMany.json().errors)).toEqual(['Photos']);
    const row = await t.database.db
      .selectFrom('maps')
      .select(['opening_hours', 'extra_photos'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.opening_hours).toBe('Setiap hari');
    expect(row.extra_photos).toHaveLength(1);
  });

  it('writing only `image` replaces the first photo and keeps the others (the spec single-image contract)', async () => {
    const made = (
      await create({ name: 'Kontrak Gambar' }, [png('image'), png('new_photos'), png('new_photos')])
    ).json().data;
    const response = await update(made.id, {}, [png('image')]);
    expect(response.statusCode).toBe(200);
    const after = response.json().data;
    expect(after.photos).toHaveLength(3);
    expect(after.image).toBe(after.photos[0]);
    expect(after.image).not.toBe(made.image);
    expect(after.photos.slice(1)).toEqual(made.photos.slice(1));
    const stored = await t.storedImages('maps');
    expect(stored).not.toContain(made.image);
    // A save that sends no photo fields leaves them all as they are.
    const untouched = await update(made.id, { description: 'baru' });
    expect(untouched.json().data.photos).toEqual(after.photos);
  });

  it('reorders, makes another photo first and removes photos by the list of those to keep', async () => {
    const made = (
      await create({ name: 'Urutan Foto' }, [png('image'), png('new_photos'), png('new_photos')])
    ).json().data;
    const [a, b, c] = made.photos as string[];
    const response = await update(made.id, { photos: JSON.stringify([c, a]) });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ image: c, photos: [c, a] });
    const stored = await t.storedImages('maps');
    expect(stored).toContain(a);
    expect(stored).not.toContain(b);
    // Gone from the place, so no longer served.
    expect((await t.request({ method: 'GET', url: `/uploads/maps/${b}` })).statusCode).toBe(404);

    const foreign = await update(made.id, { photos: JSON.stringify([c, 'someone-elses.png']) });
    expect(foreign.statusCode).toBe(422);
    expect(Object.keys(foreign.json().errors)).toEqual(['Photos']);

    const none = await update(made.id, { photos: '[]' });
    expect(none.json().data).toMatchObject({ image: null, photos: [] });
  });

  it('withdraws every photo of an inactive place from the public', async () => {
    const made = (await create({ name: 'Tempat Nonaktif' }, [png('image'), png('new_photos')])).json().data;
    await update(made.id, { status: 'inactive' });
    for (const photo of made.photos) {
      expect((await t.request({ method: 'GET', url: `/uploads/maps/${photo}` })).statusCode).toBe(404);
    }
  });

  it('keeps a deleted place photos until the purge, then removes them all', async () => {
    const made = (await create({ name: 'Dihapus' }, [png('image'), png('new_photos')])).json().data;
    await t.request({ method: 'DELETE', url: `${url}/${made.id}`, token: admin });
    expect(await t.storedImages('maps')).toEqual(expect.arrayContaining(made.photos));
    await t.purgeDeleted();
    const stored = await t.storedImages('maps');
    for (const photo of made.photos) expect(stored).not.toContain(photo);
  });
});

describe(`history (${testDatabaseKind})`, () => {
  it('restoring a version brings back its hours, phone and website; the photos stay as they are', async () => {
    const made = (
      await create(
        { name: 'Riwayat', opening_hours: '08.00–12.00', phone: '081234567890', website: 'https://a.id' },
        [png('image')],
      )
    ).json().data;
    await update(made.id, { opening_hours: '', phone: '+62274123456', website: 'http://b.id' }, [
      png('new_photos'),
    ]);
    const answer = (
      await t.request({ method: 'GET', url: `${url}/${made.id}/history`, token: admin })
    ).json();
    const entries: { id: string; action: string }[] = Array.isArray(answer.data)
      ? answer.data
      : answer.data.data;
    const first = entries.find((entry) => entry.action === 'create')!;
    const current = (await t.request({ method: 'GET', url: `${url}/${made.id}`, token: admin })).json().data;
    const restored = await t.request({
      method: 'POST',
      url: `${url}/${made.id}/history/${first.id}/restore`,
      token: admin,
      payload: { version: current.version },
    });
    expect(restored.statusCode).toBe(200);
    expect(restored.json().data).toMatchObject({
      opening_hours: '08.00–12.00',
      phone: '081234567890',
      website: 'https://a.id',
      photos: current.photos,
    });
  });
});

describe(`import and export (${testDatabaseKind})`, () => {
  it('round trips hours, phone and website through the export and the import, in GeoJSON, KML and CSV', async () => {
    const source = await createCategory(t, admin, 'Sumber Info');
    const made = await create({
      name: 'Puskesmas Pembantu',
      category_id: String(source),
      opening_hours: 'Senin–Sabtu 07.30–14.00',
      phone: '+62274123456',
      website: 'https://pustu.desa.id/',
    });
    expect(made.statusCode).toBe(201);
    for (const [format, filename] of [
      ['geojson', 'a.geojson'],
      ['kml', 'a.kml'],
      ['csv', 'a.csv'],
    ] as const) {
      const file = await t.request({
        method: 'GET',
        url: `/api/admin/maps/export?format=${format}&category_id=${source}`,
        token: admin,
      });
      expect(file.statusCode).toBe(200);
      const target = await createCategory(t, admin, `Tujuan ${format}`);
      const committed = await sendImport(t, 'commit', {
        token: admin,
        filename,
        bytes: file.rawPayload,
        categoryId: target,
      });
      expect(committed.statusCode, committed.body).toBe(201);
      const row = await t.database.db
        .selectFrom('maps')
        .select(['opening_hours', 'phone', 'website'])
        .where('category_id', '=', target)
        .executeTakeFirstOrThrow();
      // An E.164 number starts with +: the CSV writes it behind an apostrophe, and reads it back without.
      expect(row, format).toEqual({
        opening_hours: 'Senin–Sabtu 07.30–14.00',
        phone: '+62274123456',
        website: 'https://pustu.desa.id/',
      });
    }
  });

  it('imports an OpenStreetMap-style file, leaving out a phone or website the fields would refuse', async () => {
    const target = await createCategory(t, admin, 'Dari OSM');
    const collection = {
      type: 'FeatureCollection',
      features: [
        {
          type: 'Feature',
          properties: {
            name: 'Toko A',
            opening_hours: 'Mo-Fr 08:00-17:00',
            phone: '+62 812 3456 7890',
            website: 'http://toko.id',
          },
          geometry: { type: 'Point', coordinates: [112.2, -7.5] },
        },
        {
          type: 'Feature',
          properties: { name: 'Toko B', phone: 'tanya pak RT', website: 'javascript:alert(1)' },
          geometry: { type: 'Point', coordinates: [112.21, -7.5] },
        },
      ],
    };
    const preview = await sendImport(t, 'preview', {
      token: admin,
      filename: 'osm.geojson',
      bytes: JSON.stringify(collection),
      categoryId: target,
    });
    expect(preview.statusCode).toBe(200);
    const [a, b] = preview.json().data.features;
    expect(a).toMatchObject({
      opening_hours: 'Mo-Fr 08:00-17:00',
      phone: '+62 812 3456 7890',
      website: 'http://toko.id',
    });
    expect(b).toMatchObject({ phone: '', website: '', action: 'import' });
    expect(b.problems.map((problem: { kind: string }) => problem.kind)).toEqual([
      'invalid_value',
      'invalid_value',
    ]);
  });
});

describe('the OpenAPI document', () => {
  it('describes the new fields of a place and its photos', async () => {
    const document = (await t.request({ method: 'GET', url: '/api/openapi.json' })).json();
    const update =
      document.paths['/api/admin/maps/{id}'].put.requestBody.content['multipart/form-data'].schema;
    expect(Object.keys(update.properties)).toEqual(
      expect.arrayContaining(['opening_hours', 'phone', 'website', 'photos', 'new_photos', 'image']),
    );
    expect(update.properties.new_photos).toMatchObject({
      type: 'array',
      items: { format: 'binary' },
      maxItems: 5,
    });
    const output =
      document.paths['/api/admin/maps/{id}'].get.responses['200'].content['application/json'].schema;
    expect(Object.keys(output.properties.data.properties)).toEqual(
      expect.arrayContaining(['image', 'photos', 'opening_hours', 'phone', 'website']),
    );
  });
});
