/**
 * The village's other places, drawn faintly under the editor and snapped to (issue 32): taken from the
 * public answer the browser already holds (one query key for every screen, lib/public-data.ts), so opening
 * the editor asks the server for nothing new. Pure.
 */
import { asGeometry } from '../../shared/geo/as-geometry.ts';
import type { PetaGeometry } from '../../shared/geo/types.ts';
import type { PublicCategory } from '../../shared/schemas/public.ts';

export interface ContextPlace {
  id: number;
  geometry: PetaGeometry;
}

/** Every place with a shape, except the one being edited (its own shape is the one drawn). */
export function contextPlaces(
  categories: readonly PublicCategory[] | undefined,
  except?: number,
): ContextPlace[] {
  const places: ContextPlace[] = [];
  for (const category of categories ?? []) {
    for (const place of category.maps) {
      if (place.id === except) continue;
      const geometry = asGeometry(place.geometry);
      if (geometry) places.push({ id: place.id, geometry });
    }
  }
  return places;
}
