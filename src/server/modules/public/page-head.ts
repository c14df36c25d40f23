import { createHash } from 'node:crypto';
import { documentTitle } from '../../../shared/product-text.ts';
import type { PublicCategory, PublicMap } from '../../../shared/schemas/public.ts';
import { DEFAULT_DESCRIPTION, DEFAULT_TITLE } from '../../../shared/settings-defaults.ts';
import type { Deps } from '../../deps.ts';
import { rememberCharged } from '../anonymous-limits/anonymous-limits.ts';
import { firstPicturePlaces } from './first-picture-places.ts';
import { firstPictureFrame, firstPictureSvg, type Placed, placedOf, shorten } from './preview-picture.ts';
import { publicAnswer, type tilesHead } from './public.service.ts';

/**
 * What the public map's HTML says of itself before any script runs (its title, description and Open
 * Graph and Twitter card tags), so a link shared in WhatsApp, Telegram or Facebook shows the village, or
 * the linked place, with a picture of it. Made from the same cached public answers as the map.
 */

/** Where the preview picture is served; `v` changes with the data so link previews fetch it anew. */
export const PREVIEW_PATH = '/preview.png';

export interface PageHead {
  /** The village's name (the `title` setting), as the site's name. */
  product: string;
  /** The tab title: the spec's, which the app keeps once it runs. */
  title: string;
  /** What a link preview shows: the village, or the place and its village. */
  shareTitle: string;
  description: string;
  /** Path and query of the page and of its picture. */
  pagePath: string;
  imagePath: string;
  imageAlt: string;
  /** The live map's first view as SVG (decision 0019): for `/` alone, not for a link to one place. */
  firstPicture: FirstPicture | null;
}

export type TilesHead = NonNullable<Awaited<ReturnType<typeof tilesHead>>>;

/** The first picture and, when small enough, what its places' popups need (first-picture-places.ts). */
export interface FirstPicture {
  svg: string;
  /** JSON for the page's inline script; null: the picture cannot be tapped. */
  places: string | null;
}

interface Linked {
  map: PublicMap;
  category: PublicCategory;
}

/** Places by slug, made once per version of the data (a link to one place is looked up per request). */
function placesBySlug(deps: Deps): Promise<Map<string, Linked>> {
  return deps.publicCache.remember('public.places-by-slug', async () => {
    const categories = (await publicAnswer(deps, 'public.categories')).value.data;
    const index = new Map<string, Linked>();
    for (const category of categories)
      for (const map of category.maps) index.set(map.slug, { map, category });
    return index;
  });
}

async function publicData(deps: Deps) {
  const [settings, categories] = await Promise.all([
    publicAnswer(deps, 'public.settings'),
    publicAnswer(deps, 'public.categories'),
  ]);
  const version = createHash('sha256')
    .update(settings.etag)
    .update(categories.etag)
    .digest('base64url')
    .slice(0, 12);
  return { settings: settings.value.data, categories: categories.value.data, version };
}

/** The linked place, when the slug names an active one. */
async function linkedPlace(deps: Deps, slug: string | undefined): Promise<Linked | undefined> {
  return slug ? (await placesBySlug(deps)).get(slug) : undefined;
}

const placeLine = ({ map, category }: Linked) =>
  map.description.trim() || map.address.trim() || category.name;

/** The village's name: the `title` setting, or the product's default. */
export async function productName(deps: Deps): Promise<string> {
  return (await publicAnswer(deps, 'public.settings')).value.data.title || DEFAULT_TITLE;
}

