import type { FirstPicturePlaces, TapPlace, TapTexts } from '../../../shared/first-picture-places.ts';
import { asGeometry } from '../../../shared/geo/as-geometry.ts';
import { representativePoint } from '../../../shared/geo/representative-point.ts';
import { m } from '../../../shared/i18n/generated/messages.js';
import { LANGUAGE_MODES, type LanguageMode, LOCALE_OF_MODE } from '../../../shared/i18n/language.ts';
import type { PublicCategory } from '../../../shared/schemas/public.ts';
import { type PictureFrame, shorten } from './preview-picture.ts';

/**
 * What the first picture's places need to be tapped before the map's code arrives (decision 0050): each
 * place's spot in the picture's viewBox, and what its popup says (category, name, address, the start of
 * its description, slug for its link, the point directions lead to), with the popup's texts in every
 * language mode (the browser's own choice is only known in the browser). Read by the page's small inline
 * script (client/features/home/first-tap.ts); the shape is shared/first-picture-places.ts.
 */

/**
 * Past this (bytes of JSON, about 10 KB compressed: 50 ms on the phone benchmark's Slow 4G) the picture
 * stays a picture: the places are ready to tap at most that long after it has arrived. The demo village
 * (46 places) needs 7.5 KB (2.6 KB compressed); about 330 synthetic places fit, 480 without their
 * descriptions (decision 0050).
 */
export const FIRST_PICTURE_PLACES_MAX_BYTES = 48_000;
/** The popup's description is cut here; the live map shows all of it once it takes over. */
const DESCRIPTION_CHARS = 160;

function textsOf(mode: LanguageMode): TapTexts {
  const options = { locale: LOCALE_OF_MODE[mode] };
  return [
    m.popup_close({}, options),
    m.directions({}, options),
    m.copy_link({}, options),
    m.share({}, options),
    m.link_copied({}, options),
    m.link_copy_failed({}, options),
    m.no_name({}, options),
  ];
}

const sixDecimals = (value: number) => Math.round(value * 1e6) / 1e6;

/**
 * The places of the picture and their popups' data; without the descriptions when that is what keeps it
 * within `maxBytes`; null past it even so. Written
 * as the text of a `<script type="application/json">`: `<` is escaped, so no name can end the element.
 * Pure.
 */
export function firstPicturePlaces(
  categories: readonly PublicCategory[],
  frame: PictureFrame,
  villageMode: LanguageMode,
  maxBytes = FIRST_PICTURE_PLACES_MAX_BYTES,
): string | null {
  const places: TapPlace[] = [];
  categories.forEach((category, index) => {
    for (const map of category.maps) {
      const point = representativePoint(asGeometry(map.geometry));
      if (!point) continue;
      const [x, y] = frame.project(point);
      places.push([
        Math.round(x),
        Math.round(y),
        index,
        map.name,
        map.address,
        shorten(map.description, DESCRIPTION_CHARS),
        map.slug,
        sixDecimals(point[0]!),
        sixDecimals(point[1]!),
      ]);
    }
  });
  if (places.length === 0) return null;
  const data: FirstPicturePlaces = {
    w: frame.width,
    h: frame.height,
    l: LOCALE_OF_MODE[villageMode],
    t: Object.fromEntries(LANGUAGE_MODES.map((mode) => [LOCALE_OF_MODE[mode], textsOf(mode)])),
    c: categories.map((category) => [category.name, category.color]),
    p: places,
  };
  const written = () => JSON.stringify(data).replaceAll('<', '\\u003c');
  const json = written();
  if (json.length <= maxBytes) return json;
  // Then without the descriptions (the live map brings them): 480 synthetic places fit instead of 330.
  for (const place of places) place[5] = '';
  const shorter = written();
  return shorter.length <= maxBytes ? shorter : null;
}
