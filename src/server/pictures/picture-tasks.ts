import sharp from 'sharp';
import type { ImageType } from '../uploads/image-type.ts';
import { reencodeImage } from '../uploads/re-encode.ts';
import { outcomeOfError, type TaskOutcome } from '../workers/serve-task.ts';

/**
 * What the picture processes run (picture-pool.ts): everything that rasterises or re-encodes, so that
 * libvips' work never takes the server's own threadpool (argon2 and file I/O wait on it) and can be
 * stopped by ending the process. One thread of libvips each: the pool's processes are the parallelism.
 */
sharp.concurrency(1);
sharp.cache(false);

const bytesOf = (value: Uint8Array) => Buffer.from(value.buffer, value.byteOffset, value.byteLength);

async function outcome(work: () => Promise<unknown>): Promise<TaskOutcome> {
  try {
    return { kind: 'value', value: await work() };
  } catch (error) {
    return outcomeOfError(error);
  }
}

/** An SVG drawn into a PNG, with a palette when asked (link previews: a third of the bytes). */
export function svgToPng(input: { svg: string; palette: boolean; density?: number }): Promise<TaskOutcome> {
  return outcome(async () => {
    const image = sharp(Buffer.from(input.svg), input.density ? { density: input.density } : {});
    const png = await image.png(input.palette ? { compressionLevel: 9, palette: true } : {}).toBuffer();
    return new Uint8Array(png.buffer, png.byteOffset, png.byteLength);
  });
}

/** The app icon: the mark drawn at `size`, or in the middle 80% of a square of `background`. */
export function iconPng(input: { svg: string; size: number; background?: string }): Promise<TaskOutcome> {
  return outcome(async () => {
    const { size, background } = input;
    const inner = background ? Math.round(size * 0.8) : size;
    const mark = await sharp(Buffer.from(input.svg), { density: (72 * inner) / 32 })
      .resize(inner, inner)
      .png()
      .toBuffer();
    const png = background
      ? await sharp({ create: { width: size, height: size, channels: 4, background } })
          .composite([{ input: mark, gravity: 'centre' }])
          .png()
          .toBuffer()
      : mark;
    return new Uint8Array(png.buffer, png.byteOffset, png.byteLength);
  });
}

/** An upload decoded and encoded afresh (re-encode.ts). */
export function reencode(input: { bytes: Uint8Array; type: ImageType }): Promise<TaskOutcome> {
  return outcome(async () => {
    const clean = await reencodeImage(bytesOf(input.bytes), input.type);
    return {
      bytes: new Uint8Array(clean.bytes.buffer, clean.bytes.byteOffset, clean.bytes.byteLength),
      type: clean.type,
    };
  });
}

export type PictureTasks = {
  svgToPng: typeof svgToPng;
  iconPng: typeof iconPng;
  reencode: typeof reencode;
};