export async function pageHead(deps: Deps, slug?: string): Promise<PageHead> {
  const { settings, version } = await publicData(deps);
  const product = settings.title || DEFAULT_TITLE;
  const villageLine = settings.description.trim() || DEFAULT_DESCRIPTION;
  const place = await linkedPlace(deps, slug);
  const query = place ? `&place=${encodeURIComponent(place.map.slug)}` : '';
  const name = place ? place.map.name.trim() || 'Tanpa nama' : product;
  return {
    product,
    title: documentTitle(product),
    shareTitle: place ? `${name} - ${product}` : documentTitle(product),
    description: shorten(place ? placeLine(place) : villageLine, 200),
    pagePath: place ? `/?place=${encodeURIComponent(place.map.slug)}` : '/',
    imagePath: `${PREVIEW_PATH}?v=${version}${query}`,
    imageAlt: place ? `Peta ${name} di ${product}` : `Peta ${product}`,
    // A place link opens on that place, which the picture of the whole village would not match.
    firstPicture: place ? null : await firstPicture(deps),
  };
}

/** The places ready to draw, made once per version of the data for every picture of it. */
function placed(deps: Deps, categories: readonly PublicCategory[]): Promise<Placed[]> {
  return deps.publicCache.remember('public.placed', () => placedOf(categories));
}

/** The first picture and its places, made once per version of the data. */
function firstPicture(deps: Deps): Promise<FirstPicture | null> {
  return deps.publicCache.remember('public.first-picture', async () => {
    const { settings, categories } = await publicData(deps);
    const shown = await placed(deps, categories);
    const svg = await firstPictureSvg(shown, settings.village_boundary);
    const frame = svg ? firstPictureFrame(shown) : null;
    if (!svg || !frame) return null;
    return { svg, places: firstPicturePlaces(categories, frame, settings.language) };
  });
}

/** The page's head when the data cannot be read: the defaults, so the page itself still opens. */
export function fallbackHead(): PageHead {
  return {
    product: DEFAULT_TITLE,
    title: documentTitle(DEFAULT_TITLE),
    shareTitle: documentTitle(DEFAULT_TITLE),
    description: DEFAULT_DESCRIPTION,
    pagePath: '/',
    imagePath: PREVIEW_PATH,
    imageAlt: `Peta ${DEFAULT_TITLE}`,
    firstPicture: null,
  };
}

export interface PreviewImage {
  png: Buffer;
  etag: string;
}

/** A preview picture drawn from a bounded SVG (preview-picture.ts) takes well under a second. */
const PREVIEW_DEADLINE_MS = 5_000;

/**
 * The link preview's picture (1200 x 630 PNG) of the village, or of a linked place and its neighbours,
 * made once per version of the data and shared by the requests that wait for it; drawn in the picture
 * processes (pictures/picture-pool.ts) with a deadline, and ended when every request for it has gone
 * (`signal`). A client that asks for a picture not kept yet is counted against its limit first
 * (anonymous-limits). Building the SVG is bounded by the picture's pixels and its ink (picture-budget.ts).
 */
export async function previewImage(
  deps: Deps,
  request: { slug: string | undefined; address: string; signal?: AbortSignal },
): Promise<PreviewImage> {
  const place = await linkedPlace(deps, request.slug);
  return rememberCharged(
    deps,
    request.address,
    'preview',
    `public.preview:${place?.map.slug ?? ''}`,
    async (abandoned) => {
      const [settings, categories] = await Promise.all([
        publicAnswer(deps, 'public.settings'),
        publicAnswer(deps, 'public.categories'),
      ]);
      const { title, description } = settings.value.data;
      const product = title || DEFAULT_TITLE;
      const drawn = await deps.pictures.run<'previewPng', Uint8Array>(
        'previewPng',
        {
          title: place ? place.map.name.trim() || 'Tanpa nama' : product,
          subtitle: place ? `${place.category.name} · ${product}` : description || DEFAULT_DESCRIPTION,
          categoriesFile: await deps.pictures.shared(categories.etag, categories.json),
          settingsFile: await deps.pictures.shared(settings.etag, settings.json),
          focus: place?.map.slug,
        },
        { deadlineMs: PREVIEW_DEADLINE_MS, signal: abandoned },
      );
      const png = Buffer.from(drawn.buffer, drawn.byteOffset, drawn.byteLength);
      return { png, etag: `"${createHash('sha256').update(png).digest('base64url').slice(0, 27)}"` };
    },
    { space: 'values', ...(request.signal ? { signal: request.signal } : {}) },
  );
}
