import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { msg } from '../../shared/i18n/message.ts';
import type { PublicCategory } from '../../shared/schemas/public.ts';
import { AppError } from '../errors.ts';
import { placedOf, previewSvg } from '../modules/public/preview-picture.ts';
import type { ImageType } from '../uploads/image-type.ts';
import { reencodeImage } from '../uploads/re-encode.ts';
import { giveWayToTheServer, outcomeOfError, type TaskOutcome } from '../workers/serve-task.ts';

/**
 * What the picture processes run (picture-pool.ts): everything that rasterises or re-encodes, so that
 * libvips' work never takes the server's own threadpool (argon2 and file I/O wait on it) and can be
 * stopped by ending the process. One thread of libvips each: the pool's processes are the parallelism.
 */
sharp.concurrency(1);
sharp.cache(false);
// Before libvips starts its threads, which inherit the lower priority.
giveWayToTheServer();
// Ctrl-C in a terminal reaches every process of the group: the server decides when its processes end
// (PicturePool.close), and a process whose server has gone ends with its IPC channel.
process.on('SIGINT', () => {});

const bytesOf = (value: Uint8Array) => Buffer.from(value.buffer, value.byteOffset, value.byteLength);

async function outcome(work: () => Promise<unknown>): Promise<TaskOutcome> {
  try {
    return { kind: 'value', value: await work() };
  } catch (error) {
    return outcomeOfError(error);
  }
}

export interface PreviewPngInput {
  title: string;
  subtitle: string;
  /** The public answers as files of their JSON texts (PicturePool.shared), one per version. */
  categoriesFile: string;
  settingsFile: string;
  focus: string | undefined;
}

/** The catalogue's text (api_server_busy). */
const BUSY = msg('api_server_busy');

/** What was last made of a shared file: every preview of a version draws from the same places. */
const lastRead = new Map<string, Promise<unknown>>();

function readShared<T>(file: string, make: (text: string) => Promise<T>): Promise<T> {
  let value = lastRead.get(file) as Promise<T> | undefined;
  if (!value) {
    value = readFile(file, 'utf8').then(make, (error: NodeJS.ErrnoException) => {
      // Two changes of the data while this task waited: its version's file is gone, as is its version.
      if (error.code === 'ENOENT') throw new AppError('UNAVAILABLE', BUSY, undefined, 5);
      throw error;
    });
    // Two files are in use at once (the answer and the settings); older ones are not read again.
    if (lastRead.size >= 2) lastRead.delete(lastRead.keys().next().value!);
    lastRead.set(file, value);
    value.catch(() => lastRead.delete(file));
  }
  return value;
}

/**
 * The link preview (1200 x 630): its SVG built here too, so projecting and bounding a large village's
 * shapes (preview-picture.ts) never runs on the server's thread.
 */
export function previewPng(input: PreviewPngInput): Promise<TaskOutcome> {
  return outcome(async () => {
    const noPause = async () => {};
    const places = await readShared(input.categoriesFile, (text) =>
      placedOf((JSON.parse(text) as { data: PublicCategory[] }).data, noPause),
    );
    const boundary = await readShared(
      input.settingsFile,
      async (text) => (JSON.parse(text) as { data: { village_boundary: unknown } }).data.village_boundary,
    );
    const svg = await previewSvg(
      {
        title: input.title,
        subtitle: input.subtitle,
        places,
        boundary,
        ...(input.focus === undefined ? {} : { focus: input.focus }),
      },
      noPause,
    );
    // Flat colours need no dithering, and the least quantising effort: 50 ms for a 5,000-place village
    // instead of 150 (compression 9, effort 7), for 53 KB instead of 51.
    const png = await sharp(Buffer.from(svg))
      .png({ compressionLevel: 6, palette: true, effort: 1, dither: 0 })
      .toBuffer();
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

/** A rectangle as fractions of the picture's width and height. */
export interface BlurArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * A stored photo with one rectangle made unreadable (a resident report's face or number plate, issue 36):
 * pixelated to blocks of 1/8 of its shorter side, then blurred by as much, so no deblurring brings the
 * detail back (a face the rectangle frames is 8 blocks across).
 * The photo was re-encoded when stored (no orientation tag left), so its pixels are as the screen shows
 * them; the result is encoded afresh, again without any metadata.
 */
export function blurArea(input: { bytes: Uint8Array; area: BlurArea }): Promise<TaskOutcome> {
  return outcome(async () => {
    const bytes = bytesOf(input.bytes);
    const options = { failOn: 'error', limitInputPixels: 40_000_000 } as const;
    const { width = 0, height = 0, format } = await sharp(bytes, options).metadata();
    const left = Math.min(width - 1, Math.max(0, Math.floor(input.area.x * width)));
    const top = Math.min(height - 1, Math.max(0, Math.floor(input.area.y * height)));
    const w = Math.max(1, Math.min(width - left, Math.ceil(input.area.width * width)));
    const h = Math.max(1, Math.min(height - top, Math.ceil(input.area.height * height)));
    const block = Math.max(1, Math.round(Math.min(w, h) / 8));
    const small = await sharp(bytes, options)
      .extract({ left, top, width: w, height: h })
      .resize(Math.max(1, Math.round(w / block)), Math.max(1, Math.round(h / block)), { fit: 'fill' })
      .toBuffer();
    const patch = await sharp(small)
      .resize(w, h, { fit: 'fill', kernel: 'nearest' })
      .blur(Math.max(1, block))
      .toBuffer();
    const pipeline = sharp(bytes, options).composite([{ input: patch, left, top }]);
    const type = format === 'jpeg' || format === 'webp' ? format : 'png';
    const out =
      type === 'jpeg'
        ? await pipeline.jpeg({ quality: 85 }).toBuffer()
        : type === 'webp'
          ? await pipeline.webp({ quality: 85 }).toBuffer()
          : await pipeline.png().toBuffer();
    return { bytes: new Uint8Array(out.buffer, out.byteOffset, out.byteLength), type };
  });
}

export type PictureTasks = {
  previewPng: typeof previewPng;
  iconPng: typeof iconPng;
  reencode: typeof reencode;
  blurArea: typeof blurArea;
};
