import type { FastifyRequest } from 'fastify';
import { msg } from '../../shared/i18n/message.ts';
import type { Config } from '../config.ts';
import { AppError } from '../errors.ts';

type OriginConfig = Pick<Config, 'publicUrl' | 'publicHosts' | 'production'>;

/** What a server reached by others answers when it has not been told its own address. */
export const NO_SITE_ORIGIN = msg('api_site_origin_unknown');

/**
 * The site's origin for absolute links (link previews, OGC's links), with the village's path when the
 * request reached one by path; decision 0028. PUBLIC_URL when set;
 * otherwise the request's scheme (X-Forwarded-Proto only with TRUST_PROXY) and a host from PUBLIC_HOSTS:
 * the request's Host when listed, else the first listed, never a Host nobody configured. With neither, a
 * development server (loopback, no proxy) uses the request's Host as before, and any other refuses.
 */
export function siteOrigin(request: FastifyRequest, config: OriginConfig): string {
  // A village is reached at its own host name, or under the site's `/desa/{slug}` (decision 0055).
  const village = request.village as FastifyRequest['village'] | null;
  if (village?.host) return `${request.protocol}://${village.host}`;
  return deploymentOrigin(request, config) + (village?.base ?? '');
}

function deploymentOrigin(request: FastifyRequest, config: OriginConfig): string {
  if (config.publicUrl) return config.publicUrl;
  const asked = request.headers.host?.toLowerCase();
  const [first] = config.publicHosts;
  if (first) {
    const host = asked && config.publicHosts.includes(asked) ? asked : first;
    return `${request.protocol}://${host}`;
  }
  if (config.production) throw new AppError('BAD_REQUEST', NO_SITE_ORIGIN);
  return `${request.protocol}://${request.headers.host ?? 'localhost'}`;
}

/** Said once at start by a server that will refuse absolute links (see `siteOrigin`), or nothing. */
export function siteOriginWarning(config: OriginConfig): string | undefined {
  if (!config.production || config.publicUrl || config.publicHosts.length > 0) return undefined;
  return 'neither PUBLIC_URL nor PUBLIC_HOSTS is set on a server reached by others (HOST is not a loopback address, or TRUST_PROXY is set): the public map page and /ogc answer 400 until one is';
}
