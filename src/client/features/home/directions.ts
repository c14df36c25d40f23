import { representativePoint } from '../../../shared/geo/representative-point.ts';
import type { PetaGeometry } from '../../../shared/geo/types.ts';

/**
 * Where 'Petunjuk Arah' leads (spec section 2): a point's coordinates, else the address, else the name. A line
 * or polygon with neither (a rice field, a hamlet) still gets a link, to a point on it, rather than none.
 */
export type DirectionsTarget = { lat: number; lng: number } | { text: string };

const DIRECTIONS_BASE = 'https://www.google.com/maps/dir/?api=1&destination=';

export function directionsTarget(
  geometry: PetaGeometry | null,
  address: string,
  name: string,
): DirectionsTarget | null {
  if (geometry?.type === 'Point') return { lat: geometry.coordinates[1]!, lng: geometry.coordinates[0]! };
  const text = address.trim() || name.trim();
  if (text) return { text };
  const point = representativePoint(geometry);
  return point ? { lat: point[1]!, lng: point[0]! } : null;
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
