import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { uploadsDir } from '../paths.ts';
import { mapPageHtml } from './map-page-html.ts';

const API_PREFIXES = ['/api/', '/trpc/', '/uploads/', '/ogc/'];

/** Uploaded images, served with nosniff so a browser never runs one as a page or script. */
export async function registerUploads(app: FastifyInstance, dataDir: string): Promise<void> {
  const root = uploadsDir(dataDir);
  await mkdir(root, { recursive: true });
  await app.register(fastifyStatic, {
    root,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    dotfiles: 'deny',
    setHeaders: (res) => {
      res.header('X-Content-Type-Options', 'nosniff');
      res.header('Cache-Control', 'public, max-age=3600');
    },
  });
}

/**
 * The built single-page app. Hashed assets are cached for a year; every other GET that is not an API path
 * answers with index.html so that deep links (/admin/maps/edit/3) open the app. The build writes `.br` and
 * `.gz` beside each file (scripts/build/precompress-plugin.ts), served as they are instead of compressing
 * the map's 1.7 MB chunk again for every visitor.
 */
export async function registerClient(app: FastifyInstance, clientDir: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: clientDir,
    prefix: '/',
    wildcard: false,
    index: false,
    preCompressed: true,
    setHeaders: (res, filePath) => {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const sendIndex = (reply: FastifyReply) =>
    reply.header('Cache-Control', 'no-cache').type('text/html').sendFile('index.html', clientDir);
  const mapPage = await mapPageHtml(clientDir, await readFile(path.join(clientDir, 'index.html'), 'utf8'));
  app.get('/', (_request, reply) =>
    reply.header('Cache-Control', 'no-cache').type('text/html').send(mapPage),
  );
  app.get('/*', (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (API_PREFIXES.some((prefix) => url.startsWith(prefix))) return reply.callNotFound();
    // A real file (favicon, an asset) is served as itself; anything else is a client route.
    if (path.extname(url)) return reply.sendFile(url.slice(1), clientDir);
    return sendIndex(reply);
  });
}
