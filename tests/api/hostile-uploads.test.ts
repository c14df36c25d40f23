import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_IMAGE_SIDE, MAX_INPUT_PIXELS } from '../../src/server/uploads/re-encode.ts';
import { multipart, TINY_PNG, type UploadFile } from '../support/multipart.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/** What a hostile file carries; no stored image may contain it. */
const PAYLOAD = '<script>alert(document.cookie)</script>';
const MAX_UPLOAD_MB = 1;
const MB = 1024 * 1024;

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A black 1-bit greyscale PNG: a 20,000 x 20,000 one is 50 MB of rows but deflates to about 50 KB. */
function blackPng(width: number, height: number, extra: Buffer[] = []): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale, deflate, no filter, no interlace
  const rows = Buffer.alloc((Math.ceil(width / 8) + 1) * height); // each row: filter byte 0, then zeros
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    ...extra,
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A JPEG comment segment (FF FE) carrying the payload, put right after the start-of-image marker. */
function withJpegComment(jpeg: Buffer, text: string): Buffer {
  const data = Buffer.from(text);
  const segment = Buffer.alloc(4);
  segment.set([0xff, 0xfe], 0);
  segment.writeUInt16BE(data.length + 2, 2);
  return Buffer.concat([jpeg.subarray(0, 2), segment, data, jpeg.subarray(2)]);
}

/** The same JPEG, its frame header (SOF0) rewritten to claim another size. */
function withJpegSize(jpeg: Buffer, width: number, height: number): Buffer {
  const copy = Buffer.from(jpeg);
  for (let i = 2; i < copy.length - 9; i++) {
    if (copy[i] === 0xff && (copy[i + 1] === 0xc0 || copy[i + 1] === 0xc2)) {
      copy.writeUInt16BE(height, i + 5);
      copy.writeUInt16BE(width, i + 7);
      return copy;
    }
  }
  throw new Error('no frame header');
}

interface Hostile {
  name: string;
  file: UploadFile;
  /** refused: 4xx keyed Image and nothing stored; neutralised: stored, re-encoded, without the payload. */
  expect: { refused: RegExp } | { neutralised: 'png' | 'jpg' | 'webp' };
}

