import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { msg } from '../../shared/i18n/message.ts';
import type { Deps } from '../deps.ts';
import { rememberCharged } from '../modules/anonymous-limits/anonymous-limits.ts';
import * as ogc from '../modules/ogc/ogc.service.ts';
import * as ogcTiles from '../modules/tiles/ogc-tiles.ts';
import { tileBounds } from '../modules/tiles/tiles.service.ts';
import { WorkGate } from '../workers/work-gate.ts';
import { registerOgcEditRoutes } from './ogc-edit-routes.ts';
import { renderOgcHtml } from './ogc-html.ts';
import { ogcOpenApi } from './ogc-openapi.ts';
import { siteOrigin } from './site-origin.ts';

/** The query `endpoint` accepts (see `ogc.PARAMETERS`); anything else is a 400 before any work is done. */
function queryOf(request: FastifyRequest, endpoint: ogc.Endpoint): ogc.Query {
  return ogc.acceptedQuery(request.query as ogc.RawQuery, endpoint);
}

/** `?f=html` or `?f=json` decides; without it, a browser (Accept: text/html first) gets HTML. */
function wantsHtml(request: FastifyRequest, query: ogc.Query): boolean {
  if (query.f) return query.f === 'html';
  const accept = request.headers.accept ?? '';
  return accept.includes('text/html') && !/^application\/(geo\+)?json/.test(accept);
}

function baseUrl(request: FastifyRequest, deps: Deps): string {
  return `${siteOrigin(request, deps.config)}/ogc`;
}

interface Page {
  type: string;
  body: string;
  /** A feature answer's coordinate system, sent as `Content-Crs` (Part 2). */
  crs?: string;
  /** One feature's record version, its ETag (Part 4's If-Match). */
  etag?: string;
}

function pageOf(html: boolean, heading: string, doc: object, jsonType = 'application/json'): Page {
  if (html) return { type: 'text/html; charset=utf-8', body: renderOgcHtml(heading, doc) };
  return { type: jsonType, body: JSON.stringify(doc) };
}

function send(reply: FastifyReply, page: Page) {
  if (page.crs) reply.header('content-crs', `<${page.crs}>`);
  if (page.etag) reply.header('etag', page.etag);
  return reply.header('cache-control', 'no-cache').type(page.type).send(page.body);
}

/**
 * Pages read from the data, built once per version of the data and address (their links name the site),
 * two at a time on this process (each at most MAX_LIMIT features, so a line of them never holds the event
 * loop long); a client that asks for a page not kept yet is counted against its limit first
 * (anonymous-limits).
 */
const PAGE_BUILDS = new WorkGate(2, 32, msg('api_server_busy'));

function keptPage(
  deps: Deps,
  request: FastifyRequest,
  html: boolean,
  build: () => Promise<Page>,
): Promise<Page> {
  const key = `ogc:${html ? 'html' : 'json'}:${baseUrl(request, deps)}${request.url}`;
  return rememberCharged(deps, request.ip, 'ogc', key, () => PAGE_BUILDS.run(build));
}

/**
 * The OpenAPI document with its media type exactly as written. Fastify parses a JSON-like type set on a
 * string body and writes it back as `version="3.0"; charset=utf-8`, which GDAL's OAPIF driver refuses
 * ("Unexpected Content-Type"); a Buffer body's type is sent untouched, compressed or not.
 */
function sendOpenApi(reply: FastifyReply, doc: object) {
  reply.header('cache-control', 'no-cache');
  return reply.type(ogc.OPENAPI_TYPE).send(Buffer.from(JSON.stringify(doc)));
}

/**
 * OGC API Features Part 1 (Core, GeoJSON, HTML, OpenAPI 3.0) at /ogc: read-only and public, active maps only.
 * A protocol of its own rather than procedures: its shapes and links are fixed by the standard.
 */
