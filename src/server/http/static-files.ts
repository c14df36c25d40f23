import { createHash } from 'node:crypto';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type ClientFile, loadClientFiles } from './client-files.ts';
import { etagMatches, preferredEncoding } from './content-negotiation.ts';
import { type MapPageFill, mapPageHtml } from './map-page-html.ts';
import { readManifest } from './page-links.ts';
import { regencyPageHtml } from './regency-page-html.ts';

const API_PREFIXES = ['/api/', '/trpc/', '/uploads/', '/ogc/', '/tiles/'];
/** Built by scripts/build/classic-script-plugin.ts from client/features/home/first-tap.ts. */
const TAP_SCRIPT = '/first-tap.js';

/**
 * The built single-page app, served from memory (client-files.ts). Hashed assets are cached for a year;
 * every other GET that is not an API path answers with index.html so that deep links
 * (/admin/maps/edit/3) open the app. The build writes `.br` and `.gz` beside each file
 * (scripts/build/precompress-plugin.ts), served as they are instead of compressing the map's 1.7 MB chunk
 * again for every visitor.
 */
export async function registerClient(
  app: FastifyInstance,
  clientDir: string,
  describeMapPage: (request: FastifyRequest) => Promise<MapPageFill>,
): Promise<void> {
  const files = await loadClientFiles(clientDir);
  const index = files.get('/index.html');
  if (!index) throw new Error(`${clientDir} has no index.html: build the client first (npm run build)`);
  // The first picture's tap script (decision 0050), inlined in the page and allowed by its hash alone.
  const tapScript = files.get(TAP_SCRIPT)?.variants.identity.body.toString('utf8').trim() ?? null;
  const scriptHashes = tapScript
    ? [`'sha256-${createHash('sha256').update(tapScript).digest('base64')}'`]
    : undefined;
  const indexHtml = index.variants.identity.body.toString('utf8');
  const manifest = await readManifest(clientDir);
  const mapPage = mapPageHtml(manifest, indexHtml, tapScript);
  const regencyPage = regencyPageHtml(manifest, indexHtml);
  // The public map's head describes the village, or the place a link names (`/?place=`), per request.
  const sendMapPage = async (request: FastifyRequest, reply: FastifyReply) =>
    reply
      .header('Cache-Control', 'no-cache')
      .type('text/html')
      .send(mapPage(await describeMapPage(request)));
  app.get('/', { config: { scriptHashes } }, sendMapPage);
  // The same page for other sites to frame: the only route that may be framed (security-headers.ts).
  app.get('/embed', { config: { framing: 'embed', scriptHashes } }, sendMapPage);
  // The regency's public page, with its data and chunks announced as the map's are.
  app.get('/kabupaten', (request, reply) =>
    reply
      .header('Cache-Control', 'no-cache')
      .type('text/html')
      .send(regencyPage(request.village?.base ?? '')),
  );
  app.get<{ Params: { '*': string } }>('/*', (request, reply) => {
    // The router's own decoding (a path that does not decode is refused with 400 before this).
    const url = `/${request.params['*']}`;
    if (API_PREFIXES.some((prefix) => url.startsWith(prefix))) return reply.callNotFound();
    const file = files.get(url);
    // A real file (favicon, an asset) is served as itself; anything else is a client route.
    if (file) return sendClientFile(request, reply, file, url.startsWith('/assets/'));
    if (path.extname(url)) return reply.callNotFound();
    return sendClientFile(request, reply, index, false);
  });
}

function sendClientFile(request: FastifyRequest, reply: FastifyReply, file: ClientFile, immutable: boolean) {
  const preferred = preferredEncoding(request.headers['accept-encoding']);
  // The build writes both copies or neither (files too small to be worth it).
  const compressed = preferred ? file.variants[preferred] : undefined;
  const encoding = compressed ? preferred : undefined;
  const variant = compressed ?? file.variants.identity;
  reply
    .header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache')
    .header('ETag', variant.etag)
    .type(file.type);
  if (file.variants.br || file.variants.gzip) reply.header('Vary', 'Accept-Encoding');
  if (encoding) reply.header('Content-Encoding', encoding);
  if (etagMatches(request.headers['if-none-match'], variant.etag)) return reply.code(304).send();
  return reply.send(variant.body);
}
