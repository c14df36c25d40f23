import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';

/**
 * The site's origin for absolute links (link previews, OGC's links): PUBLIC_URL when set, otherwise the
 * request's scheme (X-Forwarded-Proto only with TRUST_PROXY) and Host.
 */
export function siteOrigin(request: FastifyRequest, config: Pick<Config, 'publicUrl'>): string {
  return config.publicUrl ?? `${request.protocol}://${request.headers.host ?? 'localhost'}`;
}
