/**
 * The data of the first picture's places, written by the server into the public map's page
 * (server/modules/public/first-picture-places.ts) and read by its small inline script
 * (client/features/home/first-tap.ts) before the map's code arrives (decision 0050). Arrays, to stay small.
 */

/** The id of the server's first picture (an <img>) in the page. */
export const FIRST_PICTURE_ID = 'first-picture';

/**
 * The id of the layer of the places' buttons and the popup over it, made by the script; while a popup is
 * open its `data-open` is the place's slug, which the live map opens when it takes over.
 */
export const FIRST_PICTURE_LAYER_ID = 'first-picture-layer';

/** The id of the `<script type="application/json">` that holds it. */
export const FIRST_PICTURE_PLACES_ID = 'first-picture-places';

/** [x, y (viewBox units), category index, name, address, description, slug, lng, lat]. */
export type TapPlace = [number, number, number, string, string, string, string, number, number];

/** [close, directions, copy link, share, link copied, link not copied, no name]. */
export type TapTexts = [string, string, string, string, string, string, string];

export interface FirstPicturePlaces {
  /** The picture's viewBox. */
  w: number;
  h: number;
  /** The village's default locale; the texts by locale. */
  l: string;
  t: Record<string, TapTexts>;
  /** [name, colour] by index. */
  c: [string, string][];
  p: TapPlace[];
}
