import { eachPosition } from './coordinates.ts';
import type { PetaGeometry } from './types.ts';

export type BBox = [minLng: number, minLat: number, maxLng: number, maxLat: number];

export function bboxOf(geometry: PetaGeometry): BBox {
  let minLng = Number.POSITIVE_INFINITY;
  let minLat = Number.POSITIVE_INFINITY;
  let maxLng = Number.NEGATIVE_INFINITY;
  let maxLat = Number.NEGATIVE_INFINITY;
  for (const [lng, lat] of eachPosition(geometry)) {
    if (lng! < minLng) minLng = lng!;
    if (lng! > maxLng) maxLng = lng!;
    if (lat! < minLat) minLat = lat!;
    if (lat! > maxLat) maxLat = lat!;
  }
  return [minLng, minLat, maxLng, maxLat];
}
