import { DEFAULT_MAP_CENTER, FALLBACK_ZOOM } from '../../../shared/settings-defaults.ts';
import type { FitOptions, ViewTarget } from './fit-bounds.ts';

/**
 * Zoom levels in the settings (and in the spec: 12 by default, 16 as the fallback, 0–22) are web-map levels
 * of 256 px tiles, as in Leaflet and the OSM tile numbers. deck.gl and MapLibre count in 512 px tiles, so
 * the same ground scale is one level lower there. Pure.
 */
const VIEW_ZOOM_OFFSET = 1;

export function toViewZoom(webMapZoom: number): number {
  return webMapZoom - VIEW_ZOOM_OFFSET;
}

export function toWebMapZoom(viewZoom: number): number {
  return viewZoom + VIEW_ZOOM_OFFSET;
}

/** Closer than this, a raster basemap has nothing more to show (web-map levels). */
export const FIT_MAX_WEB_MAP_ZOOM = 18;
export const MAX_VIEW_ZOOM = toViewZoom(22);
export const MIN_VIEW_ZOOM = 0;

/** Spec section 9: fit features with 10% padding; a single point gets the fallback zoom (16). */
export const FEATURE_FIT: FitOptions = {
  paddingRatio: 0.1,
  maxZoom: toViewZoom(FIT_MAX_WEB_MAP_ZOOM),
  pointZoom: toViewZoom(FALLBACK_ZOOM),
};

interface ViewSettings {
  map_center_lat: number | null;
  map_center_lng: number | null;
  map_zoom: number | null;
}

/** The settings' first view (spec: default centre, zoom 16 when none) in deck.gl's zoom. */
export function settingsView(settings: ViewSettings | null | undefined): ViewTarget {
  return {
    latitude: settings?.map_center_lat ?? DEFAULT_MAP_CENTER.lat,
    longitude: settings?.map_center_lng ?? DEFAULT_MAP_CENTER.lng,
    zoom: toViewZoom(settings?.map_zoom ?? FALLBACK_ZOOM),
  };
}
