import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Deps } from '../../deps.ts';
import { etagMatches, preferredEncoding } from '../../http/content-negotiation.ts';
import { clientGone } from '../../http/public-page.ts';
import { siteOrigin } from '../../http/site-origin.ts';
import { tileAddress } from './tile-address.ts';
import { MVT_TYPE } from './tile-cut.ts';
import { publicTile, REGENCY_TILE_KEEP_MS, regencyTile, type Tile, tileJson } from './tiles.service.ts';

/** Below this a compressed tile is hardly smaller, and compressing costs more than it saves. */
const MIN_COMPRESS_BYTES = 512;

/**
 * The public vector tiles (`/tiles/{z}/{x}/{y}.mvt`) and their TileJSON (`/tiles.json`): read-only, public,
 * revalidated by ETag like the public answers (`no-cache`: a browser or the service worker asks again and
 * gets 304 while the data has not changed), compressed once per tile and encoding.
 */
export function registerTileRoutes(app: FastifyInstance, deps: Deps): void {
  type TileRequest = FastifyRequest<{ Params: { z: string; x: string; y: string } }>;
  const send = async (request: TileRequest, reply: FastifyReply, tile: Tile, cacheControl: string) => {
    reply.header('etag', tile.etag).header('cache-control', cacheControl).header('vary', 'accept-encoding');
    if (etagMatches(request.headers['if-none-match'], tile.etag)) return reply.code(304).send();
    reply.type(MVT_TYPE);
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    if (!encoding || tile.bytes.length < MIN_COMPRESS_BYTES) return reply.send(tile.bytes);
    return reply.header('content-encoding', encoding).send(await tile.encoded(encoding));
  };
  const addressOf = (request: TileRequest) =>
    tileAddress(request.params.z, request.params.x, request.params.y);
  app.get('/tiles/:z/:x/:y', { compress: false }, async (request: TileRequest, reply) =>
    send(request, reply, await publicTile(deps, addressOf(request), clientGone(reply)), 'no-cache'),
  );
  // The regency's map (issue 35): every open village's places, kept a short while (its villages change on
  // their own), so a browser keeps it as long and asks again after.
  app.get('/kabupaten/tiles/:z/:x/:y', { compress: false }, async (request: TileRequest, reply) =>
    send(
      request,
      reply,
      await regencyTile(deps, addressOf(request)),
      `public, max-age=${REGENCY_TILE_KEEP_MS / 1000}`,
    ),
  );
  app.get('/tiles.json', async (request, reply) => {
    const doc = await tileJson(deps, siteOrigin(request, deps.config));
    return reply.header('cache-control', 'no-cache').type('application/json; charset=utf-8').send(doc);
  });
}
