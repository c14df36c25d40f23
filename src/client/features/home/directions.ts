import { representativePoint } from '../../../shared/geo/representative-point.ts';
import type { PetaGeometry } from '../../../shared/geo/types.ts';

/**
 * Where 'Petunjuk Arah' leads (spec section 2, issue 31): always a point on the shape when there is one: a
 * point's own coordinates, the middle of a line (along its length), a point inside an area (never its
 * centroid when that falls outside, as it does for a C or a crescent). An address ("Dusun Krajan RT 05")
 * names many places in Indonesia, so it is only the last resort of a place drawn without any geometry.
 */
export type DirectionsTarget = { lat: number; lng: number } | { text: string };

const DIRECTIONS_BASE = 'https://www.google.com/maps/dir/?api=1&destination=';

export function directionsTarget(
  geometry: PetaGeometry | null,
  address: string,
  name: string,
): DirectionsTarget | null {
  const point = representativePoint(geometry);
  if (point) return { lat: point[1]!, lng: point[0]! };
  const text = address.trim() || name.trim();
  return text ? { text } : null;
}

const sixDecimals = (value: number) => String(Math.round(value * 1e6) / 1e6);

/** A directions link for an external service (Google Maps); pure. */
export function directionsUrl(target: DirectionsTarget | null): string | null {
  if (!target) return null;
  if ('text' in target) return DIRECTIONS_BASE + encodeURIComponent(target.text);
  return `${DIRECTIONS_BASE}${sixDecimals(target.lat)},${sixDecimals(target.lng)}`;
}

/** The link that opens this map on one place with its popup. */
export function placeUrl(origin: string, slug: string): string {
  return `${origin}/?place=${encodeURIComponent(slug)}`;
}
