import { parseHexColor } from './color.ts';

/**
 * How the map marks places, in screen pixels and opacities (0..1): what the engine's flat layers draw
 * (src/client/map/layers) and what the server's first picture draws (preview-picture.ts), so a marker
 * looks the same in both. A change here changes both; first-picture-agrees.test.ts (beside the layers)
 * draws the same places with both and compares the marks.
 */
export const MAP_STYLE = {
  /** A point: a disc in its category's colour inside a ring. */
  point: { diameterPixels: 12, ringPixels: 2, ringColor: '#ffffff', opacity: 240 / 255 },
  /** A point whose category shows its icon (the live map only: the pictures draw the disc). */
  iconPoint: { diameterPixels: 22, ringPixels: 2, iconPixels: 14 },
  line: { widthPixels: 3, opacity: 1 },
  /** A polygon's rings. */
  outline: { widthPixels: 2, opacity: 1 },
  /** A polygon's inside. */
  fill: { opacity: 0.22 },
  /** Spec section 9: the village boundary guide, blue #2563eb, weight 2, fill opacity 0.15. */
  boundary: { color: '#2563eb', widthPixels: 2, fillOpacity: 0.15 },
} as const;

export const BOUNDARY_RGB = parseHexColor(MAP_STYLE.boundary.color);

/**
 * A marker as the engine's point shader takes it: the circle's radius to the middle of its ring, and the
 * ring's width.
 */
export function markerRadii(marker: { diameterPixels: number; ringPixels: number }): {
  radiusPixels: number;
  strokePixels: number;
} {
  return {
    radiusPixels: (marker.diameterPixels + marker.ringPixels) / 2,
    strokePixels: marker.ringPixels,
  };
}