async function corpus(): Promise<Hostile[]> {
  const red = { create: { width: 16, height: 16, channels: 3, background: '#c00' } } as const;
  const jpeg = await sharp(red).jpeg().toBuffer();
  const png = await sharp(red).png().toBuffer();
  const webp = await sharp(red).webp().toBuffer();
  const gif = await sharp(red).gif().toBuffer();
  const tiff = await sharp(red).tiff().toBuffer();
  const exifJpeg = await sharp(red)
    .withExif({ IFD0: { ImageDescription: PAYLOAD, Artist: PAYLOAD } })
    .jpeg()
    .toBuffer();
  const notAnImage = /must be a PNG, JPEG, WebP or GIF/;
  const unreadable = /could not be read/;
  const file = (filename: string, contentType: string, bytes: Uint8Array): UploadFile => ({
    filename,
    contentType,
    bytes,
  });
  return [
    {
      name: 'SVG with a script',
      file: file(
        'logo.svg',
        'image/svg+xml',
        Buffer.from(`<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg">${PAYLOAD}</svg>`),
      ),
      expect: { refused: notAnImage },
    },
    {
      name: 'SVG renamed .png',
      file: file('logo.png', 'image/png', Buffer.from(`<svg onload="alert(1)">${PAYLOAD}</svg>`)),
      expect: { refused: notAnImage },
    },
    {
      name: 'HTML renamed .png',
      file: file('page.png', 'image/png', Buffer.from(`<!doctype html><html>${PAYLOAD}</html>`)),
      expect: { refused: notAnImage },
    },
    {
      name: 'PNG+HTML polyglot (HTML after IEND)',
      file: file('poly.png', 'image/png', Buffer.concat([png, Buffer.from(`<html>${PAYLOAD}</html>`)])),
      expect: { neutralised: 'png' },
    },
    {
      name: 'PNG with a script in a tEXt chunk',
      file: file(
        'text.png',
        'image/png',
        blackPng(8, 8, [chunk('tEXt', Buffer.from(`Comment\0${PAYLOAD}`))]),
      ),
      expect: { neutralised: 'png' },
    },
    {
      name: 'JPEG with a script in EXIF',
      file: file('exif.jpg', 'image/jpeg', exifJpeg),
      expect: { neutralised: 'jpg' },
    },
    {
      name: 'JPEG with a script in a comment segment',
      file: file('comment.jpg', 'image/jpeg', withJpegComment(jpeg, PAYLOAD)),
      expect: { neutralised: 'jpg' },
    },
    {
      name: 'WebP with HTML appended',
      file: file('tail.webp', 'image/webp', Buffer.concat([webp, Buffer.from(PAYLOAD)])),
      expect: { neutralised: 'webp' },
    },
    {
      name: 'GIF with HTML after its trailer (GIFAR-style)',
      file: file('anim.gif', 'image/gif', Buffer.concat([gif, Buffer.from(PAYLOAD)])),
      expect: { neutralised: 'png' },
    },
    {
      name: 'truncated PNG',
      file: file('half.png', 'image/png', png.subarray(0, Math.floor(png.length / 2))),
      expect: { refused: unreadable },
    },
    {
      name: 'truncated JPEG',
      file: file('half.jpg', 'image/jpeg', jpeg.subarray(0, Math.floor(jpeg.length / 2))),
      expect: { refused: unreadable },
    },
    {
      name: 'PNG pixel flood: 20,000 x 20,000',
      file: file('flood.png', 'image/png', blackPng(20_000, 20_000)),
      expect: { refused: /more than 40 million pixels/ },
    },
    {
      name: 'JPEG pixel flood: a frame header claiming 20,000 x 20,000',
      file: file('flood.jpg', 'image/jpeg', withJpegSize(jpeg, 20_000, 20_000)),
      expect: { refused: /more than 40 million pixels|could not be read/ },
    },
    {
      name: 'PNG 60,000 x 1 (few pixels, absurd side)',
      file: file('strip.png', 'image/png', blackPng(60_000, 1)),
      expect: { neutralised: 'png' },
    },
    {
      name: 'oversize file',
      file: file('big.png', 'image/png', Buffer.concat([png, Buffer.alloc(MAX_UPLOAD_MB * MB + 1)])),
      expect: { refused: /may not be larger than 1 MB/ },
    },
    {
      name: 'path traversal in the file name',
      file: file('../../../../etc/cron.d/x.png', 'image/png', TINY_PNG),
      expect: { neutralised: 'png' },
    },
    {
      name: 'Windows path traversal in the file name',
      file: file('..\\..\\windows\\x.php.png', 'image/png', TINY_PNG),
      expect: { neutralised: 'png' },
    },
    {
      // The one text gate refuses a control character in any text, a file's name included.
      name: 'a NUL in the file name',
      file: file('x.php\0.png', 'image/png', TINY_PNG),
      expect: { refused: /control character U\+0000/ },
    },
    {
      name: 'wrong content type: a PNG sent as text/html named .html',
      file: file('x.html', 'text/html', TINY_PNG),
      expect: { neutralised: 'png' },
    },
    {
      name: 'wrong content type: a JPEG sent as image/png named .png',
      file: file('x.png', 'image/png', jpeg),
      expect: { neutralised: 'jpg' },
    },
    {
      name: 'zero bytes',
      file: file('empty.png', 'image/png', Buffer.alloc(0)),
      expect: { refused: notAnImage },
    },
    { name: 'TIFF', file: file('scan.tiff', 'image/tiff', tiff), expect: { refused: notAnImage } },
    {
      name: 'BMP',
      file: file('paint.bmp', 'image/bmp', Buffer.concat([Buffer.from('BM'), Buffer.alloc(60)])),
      expect: { refused: notAnImage },
    },
    {
      name: 'PDF named .jpg',
      file: file('doc.jpg', 'image/jpeg', Buffer.from(`%PDF-1.4\n1 0 obj <</JS (${PAYLOAD})>>`)),
      expect: { refused: notAnImage },
    },
    {
      name: 'PNG signature followed by garbage',
      file: file(
        'fake.png',
        'image/png',
        Buffer.concat([png.subarray(0, 8), Buffer.from(PAYLOAD.repeat(20))]),
      ),
      expect: { refused: unreadable },
    },
  ];
}

