import { PUBLIC_SETTINGS_URL, REGENCY_PUBLIC_VILLAGES_URL } from '../../shared/public-map-urls.ts';
import { chunkFiles, chunkLink, type Manifest, preloadData } from './page-links.ts';

/** The module the router loads for `/kabupaten` (src/client/app/router.tsx), as the manifest names it. */
const REGENCY_PAGE_SOURCE = 'features/regency/regency-public-page.tsx';
/** The regency map reads its tiles with this chunk, which it asks for once it has the list of villages. */
const TILE_READER_SOURCE = 'map/tiles/tile-reader.ts';

/**
 * index.html for the regency's public page (`/kabupaten`, issue 35), with what the page is going to ask
 * for announced in its head: the settings and the list of villages under the village's path (`base`), the
 * page's script chunks and the tiles' reader (decision 0068). Found once, at start.
 */
export function regencyPageHtml(manifest: Manifest, indexHtml: string): (base: string) => string {
  const seen = new Set<string>();
  const chunks = [REGENCY_PAGE_SOURCE, TILE_READER_SOURCE]
    .flatMap((source) => chunkFiles(manifest, source, seen))
    .filter((file) => !indexHtml.includes(`/${file}`))
    .map(chunkLink)
    .join('');
  const at = indexHtml.includes('</head>') ? indexHtml.indexOf('</head>') : indexHtml.length;
  const before = indexHtml.slice(0, at);
  const after = indexHtml.slice(at);
  return (base) =>
    `${before}${preloadData(base + PUBLIC_SETTINGS_URL)}${preloadData(base + REGENCY_PUBLIC_VILLAGES_URL)}${chunks}${after}`;
}
