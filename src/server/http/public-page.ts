import type { FastifyInstance, FastifyRequest } from 'fastify';
import { textProblem } from '../../shared/text.ts';
import type { Deps } from '../deps.ts';
import {
  fallbackHead,
  type PageHead,
  PREVIEW_PATH,
  pageHead,
  previewImage,
} from '../modules/public/page-head.ts';
import { etagMatches } from './content-negotiation.ts';
import type { MapPageHead } from './map-page-html.ts';
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
export function describeMapPage(deps: Deps): (request: FastifyRequest) => Promise<MapPageHead> {
  return async (request) => {
    let head: PageHead;
    try {
      head = await withinTime(pageHead(deps, placeOf(request)), HEAD_WAIT_MS);
    } catch (error) {
      deps.log.warn({ err: error }, 'the public map page opens with the default head');
      head = fallbackHead();
    }
    const origin = siteOrigin(request, deps.config);
    return {
      title: head.title,
      shareTitle: head.shareTitle,
      description: head.description,
      pageUrl: `${origin}${head.pagePath}`,
      imageUrl: `${origin}${head.imagePath}`,
      imageAlt: head.imageAlt,
      siteName: head.product,
    };
  };
}

/** The link preview's picture: `/preview.png`, or `/preview.png?place={slug}` for one place. */
export function registerPreviewImage(app: FastifyInstance, deps: Deps): void {
  app.get(PREVIEW_PATH, async (request, reply) => {
    const image = await previewImage(deps, placeOf(request));
    reply.header('Cache-Control', 'public, max-age=3600').header('ETag', image.etag).type('image/png');
    if (etagMatches(request.headers['if-none-match'], image.etag)) return reply.code(304).send();
    return reply.send(image.png);
  });
}
