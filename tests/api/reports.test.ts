import { sql } from 'kysely';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendReport, solvedChallenge } from '../support/reports.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

// Issue 36: resident reports. What went wrong elsewhere: a photo that named its phone (FixMyStreet), a
// proof of work that could be replayed (GlobaLeaks), an anonymous reporter found from a public photo.

let t: TestApp;
let moderator: string;
let viewer: string;
let nobody: string;
let address = 0;
/** A new client address per report, so the per-address limit is not what a test meets by accident. */
const nextAddress = () => `10.36.${Math.floor(++address / 250)}.${(address % 250) + 1}`;

beforeAll(async () => {
  t = await createTestApp();
  moderator = await t.tokenWith(['reports-view', 'reports-moderate', 'maps-create']);
  viewer = await t.tokenWith(['reports-view']);
  nobody = await t.tokenWith(['maps-edit']);
});
afterAll(() => t.close());

/** A JPEG carrying everything a phone writes: maker and model, GPS, a thumbnail-bearing EXIF, XMP, an ICC profile. */
async function phonePhoto(seed: number): Promise<Buffer> {
  return sharp({
    create: { width: 64, height: 48, channels: 3, background: { r: seed * 40, g: 120, b: 60 } },
  })
    .jpeg()
    .withExif({
      IFD0: {
        Make: 'PhoneMakerCorp',
        Model: 'SecretModel X9',
        Software: 'CameraApp 1.2',
        Artist: 'Budi Santoso',
      },
      IFD3: {
        GPSLatitudeRef: 'S',
        GPSLatitude: '7/1 30/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '110/1 30/1 0/1',
      },
    })
    .withIccProfile('p3')
    .withXmp(
      '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:tiff="http://ns.adobe.com/tiff/1.0/" tiff:Make="PhoneMakerCorp"/></rdf:RDF></x:xmpmeta>',
    )
    .toBuffer();
}

const photoFile = (bytes: Buffer, n: number) => ({
  filename: `IMG_2026${n}.jpg`,
  contentType: 'image/jpeg',
  bytes,
});

async function report(
  fields: Parameters<typeof sendReport>[1] = {},
  photos: Parameters<typeof sendReport>[2] = [],
) {
  const response = await sendReport(t, { altcha: await solvedChallenge(t), ...fields }, photos, {
    address: nextAddress(),
  });
  expect(response.statusCode, response.body).toBe(201);
  const code = response.json().data.tracking_code as string;
  const list = await t.request({ method: 'GET', url: '/api/admin/reports', token: moderator });
  const found = list.json().data.data.find((row: { tracking_code: string }) => row.tracking_code === code);
  return { code, id: found.id as number, row: found };
}

async function moderate(id: number, body: Record<string, unknown>, token = moderator) {
  return t.request({ method: 'PUT', url: `/api/admin/reports/${id}`, token, payload: body });
}

