/**
 * Where a place's popup sits in the map (spec section 2, issue 31): above its anchor, or below when there
 * is no room, slid sideways to stay inside the map; on a phone, a bottom sheet when it fits on neither
 * side. One rule for the live map's popup (feature-popup.tsx) and the first picture's (first-tap.ts). Pure.
 */

const GAP = 14;
const EDGE = 8;
/** Below the search over the map, which sits on the map's top edge. */
export const TOP_EDGE = 64;
/** Narrower maps are phones: there a popup that fits neither above nor below its place is a bottom sheet. */
const PHONE_WIDTH = 640;

export type PopupPlacement =
  | { placement: 'sheet' }
  | { placement: 'above' | 'below' | 'beside'; left: number; top: number; tipX: number };

/** The most a popup may be tall before it is measured: the map below the search. */
export const popupMaxHeight = (mapHeight: number) => Math.max(0, mapHeight - TOP_EDGE - EDGE);

/** The sheet's height: most of the map, scrolling. */
export const sheetMaxHeight = (mapHeight: number) => Math.round(mapHeight * 0.7);

/**
 * The popup of size `w` x `h` for an anchor at `x`, `y` in a map of `width` x `height` (pixels).
 */
export function popupPlacement(
  anchor: { x: number; y: number },
  popup: { w: number; h: number },
  map: { width: number; height: number },
): PopupPlacement {
  const { x, y } = anchor;
  const { w, h } = popup;
  const { width, height } = map;
  const above = y - h - GAP >= TOP_EDGE;
  const below = !above && y + GAP + h <= height - EDGE;
  if (!above && !below && width < PHONE_WIDTH) return { placement: 'sheet' };
  const left = Math.max(EDGE, Math.min(x - w / 2, width - w - EDGE));
  const top = above
    ? y - h - GAP
    : below
      ? y + GAP
      : Math.min(Math.max(TOP_EDGE, y - h / 2), height - h - EDGE);
  return {
    placement: above ? 'above' : below ? 'below' : 'beside',
    left,
    top: Math.max(TOP_EDGE, top),
    tipX: Math.max(16, Math.min(w - 16, x - left)),
  };
}
