import type { FastifyInstance } from 'fastify';

/**
 * Origins the browser may fetch basemap tiles from, read from the `TILE_URL` template. A Leaflet-style
 * `{s}` subdomain is listed as the three subdomains the client expands it to (see basemap-style.ts).
 */
export function tileOrigins(tileUrl: string): string[] {
  const templates = tileUrl.includes('{s}')
    ? ['a', 'b', 'c'].map((s) => tileUrl.replaceAll('{s}', s))
    : [tileUrl];
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
 * The policy of the built client: scripts only from our own origin (no inline script, no eval: MapLibre
 * and deck.gl run without), MapLibre's workers from blob: URLs, tiles from the configured tile host.
 * Inline styles stay allowed: Radix and Sonner insert <style> elements at run time.
 */
export function contentSecurityPolicy(tileUrl: string): string {
  const tiles = tileOrigins(tileUrl).join(' ');
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${tiles}`,
    `connect-src 'self' ${tiles}`,
    "worker-src 'self' blob:",
    "child-src 'self' blob:",
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Set on every answer, errors and static files included; computed once from the config. */
export function securityHeaders(tileUrl: string): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(tileUrl),
    'x-content-type-options': 'nosniff',
    // The origin only, never the path: OpenStreetMap's tile policy wants a Referer, residents' URLs stay home.
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
    'cross-origin-opener-policy': 'same-origin',
    'permissions-policy': 'camera=(), microphone=(), payment=(), usb=(), geolocation=(self)',
    'x-permitted-cross-domain-policies': 'none',
  };
}

export function registerSecurityHeaders(app: FastifyInstance, tileUrl: string): void {
  const { 'content-security-policy': policy, ...headers } = securityHeaders(tileUrl);
  app.addHook('onSend', async (request, reply, payload) => {
    reply.headers(headers);
    // A route may set a stricter policy of its own (uploaded images are sandboxed: uploaded-images.ts).
    if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', policy);
    // What a signed-in user was answered, or an answer that sets the session cookies, is theirs alone: no
    // browser cache, shared proxy or back button may keep it.
    if (request.headers.authorization || reply.hasHeader('set-cookie'))
      reply.header('cache-control', 'no-store');
    return payload;
  });
}