describe('a report without an account', () => {
  it('round-trips three photos with no metadata left in any of them', async () => {
    const photos = await Promise.all([1, 2, 3].map(phonePhoto));
    // The fixture does carry what the phone wrote: otherwise this test could not fail.
    const before = await sharp(photos[0]).metadata();
    expect(before.exif).toBeDefined();
    expect(before.icc).toBeDefined();
    expect(before.xmp).toBeDefined();
    expect(photos[0]!.includes('PhoneMakerCorp')).toBe(true);

    const { code, id } = await report(
      { description: 'Jembatan putus setelah banjir', name: 'Budi', phone: '0812 3456 7890' },
      photos.map(photoFile),
    );
    expect(code).toMatch(/^[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/);
    const detail = (await t.request({ method: 'GET', url: `/api/admin/reports/${id}`, token: viewer })).json()
      .data;
    expect(detail.photos).toHaveLength(3);
    expect(detail.reporter_name).toBe('Budi');
    for (const name of detail.photos as string[]) {
      const served = await t.request({ method: 'GET', url: `/uploads/reports/${name}`, token: viewer });
      expect(served.statusCode).toBe(200);
      const bytes = served.rawPayload;
      const metadata = await sharp(bytes).metadata();
      expect(metadata.exif, name).toBeUndefined();
      expect(metadata.icc, name).toBeUndefined();
      expect(metadata.xmp, name).toBeUndefined();
      expect(metadata.iptc, name).toBeUndefined();
      expect(metadata.comments ?? [], name).toEqual([]);
      for (const secret of [
        'PhoneMakerCorp',
        'SecretModel',
        'CameraApp',
        'Budi Santoso',
        'Exif',
        'http://ns.adobe.com',
      ]) {
        expect(bytes.includes(secret), `${name} holds ${secret}`).toBe(false);
      }
      expect(metadata.width).toBe(64);
    }
  });

  it('answers a tracking page without signing in, and a wrong code is a 404', async () => {
    const { code } = await report({ description: 'Lampu jalan mati' });
    const page = await t.request({ method: 'GET', url: `/api/public/reports/${code.toLowerCase()}` });
    expect(page.statusCode).toBe(200);
    expect(page.json().data).toMatchObject({
      tracking_code: code,
      status: 'baru',
      description: 'Lampu jalan mati',
    });
    expect(JSON.stringify(page.json())).not.toContain('reporter');
    const wrong = await t.request({ method: 'GET', url: '/api/public/reports/AAAA-BBBB-CCCC' });
    expect(wrong.statusCode).toBe(404);
  });

  it('refuses bad input with a 4xx before writing anything', async () => {
    const altcha = await solvedChallenge(t);
    const before = await t.database.db
      .selectFrom('reports')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    const cases = [
      { description: '' },
      { latitude: '91' },
      { longitude: 'abc' },
      { privacy: 'semua' },
      { kind: '999' },
      { phone: '<script>' },
    ];
    for (const fields of cases) {
      const response = await sendReport(t, { altcha, ...fields }, [], { address: nextAddress() });
      expect(response.statusCode, JSON.stringify(fields)).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, JSON.stringify(fields)).toBeLessThan(500);
    }
    const four = await Promise.all([1, 2, 3, 4].map(phonePhoto));
    const tooMany = await sendReport(t, { altcha }, four.map(photoFile), { address: nextAddress() });
    expect(tooMany.statusCode).toBe(422);
    const notImage = await sendReport(
      t,
      { altcha },
      [{ filename: 'a.jpg', contentType: 'image/jpeg', bytes: Buffer.from('not a picture at all') }],
      { address: nextAddress() },
    );
    expect(notImage.statusCode).toBe(422);
    const after = await t.database.db
      .selectFrom('reports')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toEqual(before.n);
    // The challenge was never spent by the refused forms: it still sends a report.
    const good = await sendReport(t, { altcha }, [], { address: nextAddress() });
    expect(good.statusCode).toBe(201);
  });
});

