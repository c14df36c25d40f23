import { commonX, commonY, WORLD_SIZE } from '../../../shared/map-style/projection.ts';

/** Fitting a view to a box in Web Mercator, as deck.gl and MapLibre project it (512 px tiles). Pure. */

export type BBox = [minLng: number, minLat: number, maxLng: number, maxLat: number];

export interface ViewTarget {
  longitude: number;
  latitude: number;
  /** deck.gl / MapLibre zoom. */
  zoom: number;
}

/** A view goes no further north or south than the basemap's square world. */
const MAX_LATITUDE = 85.051129;

const clampLat = (lat: number) => Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, lat));

/** The world's y of a latitude, growing south as a view's pixels do. */
function worldY(lat: number): number {
  return WORLD_SIZE - commonY(clampLat(lat));
}

function worldXToLng(x: number): number {
  return (x / WORLD_SIZE) * 360 - 180;
}

function worldYToLat(y: number): number {
  const n = Math.PI * (1 - (2 * y) / WORLD_SIZE);
  return (Math.atan(Math.sinh(n)) * 180) / Math.PI;
}

export interface FitOptions {
  /** Share of the box's span added on every side (spec section 9: 10%). */
  paddingRatio?: number;
  /** Never zoom closer than this (deck.gl zoom). */
  maxZoom?: number;
  /** For a box without area (one point): this zoom instead of maxZoom. */
  pointZoom?: number;
}

/**
 * The centre and zoom that show the whole box in a viewport of `width` x `height` px; null while the
 * viewport has no size (hidden) or the box is empty, so the caller keeps the current view.
 */
export function fitBounds(
  bbox: BBox,
  size: { width: number; height: number },
  { paddingRatio = 0.1, maxZoom = 17, pointZoom = 15 }: FitOptions = {},
): ViewTarget | null {
  const [minLng, minLat, maxLng, maxLat] = bbox;
  if (![minLng, minLat, maxLng, maxLat].every(Number.isFinite) || minLng > maxLng || minLat > maxLat) {
    return null;
  }
  if (size.width <= 0 || size.height <= 0) return null;
  const x1 = commonX(minLng);
  const x2 = commonX(maxLng);
  const y1 = worldY(maxLat);
  const y2 = worldY(minLat);
  const centreX = (x1 + x2) / 2;
  const centreY = (y1 + y2) / 2;
  const spanX = (x2 - x1) * (1 + 2 * paddingRatio);
  const spanY = (y2 - y1) * (1 + 2 * paddingRatio);
  const centre = { longitude: worldXToLng(centreX), latitude: worldYToLat(centreY) };
  if (spanX <= 0 && spanY <= 0) return { ...centre, zoom: pointZoom };
  const scale = Math.min(
    spanX > 0 ? size.width / spanX : Number.POSITIVE_INFINITY,
    spanY > 0 ? size.height / spanY : Number.POSITIVE_INFINITY,
  );
  return { ...centre, zoom: Math.min(maxZoom, Math.log2(scale)) };
}

/** The box around several boxes (NaN entries skipped); null when none is finite. */
export function unionBBoxes(boxes: Float64Array, pick: (featureIndex: number) => boolean): BBox | null {
  let minLng = Number.POSITIVE_INFINITY;
  let minLat = Number.POSITIVE_INFINITY;
  let maxLng = Number.NEGATIVE_INFINITY;
  let maxLat = Number.NEGATIVE_INFINITY;
  const count = boxes.length / 4;
  for (let i = 0; i < count; i++) {
    const o = i * 4;
    if (Number.isNaN(boxes[o]!) || !pick(i)) continue;
    if (boxes[o]! < minLng) minLng = boxes[o]!;
    if (boxes[o + 1]! < minLat) minLat = boxes[o + 1]!;
    if (boxes[o + 2]! > maxLng) maxLng = boxes[o + 2]!;
    if (boxes[o + 3]! > maxLat) maxLat = boxes[o + 3]!;
  }
  return Number.isFinite(minLng) ? [minLng, minLat, maxLng, maxLat] : null;
}
