import { inflateSync, crc32 as zlibCrc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { crc32, encodePng } from './png.ts';

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

interface Chunk {
  type: string;
  data: Buffer;
  crc: number;
  typeAndData: Buffer;
}

function chunksOf(png: Buffer): Chunk[] {
  const chunks: Chunk[] = [];
  for (let at = 8; at < png.length; ) {
    const length = png.readUInt32BE(at);
    chunks.push({
      type: png.toString('latin1', at + 4, at + 8),
      data: png.subarray(at + 8, at + 8 + length),
      crc: png.readUInt32BE(at + 8 + length),
      typeAndData: png.subarray(at + 4, at + 8 + length),
    });
    at += 12 + length;
  }
  return chunks;
}

describe('crc32', () => {
  it('matches the standard check value and zlib', () => {
    expect(crc32(Buffer.from('123456789'))).toBe(0xcbf43926);
    const bytes = Uint8Array.from({ length: 300 }, (_, i) => (i * 37) & 0xff);
    expect(crc32(bytes)).toBe(zlibCrc32(bytes));
  });
});

describe('encodePng', () => {
  const width = 3;
  const height = 2;
  const rgba = Uint8Array.from({ length: width * height * 4 }, (_, i) => (i * 11) & 0xff);
  const png = encodePng(width, height, rgba);
  const chunks = chunksOf(png);

  it('starts with the signature and holds IHDR, IDAT, IEND in order', () => {
    expect([...png.subarray(0, 8)]).toEqual(SIGNATURE);
    expect(chunks.map((c) => c.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
    expect(chunks.at(-1)!.data).toHaveLength(0);
  });

  it('describes an 8-bit RGBA, non-interlaced image in IHDR', () => {
    const header = chunks[0]!.data;
    expect(header).toHaveLength(13);
    expect(header.readUInt32BE(0)).toBe(width);
    expect(header.readUInt32BE(4)).toBe(height);
    expect([...header.subarray(8)]).toEqual([8, 6, 0, 0, 0]);
  });

  it('stores filter-0 scanlines that inflate back to the pixels', () => {
    const raw = inflateSync(chunks[1]!.data);
    const expected = Buffer.concat([
      Buffer.from([0]),
      rgba.subarray(0, width * 4),
      Buffer.from([0]),
      rgba.subarray(width * 4),
    ]);
    expect(raw.equals(expected)).toBe(true);
  });

  it('has a correct CRC on every chunk', () => {
    for (const chunk of chunks) expect(chunk.crc, chunk.type).toBe(zlibCrc32(chunk.typeAndData));
    expect(chunks.at(-1)!.crc).toBe(0xae426082);
  });
});