describe('the proof of work', () => {
  it('refuses a missing, forged, replayed or foreign challenge', async () => {
    const missing = await sendReport(t, {}, [], { address: nextAddress() });
    expect(missing.statusCode).toBe(400);

    const altcha = await solvedChallenge(t);
    expect((await sendReport(t, { altcha }, [], { address: nextAddress() })).statusCode).toBe(201);
    const replayed = await sendReport(t, { altcha }, [], { address: nextAddress() });
    expect(replayed.statusCode).toBe(403);
    expect(replayed.json().message).toMatch(/already used/);

    // The same solution with its challenge made for another form: the signature no longer holds.
    const payload = JSON.parse(Buffer.from(await solvedChallenge(t), 'base64').toString());
    payload.challenge.parameters.data.form = 'login';
    const foreign = Buffer.from(JSON.stringify(payload)).toString('base64');
    expect((await sendReport(t, { altcha: foreign }, [], { address: nextAddress() })).statusCode).toBe(403);
    payload.challenge.parameters.data.form = 'report';
    payload.solution.derivedKey = payload.solution.derivedKey.replace(/^./, (c: string) =>
      c === '0' ? '1' : '0',
    );
    const wrong = Buffer.from(JSON.stringify(payload)).toString('base64');
    expect((await sendReport(t, { altcha: wrong }, [], { address: nextAddress() })).statusCode).toBe(403);
    expect((await sendReport(t, { altcha: 'bm90IGpzb24=' }, [], { address: nextAddress() })).statusCode).toBe(
      403,
    );
  });

  it('an expired challenge is refused', async () => {
    const altcha = await solvedChallenge(t);
    t.clock.advance(31 * 60_000);
    try {
      expect((await sendReport(t, { altcha }, [], { address: nextAddress() })).statusCode).toBe(403);
    } finally {
      t.clock.advance(-31 * 60_000);
    }
  });

  it('refuses at least 95% of 1,000 scripted submissions from one address while a real client passes', async () => {
    // The script solved ten challenges (a script pays what a phone pays for each) and sends as fast as
    // it can, each payload again and again.
    const payloads = await Promise.all(Array.from({ length: 10 }, () => solvedChallenge(t)));
    const started = performance.now();
    const statuses: Record<number, number> = {};
    for (let i = 0; i < 1000; i++) {
      const response = await sendReport(t, { altcha: payloads[i % payloads.length] }, [], {
        address: '10.99.0.1',
      });
      statuses[response.statusCode] = (statuses[response.statusCode] ?? 0) + 1;
    }
    const ms = performance.now() - started;
    const accepted = statuses[201] ?? 0;
    console.log(`flood: ${JSON.stringify(statuses)} in ${Math.round(ms)} ms`);
    expect(accepted).toBeLessThanOrEqual(50);
    expect(1000 - accepted).toBeGreaterThanOrEqual(950);
    // Nothing failed on the server's side.
    expect(Object.keys(statuses).every((status) => Number(status) < 500)).toBe(true);
    const real = await sendReport(t, { altcha: await solvedChallenge(t) }, [], { address: '10.98.0.7' });
    expect(real.statusCode).toBe(201);
  });

  it('a second submission with the same idempotency key stores nothing new', async () => {
    const key = 'offline-6f1c2e55-0a7b-4c3e-9d1f-22aa';
    const first = await sendReport(
      t,
      { altcha: await solvedChallenge(t), idempotency_key: key },
      [await phonePhoto(5)].map(photoFile),
      {
        address: nextAddress(),
      },
    );
    expect(first.statusCode).toBe(201);
    const images = await t.storedImages('reports');
    const count = await t.database.db
      .selectFrom('reports')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    // The resend after a lost answer: its challenge was spent by the first, so it carries none that passes.
    const again = await sendReport(
      t,
      { altcha: 'spent', idempotency_key: key },
      [await phonePhoto(5)].map(photoFile),
      {
        address: nextAddress(),
      },
    );
    expect(again.statusCode).toBe(201);
    expect(again.json().data.tracking_code).toBe(first.json().data.tracking_code);
    expect(await t.storedImages('reports')).toEqual(images);
    const after = await t.database.db
      .selectFrom('reports')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toEqual(count.n);
  });
});

