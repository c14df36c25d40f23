import { FIRST_PICTURE_PLACES_ID } from '../../shared/first-picture-places.ts';
import {
  PLACES_FROM_TILES_META,
  PUBLIC_CATEGORIES_URL,
  PUBLIC_SETTINGS_URL,
} from '../../shared/public-map-urls.ts';
import type { FirstPicture, TilesHead } from '../modules/public/page-head.ts';
import { chunkFiles, chunkLink, type Manifest, preloadData } from './page-links.ts';

/** The module the router loads for `/` (src/client/app/router.tsx), as the build's manifest names it. */
const MAP_PAGE_SOURCE = 'features/home/public-map-page.tsx';

/** What the server fills into the public map's page per request (modules/public/page-head.ts). */
export interface MapPageFill {
  /** The village's path (`/desa/{slug}`) when reached by path, else '': its data is read beneath it. */
  base: string;
  title: string;
  shareTitle: string;
  description: string;
  /** Absolute URLs: link previews do not resolve relative ones. */
  pageUrl: string;
  imageUrl: string;
  imageAlt: string;
  siteName: string;
  /**
   * The places as the live map will first show them (SVG), shown until it has drawn, and the data that
   * lets them be tapped (decision 0050); null: none.
   */
  firstPicture: FirstPicture | null;
  /**
   * A large village's public places' extent: the page draws them from the tiles and reads the light
   * answer, after the first tiles (decision 0053); null: the page reads the whole answer, preloaded.
   */
  tiles: TilesHead | null;
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** The tags that describe the page, for the tab and for link previews (Open Graph, Twitter cards). */
function headTags(head: MapPageFill): string {
  const meta = (key: 'name' | 'property', name: string, content: string) =>
    `<meta ${key}="${name}" content="${escapeHtml(content)}">`;
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', head.siteName),
    meta('property', 'og:title', head.shareTitle),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.pageUrl),
    meta('property', 'og:image', head.imageUrl),
    meta('property', 'og:image:type', 'image/png'),
    meta('property', 'og:image:width', '1200'),
    meta('property', 'og:image:height', '630'),
    meta('property', 'og:image:alt', head.imageAlt),
    meta('property', 'og:locale', 'id_ID'),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', head.shareTitle),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', head.imageUrl),
  ].join('');
}

/**
 * The first picture as an image the browser draws before any script runs; the public map page removes
 * it once the live map has drawn (decision 0019). Its SVG goes in a data URL: no request more on a slow
 * link. Positioned by global.css over the map's area.
 */
function firstPictureTag(svg: string): string {
  return `<img id="first-picture" class="first-picture" alt="" aria-hidden="true" elementtiming="first-picture" src="data:image/svg+xml,${encodeURIComponent(svg)}">`;
}

/**
 * The first picture's places and the inline script that makes them tappable (decision 0050), right after
 * the picture: the script runs as soon as it is parsed, before the app's code has arrived. The script is
 * allowed by its hash alone (`scriptHash`, sent in this page's policy: static-files.ts).
 */
function tapTags(places: string, script: string): string {
  return `<script type="application/json" id="${FIRST_PICTURE_PLACES_ID}">${places}</script><script>${script}</script>`;
}

const TITLE = /<title>[^<]*<\/title>/;
const DESCRIPTION = /<meta name="description"[^>]*>/;

/**
 * index.html for the public map (`/`), with what the page is going to ask for announced in its head: the
 * two data reads, the map page's script chunks and its styles (why: page-links.ts). The links are found
 * once, at start; the tags that describe the page are filled in per request.
 */
export function mapPageHtml(
  manifest: Manifest,
  indexHtml: string,
  tapScript: string | null,
): (fill: MapPageFill) => string {
  const settingsLink = (base: string) => preloadData(base + PUBLIC_SETTINGS_URL);
  const links: string[] = [];
  const wholeAnswer = (base: string) => preloadData(base + PUBLIC_CATEGORIES_URL);
  // The light answer is not preloaded: it would share a weak link with the first tiles (decision 0053).
  const tilesTag = ({ extent, version }: TilesHead) =>
    `<meta name="${PLACES_FROM_TILES_META}" content="${extent.map((n) => n.toFixed(6)).join(',')}" data-version="${escapeHtml(version)}">`;
  // The page's own styles apply at once (3 KB compressed), not only preloaded: the first picture's popup
  // wears them (.pm-popup) before the map's code has arrived (decision 0050). The map's (MapLibre's,
  // 11 KB) stay preloaded, so they do not hold the first picture back.
  const pageStyles = new Set(manifest[MAP_PAGE_SOURCE]?.css ?? []);
  for (const file of chunkFiles(manifest, MAP_PAGE_SOURCE)) {
    if (indexHtml.includes(`/${file}`)) continue;
    links.push(
      pageStyles.has(file) ? `<link rel="stylesheet" href="/${file}" crossorigin>` : chunkLink(file),
    );
  }
  // The build's generic title and description give way to the page's own, at the end of its head.
  const page = indexHtml.replace(TITLE, '').replace(DESCRIPTION, '');
  const at = page.includes('</head>') ? page.indexOf('</head>') : page.length;
  const before = page.slice(0, at);
  const afterHead = `${links.join('')}${page.slice(at)}`;
  // The first picture goes first in the body, so the browser shows it as soon as it has the styles.
  const body = /<body[^>]*>/.exec(afterHead);
  const split = body ? body.index + body[0].length : afterHead.length;
  const middle = afterHead.slice(0, split);
  const rest = afterHead.slice(split);
  const picture = ({ svg, places }: FirstPicture) =>
    firstPictureTag(svg) + (places && tapScript ? tapTags(places, tapScript) : '');
  // The data first (the settings, then the whole answer or the tiles' tag), then the chunks.
  const MANIFEST = 'href="/manifest.webmanifest"';
  const headStart = (base: string) =>
    base ? before.replace(MANIFEST, `href="${base}/manifest.webmanifest"`) : before;
  return (fill) =>
    `${headStart(fill.base)}${headTags(fill)}${settingsLink(fill.base)}${fill.tiles ? tilesTag(fill.tiles) : wholeAnswer(fill.base)}${middle}${fill.firstPicture ? picture(fill.firstPicture) : ''}${rest}`;
}
