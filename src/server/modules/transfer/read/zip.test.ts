import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { sayText } from '../../../../shared/i18n/say-message.ts';
import { AppError } from '../../../errors.ts';
import { MAX_UNZIPPED_BYTES, unzip } from './zip.ts';

const MB = 1024 * 1024;

/** The message a refused zip gets, or the error itself when it was not refused as a bad file. */
async function refusal(bytes: Uint8Array): Promise<string> {
  const error = await unzip(bytes).then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof AppError)) throw error ?? new Error('the zip was accepted');
  return sayText(error.errors?.File ?? '', 'standar');
}

/** A one-entry zip made by fflate, then edited the way a hostile or damaged file would be. */
function edited(data: Uint8Array, change: { size?: number; crc?: number }, level: 0 | 6 = 6): Buffer {
  const zip = Buffer.from(zipSync({ 'doc.kml': data }, { level }));
  const central = zip.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
  for (const [at, field] of [
    [0, 14],
    [central, 16],
  ] as const) {
    if (change.crc !== undefined) zip.writeUInt32LE(change.crc, at + field);
    if (change.size !== undefined) zip.writeUInt32LE(change.size, at + field + 8);
  }
  return zip;
}

describe('unzip', () => {
  it('answers the files by lower-cased path, without folders or macOS resource forks', async () => {
    const files = await unzip(
      zipSync({
        'Layers/': new Uint8Array(0),
        'Layers/Desa.KML': Buffer.from('<kml/>'),
        '__MACOSX/Layers/._Desa.KML': Buffer.from('fork'),
        'doc.kml': Buffer.from('<kml></kml>'),
      }),
    );
    expect([...files.keys()].sort()).toEqual(['doc.kml', 'layers/desa.kml']);
    expect(Buffer.from(files.get('layers/desa.kml')!).toString()).toBe('<kml/>');
  });

  it('stops an entry at the size its header declares, deflated or stored', async () => {
    const zeros = new Uint8Array(4 * MB);
    expect(await refusal(edited(zeros, { size: 100 }))).toBe(
      'The zip file is damaged: doc.kml unpacks to more than the 100 bytes its header declares.',
    );
    expect(await refusal(edited(zeros, { size: 100 }, 0))).toMatch(/more than the 100 bytes/);
  });

  it('refuses an entry that unpacks to less than its header declares', async () => {
    expect(await refusal(edited(Buffer.from('<kml></kml>'), { size: 50 }))).toBe(
      'The zip file is damaged: doc.kml unpacks to 11 bytes, not the 50 its header declares.',
    );
  });

  it('refuses an entry whose CRC-32 does not match its bytes', async () => {
    expect(await refusal(edited(Buffer.from('<kml></kml>'), { crc: 12345 }))).toBe(
      'The zip file is damaged: doc.kml does not match its checksum (CRC-32).',
    );
  });

  it(`refuses a zip whose files together pass ${MAX_UNZIPPED_BYTES / MB} MB`, async () => {
    const big = new Uint8Array(40 * MB);
    const zip = zipSync({ 'a.shp': big, 'a.dbf': big }, { level: 1 });
    expect(await refusal(zip)).toBe(`The zip unpacks to more than ${MAX_UNZIPPED_BYTES / MB} MB.`);
  });

  it('refuses a truncated or garbled zip as damaged', async () => {
    const zip = zipSync({ 'doc.kml': Buffer.from('<kml></kml>') });
    const damaged = 'The zip file is damaged or incomplete; it cannot be opened.';
    expect(await refusal(zip.subarray(0, zip.length - 30))).toBe(damaged);
    expect(await refusal(Buffer.concat([Buffer.from('PK'), Buffer.alloc(100, 7)]))).toBe(damaged);
  });
});