describe('moderation', () => {
  it('moves only along the allowed edges, and only for holders of reports-moderate', async () => {
    const { id, code } = await report();
    expect((await moderate(id, { status: 'diverifikasi' }, viewer)).statusCode).toBe(403);
    expect((await moderate(id, { status: 'diverifikasi' }, nobody)).statusCode).toBe(403);
    expect(
      (
        await t.request({
          method: 'PUT',
          url: `/api/admin/reports/${id}`,
          payload: { status: 'diverifikasi' },
        })
      ).statusCode,
    ).toBe(401);
    expect((await t.request({ method: 'GET', url: '/api/admin/reports', token: nobody })).statusCode).toBe(
      403,
    );

    expect((await moderate(id, { status: 'selesai' })).statusCode).toBe(422);
    expect((await moderate(id, { status: 'ditindaklanjuti' })).statusCode).toBe(422);
    const verified = await moderate(id, { status: 'diverifikasi' });
    expect(verified.statusCode, verified.body).toBe(200);
    expect((await moderate(id, { status: 'baru' })).statusCode).toBe(422);
    expect((await moderate(id, { status: 'ditindaklanjuti' })).statusCode).toBe(200);
    expect((await moderate(id, { status: 'ditolak', reason: 'x' })).statusCode).toBe(422);
    expect((await moderate(id, { status: 'selesai' })).statusCode).toBe(200);
    expect((await moderate(id, { status: 'diverifikasi' })).statusCode).toBe(422);

    const tracking = (await t.request({ method: 'GET', url: `/api/public/reports/${code}` })).json().data;
    expect(tracking.events.map((event: { status: string }) => event.status)).toEqual([
      'baru',
      'diverifikasi',
      'ditindaklanjuti',
      'selesai',
    ]);
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select(['action', 'actor_username', 'after'])
      .where('table_name', '=', 'reports')
      .where('record_id', '=', id)
      .execute();
    expect(audit).toHaveLength(3);
    // The audit log is for activity-view: it never holds the reporter's name or phone.
    expect(JSON.stringify(audit)).not.toMatch(/reporter|0812/);
  });

  it('a refusal needs its reason (shown to the reporter); a duplicate names the report it repeats', async () => {
    const first = await report();
    const second = await report();
    expect((await moderate(second.id, { status: 'ditolak' })).statusCode).toBe(422);
    expect((await moderate(second.id, { status: 'duplikat' })).statusCode).toBe(422);
    expect((await moderate(second.id, { status: 'duplikat', duplicate_of: second.id })).statusCode).toBe(422);
    expect((await moderate(second.id, { status: 'duplikat', duplicate_of: first.id })).statusCode).toBe(200);
    const tracking = (await t.request({ method: 'GET', url: `/api/public/reports/${second.code}` })).json()
      .data;
    expect(tracking.duplicate_of_code).toBe(first.code);

    const third = await report();
    expect((await moderate(third.id, { status: 'ditolak', reason: 'Di luar wilayah desa' })).statusCode).toBe(
      200,
    );
    const refused = (await t.request({ method: 'GET', url: `/api/public/reports/${third.code}` })).json()
      .data;
    expect(refused).toMatchObject({ status: 'ditolak', reason: 'Di luar wilayah desa' });
  });

  it('staff may make a report more private, never less', async () => {
    const { id } = await report({ privacy: 'anonim' });
    expect((await moderate(id, { privacy: 'publik' })).statusCode).toBe(422);
    expect((await moderate(id, { privacy: 'rahasia' })).statusCode).toBe(200);
    expect((await moderate(id, { privacy: 'anonim' })).statusCode).toBe(422);
  });

  it('a stale version is a 409', async () => {
    const { id, row } = await report();
    expect((await moderate(id, { status: 'diverifikasi', version: row.version })).statusCode).toBe(200);
    expect((await moderate(id, { status: 'selesai', version: row.version })).statusCode).toBe(409);
  });

  it('lists by state, kind and age, with the overdue ones', async () => {
    const { id } = await report({ kind: '4' });
    const byKind = (
      await t.request({ method: 'GET', url: '/api/admin/reports?kind_id=4', token: viewer })
    ).json().data;
    expect(byKind.data.every((row: { kind_id: number }) => row.kind_id === 4)).toBe(true);
    expect(byKind.data.some((row: { id: number }) => row.id === id)).toBe(true);
    const none = (
      await t.request({ method: 'GET', url: '/api/admin/reports?overdue=true', token: viewer })
    ).json().data;
    expect(none.data.some((row: { id: number }) => row.id === id)).toBe(false);
    // Eight days ago (the clock is not moved: the sessions would end).
    await sql`update reports set created_at = now() - interval '8 days' where id = ${id}`.execute(
      t.database.db,
    );
    {
      const overdue = (
        await t.request({ method: 'GET', url: '/api/admin/reports?overdue=true', token: viewer })
      ).json().data;
      expect(overdue.data.some((row: { id: number; overdue: boolean }) => row.id === id && row.overdue)).toBe(
        true,
      );
      const old = (
        await t.request({ method: 'GET', url: '/api/admin/reports?older_than_days=7', token: viewer })
      ).json().data;
      expect(old.data.some((row: { id: number }) => row.id === id)).toBe(true);
    }
    const baru = (
      await t.request({ method: 'GET', url: '/api/admin/reports?status=selesai', token: viewer })
    ).json().data;
    expect(baru.data.every((row: { status: string }) => row.status === 'selesai')).toBe(true);
    expect(
      (await t.request({ method: 'GET', url: '/api/admin/reports?status=bogus', token: viewer })).statusCode,
    ).toBe(422);
  });

  it('a verified "Tempat baru" becomes a draft place linked back to the report', async () => {
    const { id, code } = await report({
      kind: '2',
      description: 'Warung Bu Sri baru buka\nJual sembako',
      name: 'Sri',
    });
    expect(
      (await t.request({ method: 'POST', url: `/api/admin/reports/${id}/place`, token: moderator }))
        .statusCode,
    ).toBe(422);
    await moderate(id, { status: 'diverifikasi' });
    const made = await t.request({ method: 'POST', url: `/api/admin/reports/${id}/place`, token: moderator });
    expect(made.statusCode, made.body).toBe(201);
    const placeId = made.json().data.place_id;
    const place = (
      await t.request({ method: 'GET', url: `/api/admin/maps/${placeId}`, token: await t.login() })
    ).json().data;
    expect(place).toMatchObject({
      name: 'Warung Bu Sri baru buka',
      status: 'inactive',
      latitude: -7.5,
      longitude: 110.5,
    });
    expect(place.description).toContain(`#${id}`);
    // The tracking code opens the reporter's own page: it never goes where the public may read it.
    expect(place.description).not.toContain(code);
    expect(
      (await t.request({ method: 'GET', url: `/api/admin/reports/${id}`, token: viewer })).json().data
        .place_id,
    ).toBe(placeId);
    expect(
      (await t.request({ method: 'POST', url: `/api/admin/reports/${id}/place`, token: moderator }))
        .statusCode,
    ).toBe(422);
  });

  it('makes one draft place of a report however many clicks come at once', async () => {
    const { id } = await report({ kind: '2', description: 'Warung baru di ujung gang' });
    await moderate(id, { status: 'diverifikasi' });
    const before = await t.database.db
      .selectFrom('maps')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        t.request({ method: 'POST', url: `/api/admin/reports/${id}/place`, token: moderator }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 422, 422, 422, 422]);
    const after = await t.database.db
      .selectFrom('maps')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n) - Number(before.n)).toBe(1);
    const made = answers.find((answer) => answer.statusCode === 201)!.json().data.place_id;
    expect(
      (await t.request({ method: 'GET', url: `/api/admin/reports/${id}`, token: viewer })).json().data
        .place_id,
    ).toBe(made);
  });

  it('a claim left by a server that stopped while making the place is taken again after five minutes', async () => {
    const { id } = await report({ kind: '2', description: 'Kios pulsa baru' });
    await moderate(id, { status: 'diverifikasi' });
    const makePlace = () =>
      t.request({ method: 'POST', url: `/api/admin/reports/${id}/place`, token: moderator });
    // What a server that stopped between the claim and the place leaves behind: a claim and no place.
    const claim = (minutesAgo: number) =>
      sql`update reports set place_id = 0, updated_at = now() - make_interval(mins => ${minutesAgo})
        where id = ${id}`.execute(t.database.owner);
    await claim(1);
    // A claim this fresh may still be a place being made: refused.
    expect((await makePlace()).statusCode).toBe(422);
    await claim(10);
    const made = await makePlace();
    expect(made.statusCode, made.body).toBe(201);
    expect(
      (await t.request({ method: 'GET', url: `/api/admin/reports/${id}`, token: viewer })).json().data
        .place_id,
    ).toBe(made.json().data.place_id);
    expect((await makePlace()).statusCode).toBe(422);
  });

  it('a verified "Data salah" is set beside the place it corrects, chosen among the places near it', async () => {
    const admin = await t.login();
    const addPlace = async (name: string, latitude: number, longitude: number) => {
      const answer = await t.request({
        method: 'POST',
        url: '/api/admin/maps',
        token: admin,
        payload: { name, latitude, longitude },
      });
      expect(answer.statusCode, answer.body).toBe(201);
      return answer.json().data.id as number;
    };
    // About 40 m and 110 m from the report's point, and one 2 km away.
    const near = await addPlace('Posyandu Kenanga', -7.4, 110.4004);
    const farther = await addPlace('Masjid Al-Ikhlas', -7.401, 110.4);
    await addPlace('Balai Dusun Jauh', -7.42, 110.4);
    const { id } = await report({
      kind: '3',
      description: 'Nama posyandu salah, seharusnya Posyandu Kenanga II',
      latitude: '-7.4',
      longitude: '110.4',
    });
    const before = (await t.request({ method: 'GET', url: `/api/admin/reports/${id}`, token: viewer })).json()
      .data;
    expect(before).toMatchObject({ corrects_place: true, makes_place: false });
    expect(before.nearby_places.map((place: { id: number }) => place.id)).toEqual([near, farther]);
    expect(before.nearby_places[0].distance_m).toBeGreaterThan(30);
    expect(before.nearby_places[0].distance_m).toBeLessThan(60);
    // Not made into a new place, and not linked before it is verified.
    const link = (placeId: number, token = moderator) =>
      t.request({
        method: 'POST',
        url: `/api/admin/reports/${id}/corrects`,
        token,
        payload: { place_id: placeId },
      });
    expect(
      (await t.request({ method: 'POST', url: `/api/admin/reports/${id}/place`, token: moderator }))
        .statusCode,
    ).toBe(422);
    expect((await link(near)).statusCode).toBe(422);
    await moderate(id, { status: 'diverifikasi' });
    expect((await link(near, viewer)).statusCode).toBe(403);
    expect((await link(999_999)).statusCode).toBe(404);
    const linked = await link(near);
    expect(linked.statusCode, linked.body).toBe(200);
    expect(linked.json().data).toEqual({ place_id: near });
    expect(
      (await t.request({ method: 'GET', url: `/api/admin/reports/${id}`, token: viewer })).json().data
        .place_id,
    ).toBe(near);
    // Once: a second choice is refused; the place itself is untouched until staff save its form.
    expect((await link(farther)).statusCode).toBe(422);
    const place = (await t.request({ method: 'GET', url: `/api/admin/maps/${near}`, token: admin })).json()
      .data;
    expect(place.name).toBe('Posyandu Kenanga');
  });

  it('blurs a rectangle of a photo, leaving the rest as it was', async () => {
    const photo = await sharp({
      create: { width: 120, height: 80, channels: 3, background: { r: 250, g: 250, b: 250 } },
    })
      .composite([
        {
          input: await sharp({
            create: { width: 10, height: 80, channels: 3, background: { r: 0, g: 0, b: 0 } },
          })
            .png()
            .toBuffer(),
          left: 30,
          top: 0,
        },
      ])
      .png()
      .toBuffer();
    const { id } = await report({}, [{ filename: 'p.png', contentType: 'image/png', bytes: photo }]);
    const before = (await t.request({ method: 'GET', url: `/api/admin/reports/${id}`, token: viewer })).json()
      .data.photos[0];
    const blurred = await t.request({
      method: 'POST',
      url: `/api/admin/reports/${id}/blur`,
      token: moderator,
      payload: { photo: 0, x: 0, y: 0, width: 0.5, height: 1 },
    });
    expect(blurred.statusCode, blurred.body).toBe(200);
    const after = blurred.json().data.photos[0];
    expect(after).not.toBe(before);
    expect(await t.storedImages('reports')).not.toContain(before);
    const bytes = (await t.request({ method: 'GET', url: `/uploads/reports/${after}`, token: viewer }))
      .rawPayload;
    const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) => data[(y * info.width + x) * info.channels]!;
    // The sharp black bar inside the area is smeared; outside it the picture is untouched.
    expect(at(34, 40)).toBeGreaterThan(40);
    expect(at(100, 40)).toBeGreaterThan(240);
    const outside = await t.request({
      method: 'POST',
      url: `/api/admin/reports/${id}/blur`,
      token: moderator,
      payload: { photo: 0, x: 0.8, y: 0, width: 0.5, height: 1 },
    });
    expect(outside.statusCode).toBe(422);
  });
});

describe('backups', () => {
  it('a backup of reports, their kinds and steps passes the restore rules; a forged row does not', async () => {
    const { rowProblem } = await import('../../src/server/db/restore-rows.ts');
    await report({ description: 'Baris untuk cadangan\ndua baris', phone: '+62 812-0000' });
    for (const table of ['reports', 'report_kinds', 'report_events'] as const) {
      const rows = await t.database.db.selectFrom(table).selectAll().execute();
      expect(rows.length, table).toBeGreaterThan(0);
      for (const row of rows) {
        // As the backup writes it: JSON (dates as text).
        expect(rowProblem(table, JSON.parse(JSON.stringify(row))), table).toBeNull();
      }
    }
    const [row] = await t.database.db.selectFrom('reports').selectAll().execute();
    const json = JSON.parse(JSON.stringify(row));
    expect(rowProblem('reports', { ...json, privacy: 'semua' })).toMatch(/^privacy/);
    expect(rowProblem('reports', { ...json, photos: ['../../etc/passwd'] })).toMatch(/^photos/);
    expect(rowProblem('reports', { ...json, tracking_code: 'AAAA' })).toMatch(/^tracking_code/);
  });
});
