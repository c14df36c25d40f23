import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restoreBackup, writeBackup } from '../../src/server/db/backup.ts';
import { inVillage } from '../../src/server/db/village-context.ts';
import { applyStorageQuota } from '../../src/server/modules/storage/storage-quota.ts';
import { multipart } from '../support/multipart.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { testDatabaseKind } from '../support/test-database.ts';

/**
 * Issue 30, P4: what a village stores (images, those of records in Recently deleted included, and the audit
 * log) is counted in the database and limited by STORAGE_QUOTA_MB; a write past the limit gets 422 under
 * its field with a message that says what to do, and two uploads racing for the last free bytes cannot both
 * have them. Run on PostgreSQL too (`npm run test:pg`), where the race is real.
 */
const MB = 1024 * 1024;
let t: TestApp;
let admin: string;
let placer: string;
beforeAll(async () => {
  t = await createTestApp({ STORAGE_QUOTA_MB: '3' });
  admin = await t.login();
  // The review's user: may add and delete places, nothing else.
  placer = await t.tokenWith(['maps-create', 'maps-delete', 'maps-edit']);
});
afterAll(() => t.close());

/** Random pixels: an image the re-encoding cannot shrink, so its stored size is about its pixels. */
function noise(width: number, height: number) {
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } });
}

async function usage(): Promise<{ used: number; quota: number | null; counted: number }> {
  const row = (
    await sql<{ used: string; quota: string | null; counted: string }>`
      select image_bytes + audit_entry_bytes + audit_value_bytes as used, quota_bytes as quota,
        (select coalesce(sum(size), 0) from stored_images)
        + (select coalesce(sum(coalesce(octet_length(before::text), 0) + coalesce(octet_length(after::text), 0)
            + octet_length(changed::text) + octet_length(record_name) + octet_length(actor_username) + 64), 0)
           from audit_log)
        + (select coalesce(sum(bytes), 0) from audit_values) as counted
      from storage_usage`.execute(t.database.db)
  ).rows[0]!;
  return {
    used: Number(row.used),
    quota: row.quota === null ? null : Number(row.quota),
    counted: Number(row.counted),
  };
}

async function setQuota(bytes: number) {
  await sql`update storage_usage set quota_bytes = ${Math.round(bytes)}`.execute(t.database.db);
}

function createPlace(token: string, name: string, image?: Buffer, type = 'image/png') {
  const body = multipart({ name }, image && { filename: 'foto', contentType: type, bytes: image });
  return t.request({
    method: 'POST',
    url: '/api/admin/maps',
    token,
    payload: body.payload,
    headers: body.headers,
  });
}

const storedSize = async (name: string) =>
  (
    await t.database.db
      .selectFrom('stored_images')
      .select('size')
      .where('name', '=', name)
      .executeTakeFirstOrThrow()
  ).size;

