import type { PetaGeometry } from './types.ts';

/** The latitude and longitude of a Point geometry; undefined for any other shape. */
export function pointLatLng(
  geometry: PetaGeometry | null | undefined,
): { latitude: number; longitude: number } | undefined {
  if (geometry?.type !== 'Point') return undefined;
  const [longitude, latitude] = geometry.coordinates;
  return { latitude: latitude!, longitude: longitude! };
}
