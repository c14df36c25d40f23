import { Readable } from 'node:stream';
import { parseCookie } from 'cookie';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Deps } from '../deps.ts';
import { imageAccess, type WithdrawnImageNeeds } from '../modules/images/images.service.ts';
import { bearerToken } from '../trpc/context.ts';
import { accessOf } from '../trpc/procedure-meta.ts';
import { appRouter } from '../trpc/router.ts';
import type { ImageFolder } from '../uploads/image-storage.ts';
import { IMAGE_FOLDERS } from '../uploads/image-storage.ts';
import { CONTENT_TYPE, STORED_NAME } from '../uploads/image-store.ts';
import { detectImageType, EXTENSION, type ImageType } from '../uploads/image-type.ts';
import { etagMatches } from './content-negotiation.ts';

/** The fixed table: a stored name's extension is the one type it is ever served as (never the row's column). */
const TYPE_OF_EXTENSION = new Map(
  (Object.entries(EXTENSION) as [ImageType, string][]).map(([type, extension]) => [extension, type]),
);

/**
 * An image is never a document: nothing in it may run, load or be framed, even opened on its own (this
 * replaces the site's policy on /uploads; security-headers.ts keeps a route's own).
 */
export const UPLOADS_CSP = "default-src 'none'; frame-ancestors 'none'; sandbox";

/**
 * Public images are revalidated at every use (a 304 costs one indexed query), so a withdrawn one is gone
 * at the next view; one shown to staff only is kept by no cache (decision 0027).
 */
const PUBLIC_CACHING = 'public, no-cache';

/** An inactive place's image is for whoever may open the place; a deleted record's, for "Recently deleted". */
const WITHDRAWN_IMAGE_NEEDS: WithdrawnImageNeeds = {
  inactive: accessOf(appRouter.maps.get),
  deleted: { maps: accessOf(appRouter.maps.deleted), categories: accessOf(appRouter.categories.deleted) },
  // A report's photo not (yet) released to the public: for whoever may open the report.
  reports: accessOf(appRouter.reports.get),
};
const STAFF_CACHING = 'private, no-store';

/**
 * Uploaded images at `/uploads/{folder}/{name}`, read from the shared storage, so any instance serves any
 * image. Who may see it is decided first (modules/images); a conditional request is answered from the
 * image's type, size and hash without its bytes; the bytes are streamed in slices. The type comes from the
 * name's extension and must agree with the stored row and with the bytes themselves, else nothing is served.
 */
export function registerUploads(app: FastifyInstance, deps: Deps): void {
  app.route<{ Params: { folder: string; name: string } }>({
    // HEAD declared here, not derived: fastify's derived HEAD would read a streamed body to its end.
    method: ['GET', 'HEAD'],
    url: '/uploads/:folder/:name',
    handler: async (request, reply) => {
      reply.header('Content-Security-Policy', UPLOADS_CSP).header('X-Content-Type-Options', 'nosniff');
      const { folder, name } = request.params;
      const type = TYPE_OF_EXTENSION.get(name.slice(name.lastIndexOf('.') + 1));
      if (!IMAGE_FOLDERS.includes(folder as ImageFolder) || !STORED_NAME.test(name) || !type)
        return notFound(reply);
      const token = bearerToken(request.headers.authorization) ?? cookieToken(request.headers.cookie);
      const access = await imageAccess(deps, folder as ImageFolder, name, token, WITHDRAWN_IMAGE_NEEDS);
      if (access.to === 'no one') return notFound(reply);
      if (access.to === 'staff' && token) deps.auth.cookies(request, reply).keepAlive(access.session, token);

      const head = await deps.images.head(folder as ImageFolder, name);
      if (!head) return notFound(reply);
      if (head.contentType !== CONTENT_TYPE[type]) {
        request.log.warn(
          { folder, name, stored: head.contentType },
          'stored image type disagrees with its name',
        );
        return notFound(reply);
      }
      const etag = `"${head.sha256}"`;
      reply
        .header('Cache-Control', access.to === 'public' ? PUBLIC_CACHING : STAFF_CACHING)
        .header('ETag', etag)
        .type(CONTENT_TYPE[type]);
      if (etagMatches(request.headers['if-none-match'], etag)) return reply.code(304).send();

      const slices = deps.images.read(folder as ImageFolder, name)[Symbol.asyncIterator]();
      const first = await slices.next();
      if (first.done || detectImageType(first.value) !== type) {
        await slices.return?.();
        request.log.warn({ folder, name }, 'stored image bytes are not what its name says');
        reply.removeHeader('ETag').removeHeader('Content-Type');
        return notFound(reply);
      }
      reply.header('Content-Length', head.size);
      if (request.method === 'HEAD') {
        await slices.return?.();
        return reply.send();
      }
      return reply.send(Readable.from(withFirst(first.value, slices), { objectMode: false }));
    },
  });
}

function notFound(reply: FastifyReply) {
  // A withdrawn image comes back when its record does: no cache may keep the 404 in the meantime.
  return reply.header('Cache-Control', 'no-store').callNotFound();
}

/** The session token an <img> carries: the `token` cookie (session-cookies.ts), as the browser sends it. */
function cookieToken(header: string | undefined): string | null {
  if (!header) return null;
  return parseCookie(header).token || null;
}

async function* withFirst(first: Uint8Array, rest: AsyncIterator<Uint8Array>): AsyncGenerator<Uint8Array> {
  yield first;
  try {
    for (let next = await rest.next(); !next.done; next = await rest.next()) yield next.value;
  } finally {
    // The client went (or a slice failed): the reading stops with it.
    await rest.return?.();
  }
}