async function filesUnder(dir: string): Promise<string[]> {
  if (!existsSync(dir)) return [];
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

describe('hostile uploads', () => {
  let t: TestApp;
  let admin: string;
  let files: Hostile[];
  let categoryId: number;
  const rssGrowthMb: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp({ MAX_UPLOAD_MB: String(MAX_UPLOAD_MB) });
    admin = await t.login();
    files = await corpus();
    const category = await t.request({
      method: 'POST',
      url: '/api/admin/categories',
      token: admin,
      payload: { name: 'Korpus' },
    });
    categoryId = category.json().data.id;
  });
  afterAll(async () => {
    const growth = Object.values(rssGrowthMb);
    console.log(
      `hostile uploads: ${files.length} files x 2 routes; largest RSS growth of one upload ${Math.max(...growth)} MB` +
        ` (floods: ${Object.entries(rssGrowthMb)
          .filter(([name]) => name.includes('flood'))
          .map(([, mb]) => mb)
          .join(', ')} MB)`,
    );
    await t.close();
  });

  it('has a corpus of at least 12 hostile files', () => {
    expect(files.length).toBeGreaterThanOrEqual(12);
  });

  const targets = [
    { url: '/api/admin/categories', folder: 'categories', fields: (n: number) => ({ name: `Hostile ${n}` }) },
    {
      url: '/api/admin/maps',
      folder: 'maps',
      fields: (n: number) => ({
        name: `Hostile ${n}`,
        category_id: String(categoryId),
        geometry: JSON.stringify({ type: 'Point', coordinates: [112.23, -7.54] }),
        status: 'active',
      }),
    },
  ] as const;

  for (const target of targets) {
    it(`refuses or neutralises every file sent to ${target.url}`, async () => {
      let n = 0;
      for (const hostile of files) {
        n++;
        const before = new Set(await t.storedImages(target.folder));
        const rssBefore = process.memoryUsage().rss;
        const response = await t.request({
          method: 'POST',
          url: target.url,
          token: admin,
          ...multipart(target.fields(n), hostile.file),
        });
        rssGrowthMb[`${target.folder}: ${hostile.name}`] = Math.round(
          (process.memoryUsage().rss - rssBefore) / MB,
        );
        const added = (await t.storedImages(target.folder)).filter((name) => !before.has(name));
        if ('refused' in hostile.expect) {
          expect(response.statusCode, hostile.name).toBe(422);
          const body = response.json();
          expect(Object.keys(body.errors), hostile.name).toEqual(['Image']);
          expect(body.errors.Image, hostile.name).toMatch(hostile.expect.refused);
          expect(added, hostile.name).toEqual([]);
        } else {
          expect(response.statusCode, `${hostile.name}: ${response.body}`).toBe(201);
          const image: string = response.json().data.image;
          expect(image, hostile.name).toMatch(new RegExp(`^[0-9a-f-]{36}\\.${hostile.expect.neutralised}$`));
          expect(added, hostile.name).toEqual([image]);
          const served = await t.request({ method: 'GET', url: `/uploads/${target.folder}/${image}` });
          expect(served.statusCode).toBe(200);
          expect(served.headers['x-content-type-options']).toBe('nosniff');
          const bytes = (await t.storedImage(target.folder, image))!;
          expect(served.rawPayload.equals(bytes)).toBe(true);
          expect(bytes.includes('<script'), hostile.name).toBe(false);
          expect(bytes.includes('alert('), hostile.name).toBe(false);
          const metadata = await sharp(bytes).metadata();
          expect(metadata.exif, hostile.name).toBeUndefined();
          expect(metadata.comments ?? [], hostile.name).toEqual([]);
          expect(Math.max(metadata.width ?? 0, metadata.height ?? 0)).toBeLessThanOrEqual(MAX_IMAGE_SIDE);
        }
      }
      // Nothing lands on the instance's disk, whatever the file names said: images are rows.
      expect(await filesUnder(t.config.dataDir)).toEqual([]);
    });
  }

  it('keeps memory bounded for the pixel floods: refused before any pixel is decoded', () => {
    // A decoded 20,000 x 20,000 image is 400 MB even at one byte a pixel.
    const floods = Object.entries(rssGrowthMb).filter(([name]) => name.includes('flood'));
    expect(floods.length).toBe(4);
    for (const [name, growth] of floods) expect(growth, name).toBeLessThan(64);
  });

  it('takes an image right at the pixel limit and scales it to the largest side', async () => {
    const side = Math.floor(Math.sqrt(MAX_INPUT_PIXELS));
    const rssBefore = process.memoryUsage().rss;
    const response = await t.request({
      method: 'POST',
      url: '/api/admin/categories',
      token: admin,
      ...multipart(
        { name: 'Besar sekali' },
        { filename: 'big.png', contentType: 'image/png', bytes: blackPng(side, side) },
      ),
    });
    rssGrowthMb[`at the limit ${side} x ${side}`] = Math.round((process.memoryUsage().rss - rssBefore) / MB);
    expect(response.statusCode).toBe(201);
    const bytes = (await t.storedImage('categories', response.json().data.image))!;
    expect(await sharp(bytes).metadata()).toMatchObject({ width: MAX_IMAGE_SIDE, height: MAX_IMAGE_SIDE });
  });
});
