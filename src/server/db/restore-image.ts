import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { CONTENT_TYPE } from '../uploads/image-store.ts';
import { detectImageType, EXTENSION } from '../uploads/image-type.ts';
import { MAX_IMAGE_SIDE, type StoredImageType } from '../uploads/re-encode.ts';

/**
 * A stored image row of a backup, checked against what the server itself stores (issue 30, P3: a crafted
 * backup's row came back as text/html, and its script ran on the site's origin). The type is read from the
 * bytes and must be one the server writes after re-encoding (PNG, JPEG, WebP: a GIF is stored as a PNG);
 * the row's content type, name extension, size and SHA-256 must all be the ones those bytes give, and the
 * picture no larger than a re-encoded one.
 */
const STORED_TYPES: readonly StoredImageType[] = ['png', 'jpeg', 'webp'];

/** Far above a re-encoded image (2048 x 2048 of noise with alpha is about 16 MB as PNG). */
export const MAX_STORED_IMAGE_BYTES = 32 * 1024 * 1024;

/** The row's problem, or null; `row.bytes` is base64 as the backup holds it. */
export async function imageRowProblem(row: Record<string, unknown>): Promise<string | null> {
  const encoded = row.bytes;
  if (typeof encoded !== 'string') return 'bytes: is not base64 text';
  if ((encoded.length / 4) * 3 > MAX_STORED_IMAGE_BYTES + 3) {
    return `bytes: larger than ${MAX_STORED_IMAGE_BYTES / 1024 / 1024} MB`;
  }
  const bytes = Buffer.from(encoded, 'base64');
  // Node's decoder skips what is not base64; the backup writes the canonical text, so anything else is not
  // the bytes it says (and a regular expression over megabytes costs 30 times as much).
  if (bytes.toString('base64') !== encoded) return 'bytes: is not base64 text';
  const type = detectImageType(bytes);
  if (!type || !(STORED_TYPES as readonly string[]).includes(type)) {
    return 'bytes: not a PNG, JPEG or WebP image';
  }
  const stored = type as StoredImageType;
  if (row.content_type !== CONTENT_TYPE[stored]) {
    return `content_type: the bytes are ${CONTENT_TYPE[stored]}, not ${String(row.content_type)}`;
  }
  if (typeof row.name === 'string' && !row.name.endsWith(`.${EXTENSION[stored]}`)) {
    return `name: an image of type ${CONTENT_TYPE[stored]} is named .${EXTENSION[stored]}`;
  }
  if (row.size !== bytes.length) return `size: the bytes are ${bytes.length} long, not ${String(row.size)}`;
  if (row.sha256 !== createHash('sha256').update(bytes).digest('hex')) {
    return 'sha256: is not the SHA-256 of the bytes';
  }
  try {
    // The header only: its format must be the one the signature named, its sides no longer than a
    // re-encoded image's.
    const meta = await sharp(bytes, { failOn: 'error' }).metadata();
    const format = meta.format === 'jpg' ? 'jpeg' : meta.format;
    if (format !== stored || !meta.width || !meta.height)
      return `bytes: not a readable ${stored.toUpperCase()}`;
    if (meta.width > MAX_IMAGE_SIDE || meta.height > MAX_IMAGE_SIDE) {
      return `bytes: ${meta.width} x ${meta.height} pixels, more than ${MAX_IMAGE_SIDE} on a side`;
    }
  } catch {
    return `bytes: not a readable ${stored.toUpperCase()}`;
  }
  return null;
}