export function registerOgcRoutes(app: FastifyInstance, deps: Deps): void {
  const title = 'PetaDesa';
  const landing = (request: FastifyRequest, reply: FastifyReply) => {
    const html = wantsHtml(request, queryOf(request, 'landing'));
    return send(reply, pageOf(html, title, ogc.landingPage(baseUrl(request, deps), html, title)));
  };
  app.get('/ogc', landing);
  app.get('/ogc/', landing);
  registerOgcEditRoutes(app, deps, (request) => baseUrl(request, deps));
  app.get('/ogc/conformance', (request, reply) => {
    const html = wantsHtml(request, queryOf(request, 'conformance'));
    return send(reply, pageOf(html, 'Conformance', ogc.conformance(baseUrl(request, deps), html)));
  });
  app.get('/ogc/api', (request, reply) => {
    const doc = ogcOpenApi(baseUrl(request, deps));
    if (wantsHtml(request, queryOf(request, 'api'))) {
      return reply.type('text/html; charset=utf-8').send(
        renderOgcHtml('API definition', {
          description: 'The OpenAPI 3.0 definition of this service.',
          links: [
            {
              href: `${baseUrl(request, deps)}/api?f=json`,
              rel: 'service-desc',
              type: ogc.OPENAPI_TYPE,
              title: 'OpenAPI 3.0 (JSON)',
            },
          ],
        }),
      );
    }
    return sendOpenApi(reply, doc);
  });
  app.get('/ogc/collections', async (request, reply) => {
    const html = wantsHtml(request, queryOf(request, 'collections'));
    const page = await keptPage(deps, request, html, async () =>
      pageOf(html, 'Collections', await ogc.collections(deps, baseUrl(request, deps), html)),
    );
    return send(reply, page);
  });
  app.get<{ Params: { collectionId: string } }>('/ogc/collections/:collectionId', async (request, reply) => {
    const html = wantsHtml(request, queryOf(request, 'collection'));
    const page = await keptPage(deps, request, html, async () => {
      const doc = await ogc.collection(deps, baseUrl(request, deps), request.params.collectionId);
      return pageOf(html, doc.title, doc);
    });
    return send(reply, page);
  });
  app.get<{ Params: { collectionId: string } }>(
    '/ogc/collections/:collectionId/queryables',
    async (request, reply) => {
      const html = wantsHtml(request, queryOf(request, 'queryables'));
      const page = await keptPage(deps, request, html, async () => {
        const doc = await ogc.queryables(deps, baseUrl(request, deps), request.params.collectionId);
        return pageOf(html, `${doc.title}: queryables`, doc, 'application/schema+json');
      });
      return send(reply, page);
    },
  );
  // OGC API Tiles over the XYZ tiles at /tiles (modules/tiles/ogc-tiles.ts).
  const tilesPage =
    (heading: string, doc: (request: FastifyRequest) => Promise<object> | object) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      const html = wantsHtml(request, queryOf(request, 'tiles'));
      return send(reply, pageOf(html, heading, await doc(request)));
    };
  app.get(
    '/ogc/tiles',
    tilesPage('Tilesets', async (request) =>
      ogcTiles.tilesets(baseUrl(request, deps), await tileBounds(deps)),
    ),
  );
  app.get(
    '/ogc/tiles/WebMercatorQuad',
    tilesPage('Tileset', async (request) =>
      ogcTiles.tileset(baseUrl(request, deps), siteOrigin(request, deps.config), await tileBounds(deps)),
    ),
  );
  app.get(
    '/ogc/tileMatrixSets',
    tilesPage('Tile matrix sets', (request) => ogcTiles.tileMatrixSets(baseUrl(request, deps))),
  );
  app.get(
    '/ogc/tileMatrixSets/WebMercatorQuad',
    tilesPage('WebMercatorQuad', (request) => ogcTiles.webMercatorQuad(baseUrl(request, deps))),
  );
  app.get<{ Params: { collectionId: string } }>(
    '/ogc/collections/:collectionId/items',
    async (request, reply) => {
      const query = queryOf(request, 'items');
      const html = wantsHtml(request, query);
      const page = await keptPage(deps, request, html, async () => {
        const doc = await ogc.items(deps, baseUrl(request, deps), request.params.collectionId, query, html);
        return { ...pageOf(html, doc.title, doc, 'application/geo+json'), crs: ogc.answerCrs(query).uri };
      });
      return send(reply, page);
    },
  );
  app.get<{ Params: { collectionId: string; featureId: string } }>(
    '/ogc/collections/:collectionId/items/:featureId',
    async (request, reply) => {
      const query = queryOf(request, 'item');
      const html = wantsHtml(request, query);
      const page = await keptPage(deps, request, html, async () => {
        const doc = await ogc.item(
          deps,
          baseUrl(request, deps),
          request.params.collectionId,
          request.params.featureId,
          query,
        );
        const { version, ...feature } = doc;
        return {
          ...pageOf(html, String(feature.properties.name), feature, 'application/geo+json'),
          crs: ogc.answerCrs(query).uri,
          etag: `"${version}"`,
        };
      });
      return send(reply, page);
    },
  );
}
