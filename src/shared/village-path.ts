/**
 * A village reached without a host name of its own is under `/desa/{slug}` (decision 0055): the server
 * routes what follows as at the site's root, and the browser's page puts it before every path it asks for.
 */
export const VILLAGE_PATH = /^\/desa\/([a-z0-9]+(?:-[a-z0-9]+)*)(?=[/?#]|$)/;

/** The village path a page or request path starts with (`/desa/sumberagung`), or '' at the site's root. */
export function villageBaseOf(pathname: string): string {
  return VILLAGE_PATH.exec(pathname)?.[0] ?? '';
}

/** The address of a village's own site, beneath this one's. */
export const villageHome = (slug: string): string => `/desa/${slug}/`;