describe(`storage quota (${testDatabaseKind})`, () => {
  it('takes its limit from STORAGE_QUOTA_MB and counts what is stored exactly', async () => {
    const now = await usage();
    expect(now.quota).toBe(3 * MB);
    expect(now.used).toBe(now.counted);
  });

  it('stops the upload-and-delete loop at the limit with a 422 that says what to do', async () => {
    const image = await noise(560, 560).png().toBuffer();
    const answers: number[] = [];
    for (let round = 0; round < 8; round++) {
      const created = await createPlace(placer, `Loop ${round}`, image);
      answers.push(created.statusCode);
      if (created.statusCode !== 201) {
        expect(created.statusCode).toBe(422);
        const body = created.json();
        expect(body.errors.Image).toMatch(
          /^This would pass the village's storage limit: \d+\.\d of 3\.0 MB are in use by images and history\. .*STORAGE_QUOTA_MB/,
        );
        expect(body.message).toBe(body.errors.Image);
        break;
      }
      // Deleted at once: its image waits in Recently deleted, and still counts.
      const id = created.json().data.id;
      expect(
        (await t.request({ method: 'DELETE', url: `/api/admin/maps/${id}`, token: placer })).statusCode,
      ).toBe(200);
    }
    // 0.9 MB each: three fit in 3 MB, the fourth does not.
    expect(answers).toEqual([201, 201, 201, 422]);
    const after = await usage();
    expect(after.used).toBeLessThanOrEqual(3 * MB);
    expect(after.used).toBe(after.counted);
    // Said in the request's language too.
    const body = multipart({ name: 'Lagi' }, { filename: 'foto', contentType: 'image/png', bytes: image });
    const inIndonesian = await t.request({
      method: 'POST',
      url: '/api/admin/maps',
      token: placer,
      payload: body.payload,
      headers: { ...body.headers, 'accept-language': 'id' },
    });
    expect(inIndonesian.statusCode).toBe(422);
    expect(inIndonesian.json().errors.Image).toMatch(
      /^Ini akan melampaui batas penyimpanan desa: \d+,\d dari 3,0 MB/,
    );
  });

  it('refuses an upload to a full village before decoding it', async () => {
    // Not an image at all; with room it would be 'The image must be a PNG, ...'.
    const created = await createPlace(placer, 'Bukan gambar', randomBytes(MB));
    expect(created.statusCode).toBe(422);
    expect(created.json().errors.Image).toMatch(/storage limit/);
  });

  it('checks the stored size too: an upload that grows when re-encoded is refused in the database', async () => {
    await setQuota(100 * MB);
    // A JPEG of quality 20 is stored at quality 85: larger than it was sent.
    const small = await noise(600, 600).jpeg({ quality: 20 }).toBuffer();
    const first = await createPlace(admin, 'Ukuran', small, 'image/jpeg');
    expect(first.statusCode).toBe(201);
    const stored = await storedSize(first.json().data.image);
    expect(stored).toBeGreaterThan(small.length * 1.3);
    const images = (await t.storedImages('maps')).length;
    // Room for what is sent, not for what would be stored.
    await setQuota((await usage()).used + (small.length + stored) / 2);
    const second = await createPlace(admin, 'Ukuran 2', small, 'image/jpeg');
    expect(second.statusCode).toBe(422);
    expect(second.json().errors.Image).toMatch(/storage limit/);
    // Nothing of it stays: neither the place nor its image.
    expect((await t.storedImages('maps')).length).toBe(images);
    const now = await usage();
    expect(now.used).toBe(now.counted);
  });

  it('lets two uploads racing for the last free bytes take them once, and counts exactly', async () => {
    await setQuota(100 * MB);
    const image = await noise(400, 400).png().toBuffer();
    const first = await createPlace(admin, 'Balapan', image);
    expect(first.statusCode).toBe(201);
    const size = await storedSize(first.json().data.image);
    // Room for one more, and a half.
    await setQuota((await usage()).used + size * 1.5);
    const answers = await Promise.all(
      Array.from({ length: 4 }, (_, i) => createPlace(admin, `Balapan ${i}`, image)),
    );
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([201, 422, 422, 422]);
    const now = await usage();
    expect(now.used).toBeLessThanOrEqual(now.quota!);
    expect(now.used).toBe(now.counted);
  }, 60_000);

  it('counts a restored backup exactly, and never refuses one, however full', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'petadesa-quota-'));
    try {
      const file = path.join(folder, 'backup.jsonl.gz');
      await writeBackup(t.database.owner, file);
      const before = await usage();
      await setQuota(1);
      await restoreBackup(t.database.owner, file);
      const after = await usage();
      expect(after.used).toBe(after.counted);
      expect(after.used).toBe(before.used);
      expect(after.quota).toBe(1);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });

  it('lets small saves pass a full village by a margin, then refuses them too, never a delete', async () => {
    // The restore before ended every session.
    const owner = await t.login();
    const editor = await t.tokenWith(['maps-edit']);
    await setQuota(100 * MB);
    const created = await t.request({
      method: 'POST',
      url: '/api/admin/maps',
      token: owner,
      payload: { name: 'Balai Kecil', latitude: -7.5, longitude: 110.4 },
    });
    expect(created.statusCode, created.body).toBe(201);
    const place = created.json().data;
    await setQuota((await usage()).used);
    const codes: number[] = [];
    let version = place.version;
    // Each save keeps a 255-character name and a 500-character address in the audit log (4 KB or so).
    for (let i = 0; i < 400 && !codes.includes(422); i++) {
      const saved = await t.request({
        method: 'PUT',
        url: `/api/admin/maps/${place.id}`,
        token: editor,
        payload: { name: `${'😀'.repeat(250)}${i}`, address: `${'😀'.repeat(490)}${i}`, version },
      });
      codes.push(saved.statusCode);
      if (saved.statusCode === 200) version = saved.json().data.version;
      else expect(saved.json().errors.Name ?? saved.json().errors.Address).toMatch(/storage limit/);
    }
    // A full village could still mend names for a while (1 MB past its limit), and then no more.
    expect(codes.filter((code) => code === 200).length).toBeGreaterThan(10);
    expect(codes.at(-1)).toBe(422);
    const now = await usage();
    expect(now.used).toBeLessThanOrEqual(now.quota! + MB + 8 * 1024);
    // Freeing space is never refused.
    const removed = await t.request({ method: 'DELETE', url: `/api/admin/maps/${place.id}`, token: owner });
    expect(removed.statusCode).toBe(200);
  }, 120_000);

  it('is a limit per village: an added village has its own, and each start gives it to every village', async () => {
    // A restore above ended every session: the regency admin signs in again.
    const added = await t.request({
      method: 'POST',
      url: '/api/regency/villages',
      token: await t.login(),
      payload: {
        slug: 'penuh',
        name: 'Desa Penuh',
        admin: { username: 'kades', password: 'penuh-kuat-2026' },
      },
    });
    expect(added.statusCode, added.body).toBe(201);
    const villageId = added.json().data.id as number;
    const login = await t.request({
      method: 'POST',
      url: '/desa/penuh/api/login',
      payload: { username: 'kades', password: 'penuh-kuat-2026' },
    });
    const kades = login.json().data.token as string;
    const quotaOf = () =>
      inVillage(
        villageId,
        async () =>
          (await t.database.db.selectFrom('storage_usage').select('quota_bytes').executeTakeFirst())
            ?.quota_bytes,
      );
    expect(Number(await quotaOf())).toBe(3 * MB);
    // Its own 3 MB, whatever the first village holds: three 0.9 MB pictures fit, the fourth does not.
    const image = await noise(560, 560).png().toBuffer();
    const answers: number[] = [];
    for (let round = 0; round < 4; round++) {
      const body = multipart(
        { name: `Foto ${round}` },
        { filename: 'foto', contentType: 'image/png', bytes: image },
      );
      const created = await t.request({
        method: 'POST',
        url: '/desa/penuh/api/admin/maps',
        token: kades,
        payload: body.payload,
        headers: body.headers,
      });
      answers.push(created.statusCode);
    }
    expect(answers).toEqual([201, 201, 201, 422]);
    // A village whose limit was never written (added before this version) gets it at the next start.
    await inVillage(villageId, () =>
      t.database.db.updateTable('storage_usage').set({ quota_bytes: null }).execute(),
    );
    await applyStorageQuota(t.database.db, 3 * MB);
    expect(Number(await quotaOf())).toBe(3 * MB);
    // A village whose count row was deleted by hand is counted afresh, in itself, and given the limit.
    const countOf = () =>
      inVillage(villageId, async () => {
        const row = await t.database.db.selectFrom('storage_usage').selectAll().executeTakeFirst();
        return row && { images: Number(row.image_bytes), quota: Number(row.quota_bytes) };
      });
    const before = await countOf();
    await inVillage(villageId, () => t.database.db.deleteFrom('storage_usage').execute());
    expect(await countOf()).toBeUndefined();
    await applyStorageQuota(t.database.db, 3 * MB);
    expect(await countOf()).toEqual(before);
    expect(before?.images).toBeGreaterThan(2 * MB);
  });
});
