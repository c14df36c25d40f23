/**
 * The scale bar's length and text: the longest round distance (1, 2 or 5 times a power of ten) that fits
 * in `maxPx` at the view's centre. Web Mercator stretches by 1 / cos(latitude); at a village's extent one
 * bar for the whole view is true to within a fraction of a percent. Pure.
 */

const EARTH_CIRCUMFERENCE_M = 40_075_016.686;
/** deck.gl and MapLibre count zoom in 512 px tiles (map-zoom.ts). */
const TILE_PX = 512;

export function metersPerPixel(latitude: number, viewZoom: number): number {
  return (EARTH_CIRCUMFERENCE_M * Math.cos((latitude * Math.PI) / 180)) / (TILE_PX * 2 ** viewZoom);
}

export interface Scale {
  /** Width of the bar in CSS pixels. */
  px: number;
  meters: number;
  /** "500 m", "2 km". */
  text: string;
}

export function scaleBar(latitude: number, viewZoom: number, maxPx = 100): Scale {
  const perPx = metersPerPixel(latitude, viewZoom);
  const most = perPx * maxPx;
  const power = 10 ** Math.floor(Math.log10(most));
  const step = [5, 2, 1].find((factor) => factor * power <= most) ?? 1;
  const meters = step * power;
  const text = meters >= 1000 ? `${meters / 1000} km` : `${meters} m`;
  return { px: Math.round(meters / perPx), meters, text };
}
