import { uploadUrl } from '../../shared/uploads.ts';
import { villageBaseOf } from '../../shared/village-path.ts';

/** The village path this page was opened under (`/desa/{slug}`), or '' at the site's root (decision 0055). */
export const SITE_BASE = typeof location === 'undefined' ? '' : villageBaseOf(location.pathname);

/** A path of the app (`/api/...`, `/uploads/...`) as this page must ask for it: in its own village. */
export const sitePath = (path: string): string => `${SITE_BASE}${path}`;

/** Where this page finds an uploaded image of its village. */
export function imageUrl(
  folder: 'categories' | 'maps',
  image: string | null | undefined,
): string | undefined {
  const url = uploadUrl(folder, image);
  return url && sitePath(url);
}
