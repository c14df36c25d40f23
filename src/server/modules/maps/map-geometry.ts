import { bboxOf } from '../../../shared/geo/bbox.ts';
import { pointLatLng } from '../../../shared/geo/point.ts';
import type { PetaGeometry } from '../../../shared/geo/types.ts';

/** The geometry's columns as stored: GeoJSON text for jsonb, and the bounding box beside it. */
export function geometryColumns(geometry: PetaGeometry | null) {
  if (!geometry) {
    return { geometry: null, bbox_min_lng: null, bbox_min_lat: null, bbox_max_lng: null, bbox_max_lat: null };
  }
  const [minLng, minLat, maxLng, maxLat] = bboxOf(geometry);
  return {
    geometry: JSON.stringify(geometry),
    bbox_min_lng: minLng,
    bbox_min_lat: minLat,
    bbox_max_lng: maxLng,
    bbox_max_lat: maxLat,
  };
}

interface Placement {
  geometry: PetaGeometry | null;
  latitude: number | null;
  longitude: number | null;
}

/**
 * Latitude and longitude follow a Point when they are not sent; a map with coordinates but no geometry
 * becomes a Point there, so every place with a position can be drawn.
 */
export function place(
  geometry: PetaGeometry | null,
  latitude: number | null | undefined,
  longitude: number | null | undefined,
): Placement {
  const point = pointLatLng(geometry);
  if (point)
    return { geometry, latitude: latitude ?? point.latitude, longitude: longitude ?? point.longitude };
  if (!geometry && latitude != null && longitude != null) {
    return { geometry: { type: 'Point', coordinates: [longitude, latitude] }, latitude, longitude };
  }
  return { geometry, latitude: latitude ?? null, longitude: longitude ?? null };
}
