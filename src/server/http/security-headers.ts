import type { FastifyInstance } from 'fastify';
import { type Config, configuredTileUrls } from '../config.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * `embed`: other sites' pages may frame this route (the embeddable map, `/embed`: it has no signed-in
     * actions), all of them or those EMBED_ORIGINS lists. Unset: no page may frame it (decision 0032).
     */
    framing?: 'embed';
    /** Inline scripts this route's page may run, as CSP hash sources (`'sha256-...'`): those alone. */
    scriptHashes?: readonly string[];
  }
}

/**
 * Origins the browser may fetch basemap tiles from, read from the configured templates (`TILE_URL` and,
 * when set, `TILE_URL_SATELLITE`). A Leaflet-style `{s}` subdomain is listed as the three subdomains the
 * client expands it to (see basemap-style.ts).
 */
export function tileOrigins(tileUrls: readonly string[]): string[] {
  const templates = tileUrls.flatMap((tileUrl) =>
    tileUrl.includes('{s}') ? ['a', 'b', 'c'].map((s) => tileUrl.replaceAll('{s}', s)) : [tileUrl],
  );
  const origins = new Set<string>();
  for (const template of templates) {
    try {
      origins.add(new URL(template.replace(/\{[^}]*\}/g, '0')).origin);
    } catch {
      // The config schema already insists on an http(s) template; a host it cannot parse allows nothing.
    }
  }
  return [...origins];
}

/**
 * The policy of the built client: scripts only from our own origin (no eval: MapLibre and deck.gl run
 * without; no inline script but those a route names by hash: the public map's tap script, decision 0050),
 * MapLibre's workers from blob: URLs, tiles from the configured tile hosts alone. Inline styles stay
 * allowed: Radix and Sonner insert <style> elements at run time.
 */
export function contentSecurityPolicy(
  tileUrls: readonly string[],
  frameAncestors = "'none'",
  scriptHashes: readonly string[] = [],
): string {
  const tiles = tileOrigins(tileUrls).join(' ');
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes].join(' '),
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${tiles}`,
    `connect-src 'self' ${tiles}`,
    "worker-src 'self' blob:",
    "child-src 'self' blob:",
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors}`,
  ].join('; ');
}

/** Who may frame the embeddable map: the listed origins, or any web page when none are listed. */
export function embedFrameAncestors(embedOrigins: readonly string[]): string {
  return embedOrigins.length > 0 ? embedOrigins.join(' ') : '*';
}

/** Set on every answer, errors and static files included; computed once from the config. */
export function securityHeaders(tileUrls: readonly string[]): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(tileUrls),
    'x-content-type-options': 'nosniff',
    // The origin only, never the path: OpenStreetMap's tile policy wants a Referer, residents' URLs stay home.
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
    'cross-origin-opener-policy': 'same-origin',
    'permissions-policy': 'camera=(), microphone=(), payment=(), usb=(), geolocation=(self)',
    'x-permitted-cross-domain-policies': 'none',
  };
}

export function registerSecurityHeaders(
  app: FastifyInstance,
  config: Pick<Config, 'tileUrl' | 'tileUrlSatellite' | 'embedOrigins'>,
): void {
  const tileUrls = configuredTileUrls(config);
  const { 'content-security-policy': policy, ...headers } = securityHeaders(tileUrls);
  // A route that may be framed says so with frame-ancestors alone: X-Frame-Options knows no list of sites,
  // and where both are sent, browsers that know frame-ancestors follow it anyway.
  const { 'x-frame-options': _deny, ...framableHeaders } = headers;
  const framablePolicy = contentSecurityPolicy(tileUrls, embedFrameAncestors(config.embedOrigins));
  // A route's own script hashes are fixed when it is declared: its two policies are made once, at its first
  // answer, not per request.
  const withScripts = new WeakMap<readonly string[], { framable: string; plain: string }>();
  const policyOf = (framable: boolean, scriptHashes: readonly string[] | undefined) => {
    if (!scriptHashes) return framable ? framablePolicy : policy;
    let policies = withScripts.get(scriptHashes);
    if (!policies) {
      policies = {
        framable: contentSecurityPolicy(tileUrls, embedFrameAncestors(config.embedOrigins), scriptHashes),
        plain: contentSecurityPolicy(tileUrls, "'none'", scriptHashes),
      };
      withScripts.set(scriptHashes, policies);
    }
    return framable ? policies.framable : policies.plain;
  };
  // A callback hook: it runs on every answer, and an async hook costs a promise each.
  app.addHook('onSend', (request, reply, payload, done) => {
    const framable = request.routeOptions.config?.framing === 'embed';
    reply.headers(framable ? framableHeaders : headers);
    // A route may set a stricter policy of its own (uploaded images are sandboxed: uploaded-images.ts).
    if (!reply.hasHeader('content-security-policy'))
      reply.header('content-security-policy', policyOf(framable, request.routeOptions.config?.scriptHashes));
    // What a signed-in user was answered, or an answer that sets the session cookies, is theirs alone: no
    // browser cache, shared proxy or back button may keep it.
    if (request.headers.authorization || reply.hasHeader('set-cookie'))
      reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}
