import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';

const MAX_FIELDS = 50;
const MAX_FIELD_BYTES = 3 * 1024 * 1024; // a geometry field may carry up to 2 MB of GeoJSON text

/** A multipart request read into one object: text fields as strings, the file as a `File` (as tRPC gets it). */
export async function readMultipartBody(
  request: FastifyRequest,
  maxFileBytes: number,
): Promise<Record<string, unknown>> {
  const body: Record<string, unknown> = {};
  const parts = request.parts({
    limits: {
      fileSize: maxFileBytes,
      files: 1,
      fields: MAX_FIELDS,
      fieldSize: MAX_FIELD_BYTES,
      parts: MAX_FIELDS + 1,
    },
  });
  for await (const part of parts) {
    if (part.type === 'file') {
      const bytes = await part.toBuffer().catch((error: { code?: string }) => {
        throw error.code === 'FST_REQ_FILE_TOO_LARGE' ? tooLarge(maxFileBytes, part.fieldname) : error;
      });
      body[part.fieldname] = new File([bytes as Uint8Array<ArrayBuffer>], part.filename, {
        type: part.mimetype,
      });
    } else {
      body[part.fieldname] = part.value;
    }
  }
  return body;
}

export function tooLarge(maxFileBytes: number, field = 'image'): AppError {
  const megabytes = Math.round(maxFileBytes / 1024 / 1024);
  // An import file too large is a limit of the service (413); an image too large is a form field to fix.
  if (field === 'file') {
    const message = `The file may not be larger than ${megabytes} MB.`;
    return new AppError('PAYLOAD_TOO_LARGE', message, { File: message });
  }
  return AppError.validation({ Image: `The image may not be larger than ${megabytes} MB.` });
}
