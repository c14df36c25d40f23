import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { textProblem } from '../../shared/text.ts';
import type { Deps } from '../deps.ts';
import {
  fallbackHead,
  type PageHead,
  PREVIEW_PATH,
  pageHead,
  previewImage,
  productName,
} from '../modules/public/page-head.ts';
import { tilesHead } from '../modules/public/public.service.ts';
import { etagMatches } from './content-negotiation.ts';
import type { MapPageFill } from './map-page-html.ts';
import { siteOrigin } from './site-origin.ts';

/** The page is never held up long by its head: past this, it opens with the default texts. */
const HEAD_WAIT_MS = 1_500;

/** `?place=` as the page and its preview read it: a slug of plain text, or nothing (the whole village). */
function placeOf(request: FastifyRequest): string | undefined {
  const place = (request.query as Record<string, unknown> | undefined)?.place;
  if (typeof place !== 'string' || place.length === 0 || place.length > 300) return undefined;
  return textProblem(place, { multiline: false }) ? undefined : place;
}

function withinTime<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/** The public map's head for this request: the village, or the linked place, with absolute URLs. */
export function describeMapPage(deps: Deps): (request: FastifyRequest) => Promise<MapPageFill> {
  return async (request) => {
    // First: a server that cannot name its own address refuses before drawing anything (site-origin.ts).
    const origin = siteOrigin(request, deps.config);
    // Apart from the rest of the head, which may be late: whether the map draws from the tiles is two
    // cheap statements, and a large village's page without it would read the whole answer (decision 0053).
    const tiles = withinTime(tilesHead(deps), HEAD_WAIT_MS).catch(() => null);
    let head: PageHead;
    try {
      head = await withinTime(pageHead(deps, placeOf(request)), HEAD_WAIT_MS);
    } catch (error) {
      deps.log.warn({ err: error }, 'the public map page opens with the default head');
      head = fallbackHead();
    }
    return {
      base: request.village?.base ?? '',
      title: head.title,
      shareTitle: head.shareTitle,
      description: head.description,
      pageUrl: `${origin}${head.pagePath}`,
      imageUrl: `${origin}${head.imagePath}`,
      imageAlt: head.imageAlt,
      siteName: head.product,
      firstPicture: head.firstPicture,
      tiles: await tiles,
    };
  };
}

const THEME = '#0f766e';
const ICON_SIZES = [192, 512] as const;

/**
 * The web app manifest, named for the village, so a resident can put its map on the home screen. Its
 * icons are the product's mark (the favicon) drawn once per size: `any`, and `maskable` with the mark in
 * the safe middle 80% on the theme colour.
 */
export function registerAppManifest(app: FastifyInstance, deps: Deps, clientDir: string): void {
  app.get('/manifest.webmanifest', async (request, reply) => {
    // A village under /desa/{slug}/ is put on the home screen there.
    const home = `${request.village?.base ?? ''}/`;
    let product = fallbackHead().product;
    try {
      product = await withinTime(productName(deps), HEAD_WAIT_MS);
    } catch {
      // The default name: the manifest is not worth an error.
    }
    const icons = ICON_SIZES.flatMap((size) => [
      { src: `/icons/${size}.png`, sizes: `${size}x${size}`, type: 'image/png', purpose: 'any' },
      {
        src: `/icons/${size}-maskable.png`,
        sizes: `${size}x${size}`,
        type: 'image/png',
        purpose: 'maskable',
      },
    ]);
    return reply
      .header('Cache-Control', 'no-cache')
      .type('application/manifest+json')
      .send(
        JSON.stringify({
          name: product,
          short_name: [...product].length <= 12 ? product : 'PetaDesa',
          description: fallbackHead().description,
          lang: 'id',
          start_url: home,
          scope: home,
          display: 'standalone',
          theme_color: THEME,
          background_color: '#ffffff',
          icons,
        }),
      );
  });
  const drawn = new Map<string, Promise<Buffer>>();
  app.get<{ Params: { name: string } }>('/icons/:name', async (request, reply) => {
    const match = /^(192|512)(-maskable)?\.png$/.exec(request.params.name);
    if (!match) return reply.callNotFound();
    let icon = drawn.get(match[0]);
    if (!icon) {
      const made = drawIcon(deps, path.join(clientDir, 'favicon.svg'), Number(match[1]), Boolean(match[2]));
      drawn.set(match[0], made);
      made.catch(() => drawn.delete(match[0]));
      icon = made;
    }
    return reply
      .header('Cache-Control', 'public, max-age=86400')
      .type('image/png')
      .send(await icon);
  });
}

async function drawIcon(deps: Deps, markFile: string, size: number, maskable: boolean): Promise<Buffer> {
  const svg = await readFile(markFile, 'utf8');
  const png = await deps.pictures.run<'iconPng', Uint8Array>(
    'iconPng',
    { svg, size, ...(maskable ? { background: THEME } : {}) },
    { deadlineMs: 10_000 },
  );
  return Buffer.from(png.buffer, png.byteOffset, png.byteLength);
}

/**
 * A signal that aborts when the client goes before its answer was sent. (The response's `close`: the
 * request's own fires once its body has been read, which for a GET is at once.)
 */
export function clientGone(reply: FastifyReply): AbortSignal {
  const gone = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) gone.abort(new Error('The client went.'));
  });
  return gone.signal;
}

/** The link preview's picture: `/preview.png`, or `/preview.png?place={slug}` for one place. */
export function registerPreviewImage(app: FastifyInstance, deps: Deps): void {
  app.get(PREVIEW_PATH, async (request, reply) => {
    const image = await previewImage(deps, {
      slug: placeOf(request),
      address: request.ip,
      signal: clientGone(reply),
    });
    reply.header('Cache-Control', 'public, max-age=3600').header('ETag', image.etag).type('image/png');
    if (etagMatches(request.headers['if-none-match'], image.etag)) return reply.code(304).send();
    return reply.send(image.png);
  });
}
