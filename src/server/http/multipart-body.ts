import type { FastifyRequest } from 'fastify';
import { msg } from '../../shared/i18n/message.ts';
import { MAX_PHOTOS } from '../../shared/schemas/place-info.ts';
import { AppError } from '../errors.ts';

const MAX_FIELDS = 50;
const MAX_FIELD_BYTES = 3 * 1024 * 1024; // a geometry field may carry up to 2 MB of GeoJSON text

/**
 * A multipart request read into one object: text fields as strings, files as `File`s (as tRPC gets them); a
 * name sent more than once (a place's `new_photos`) reads as a list.
 */
export async function readMultipartBody(
  request: FastifyRequest,
  maxFileBytes: number,
): Promise<Record<string, unknown>> {
  const body: Record<string, unknown> = {};
  const parts = request.parts({
    limits: {
      fileSize: maxFileBytes,
      // A place's image and its new photos (decision 0031); every other form sends one file.
      files: 1 + MAX_PHOTOS,
      fields: MAX_FIELDS,
      fieldSize: MAX_FIELD_BYTES,
      parts: MAX_FIELDS + 1,
    },
  });
  try {
    await readParts(parts, body, maxFileBytes);
  } catch (error) {
    // One file past the image and its photos: the form's photo limit, said under its field.
    if ((error as { code?: string }).code === 'FST_FILES_LIMIT')
      throw AppError.validation({ Photos: msg('api_place_info_photos_many', { max: MAX_PHOTOS }) });
    throw error;
  }
  return body;
}

async function readParts(
  parts: ReturnType<FastifyRequest['parts']>,
  body: Record<string, unknown>,
  maxFileBytes: number,
): Promise<void> {
  for await (const part of parts) {
    if (part.type === 'file') {
      const bytes = await part.toBuffer().catch((error: { code?: string }) => {
        throw error.code === 'FST_REQ_FILE_TOO_LARGE' ? tooLarge(maxFileBytes, part.fieldname) : error;
      });
      add(
        body,
        part.fieldname,
        new File([bytes as Uint8Array<ArrayBuffer>], part.filename, { type: part.mimetype }),
      );
    } else {
      add(body, part.fieldname, part.value);
    }
  }
}

function add(body: Record<string, unknown>, name: string, value: unknown): void {
  const before = body[name];
  body[name] = before === undefined ? value : Array.isArray(before) ? [...before, value] : [before, value];
}

export function tooLarge(maxFileBytes: number, field = 'image'): AppError {
  const megabytes = Math.round(maxFileBytes / 1024 / 1024);
  // An import file too large is a limit of the service (413); an image too large is a form field to fix.
  if (field === 'file') {
    const message = msg('api_file_too_large', { megabytes });
    return new AppError('PAYLOAD_TOO_LARGE', message, { File: message });
  }
  const message = msg('api_image_too_large', { megabytes });
  // A photo past the first is said under the photos' field, where the form shows it.
  return AppError.validation(field === 'new_photos' ? { Photos: message } : { Image: message });
}
