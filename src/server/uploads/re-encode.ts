import sharp from 'sharp';
import { msg } from '../../shared/i18n/message.ts';
import { AppError } from '../errors.ts';
import type { ImageType } from './image-type.ts';

/** Above this the image is refused before any pixel is decoded: a small file may declare a huge canvas. */
export const MAX_INPUT_PIXELS = 40_000_000;
/** Longer sides are scaled down: nothing the maps or lists show needs more. */
export const MAX_IMAGE_SIDE = 2048;

// Each upload is decoded once; libvips' operation cache would only hold on to memory.
sharp.cache(false);

export type StoredImageType = Exclude<ImageType, 'gif'>;

const unreadable = () =>
  AppError.validation({
    Image: msg('api_image_unreadable'),
  });

const tooManyPixels = () =>
  AppError.validation({
    // The catalogue says the limit, MAX_INPUT_PIXELS, in words: 40 million.
    Image: msg('api_image_pixels'),
  });

/**
 * Decodes the image and encodes its pixels afresh, so that nothing but pixels survives: no metadata (EXIF,
 * comments, text chunks), no bytes appended after the image (polyglots), no second format hidden inside.
 * EXIF orientation is applied first, since the tag that carried it is dropped. A GIF becomes a PNG of its
 * first frame.
 */
export async function reencodeImage(
  bytes: Uint8Array,
  type: ImageType,
): Promise<{ bytes: Buffer; type: StoredImageType }> {
  const options = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', animated: false } as const;
  let metadata: sharp.Metadata;
  try {
    // Reads the header only; sharp already refuses a canvas over the limit here.
    metadata = await sharp(bytes, options).metadata();
  } catch (error) {
    throw /pixel limit/i.test(String(error)) ? tooManyPixels() : unreadable();
  }
  const declared = metadata.format === 'jpg' ? 'jpeg' : metadata.format;
  if (declared !== type || !metadata.width || !metadata.height) throw unreadable();
  if (metadata.width * metadata.height > MAX_INPUT_PIXELS) throw tooManyPixels();
  const output: StoredImageType = type === 'gif' ? 'png' : type;
  const pipeline = sharp(bytes, options)
    .rotate()
    .resize({ width: MAX_IMAGE_SIDE, height: MAX_IMAGE_SIDE, fit: 'inside', withoutEnlargement: true });
  try {
    const encoded =
      output === 'jpeg'
        ? pipeline.jpeg({ quality: 85 })
        : output === 'webp'
          ? pipeline.webp({ quality: 85 })
          : // A palette image stays one: a 4.2 MB palette PNG became 9.7 MB of RGB (GIFs are palette images
            // too). Quantising costs 1.3 s of CPU for 2048 x 2048 against 0.2 to 0.4 s for RGB, at the
            // lowest effort and without dithering (its colours are the palette's own unless scaled down).
            pipeline.png(metadata.isPalette ? { palette: true, effort: 1, dither: 0 } : {});
    return { bytes: await encoded.toBuffer(), type: output };
  } catch {
    throw unreadable();
  }
}
