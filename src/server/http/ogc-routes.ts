import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Deps } from '../deps.ts';
import * as ogc from '../modules/ogc/ogc.service.ts';
import { renderOgcHtml } from './ogc-html.ts';
import { ogcOpenApi } from './ogc-openapi.ts';

type Query = Record<string, string | undefined>;

/** `?f=html` or `?f=json` decides; without it, a browser (Accept: text/html first) gets HTML. */
function wantsHtml(request: FastifyRequest): boolean {
  const format = (request.query as Query).f;
  if (format) return format === 'html';
  const accept = request.headers.accept ?? '';
  return accept.includes('text/html') && !/^application\/(geo\+)?json/.test(accept);
}

function baseUrl(request: FastifyRequest): string {
  return `${request.protocol}://${request.headers.host ?? 'localhost'}/ogc`;
}

function send(
  reply: FastifyReply,
  html: boolean,
  heading: string,
  doc: object,
  jsonType = 'application/json',
) {
  reply.header('cache-control', 'no-cache');
  if (html) return reply.type('text/html; charset=utf-8').send(renderOgcHtml(heading, doc));
  return reply.type(jsonType).send(JSON.stringify(doc));
}

/**
 * OGC API Features Part 1 (Core, GeoJSON, HTML, OpenAPI 3.0) at /ogc: read-only and public, active maps only.
 * A protocol of its own rather than procedures: its shapes and links are fixed by the standard.
 */
export function registerOgcRoutes(app: FastifyInstance, deps: Deps): void {
  const title = 'PetaDesa';
  const landing = (request: FastifyRequest, reply: FastifyReply) => {
    const html = wantsHtml(request);
    return send(reply, html, title, ogc.landingPage(baseUrl(request), html, title));
  };
  app.get('/ogc', landing);
  app.get('/ogc/', landing);
  app.get('/ogc/conformance', (request, reply) => {
    const html = wantsHtml(request);
    return send(reply, html, 'Conformance', ogc.conformance(baseUrl(request), html));
  });
  app.get('/ogc/api', (request, reply) => {
    const doc = ogcOpenApi(baseUrl(request));
    if (wantsHtml(request)) {
      return reply.type('text/html; charset=utf-8').send(
        renderOgcHtml('API definition', {
          description: 'The OpenAPI 3.0 definition of this service.',
          links: [
            {
              href: `${baseUrl(request)}/api?f=json`,
              rel: 'service-desc',
              type: 'application/vnd.oai.openapi+json;version=3.0',
              title: 'OpenAPI 3.0 (JSON)',
            },
          ],
        }),
      );
    }
    return reply.type('application/vnd.oai.openapi+json;version=3.0').send(JSON.stringify(doc));
  });
  app.get('/ogc/collections', async (request, reply) => {
    const html = wantsHtml(request);
    return send(reply, html, 'Collections', await ogc.collections(deps, baseUrl(request), html));
  });
  app.get<{ Params: { collectionId: string } }>('/ogc/collections/:collectionId', async (request, reply) => {
    const doc = await ogc.collection(deps, baseUrl(request), request.params.collectionId);
    return send(reply, wantsHtml(request), doc.title, doc);
  });
  app.get<{ Params: { collectionId: string } }>(
    '/ogc/collections/:collectionId/items',
    async (request, reply) => {
      const html = wantsHtml(request);
      const doc = await ogc.items(
        deps,
        baseUrl(request),
        request.params.collectionId,
        request.query as Query,
        html,
      );
      return send(reply, html, doc.title, doc, 'application/geo+json');
    },
  );
  app.get<{ Params: { collectionId: string; featureId: string } }>(
    '/ogc/collections/:collectionId/items/:featureId',
    async (request, reply) => {
      const doc = await ogc.item(
        deps,
        baseUrl(request),
        request.params.collectionId,
        request.params.featureId,
      );
      return send(reply, wantsHtml(request), String(doc.properties.name), doc, 'application/geo+json');
    },
  );
}
