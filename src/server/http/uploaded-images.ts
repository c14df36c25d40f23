import type { FastifyInstance } from 'fastify';
import type { ImageFolder, ImageStorage } from '../uploads/image-storage.ts';
import { IMAGE_FOLDERS } from '../uploads/image-storage.ts';
import { STORED_NAME } from '../uploads/image-store.ts';
import { etagMatches } from './content-negotiation.ts';

/**
 * Uploaded images at `/uploads/{folder}/{name}`, read from the shared storage, so any instance serves any
 * image. A name is never reused, so an image is cached for a year and its ETag (the SHA-256 of its bytes)
 * is strong; nosniff so a browser never runs one as a page or script.
 */
export function registerUploads(app: FastifyInstance, storage: ImageStorage): void {
  app.get<{ Params: { folder: string; name: string } }>('/uploads/:folder/:name', async (request, reply) => {
    const { folder, name } = request.params;
    if (!IMAGE_FOLDERS.includes(folder as ImageFolder) || !STORED_NAME.test(name))
      return reply.callNotFound();
    const image = await storage.get(folder as ImageFolder, name);
    if (!image) return reply.callNotFound();
    const etag = `"${image.sha256}"`;
    reply
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .header('ETag', etag)
      .header('X-Content-Type-Options', 'nosniff')
      .type(image.contentType);
    if (etagMatches(request.headers['if-none-match'], etag)) return reply.code(304).send();
    return reply.send(Buffer.from(image.bytes.buffer, image.bytes.byteOffset, image.bytes.byteLength));
  });
}
