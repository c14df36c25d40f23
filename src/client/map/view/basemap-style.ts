import type { StyleSpecification } from 'maplibre-gl';

const SUBDOMAINS = ['a', 'b', 'c'];

/** The basemap when the settings name none (or have not arrived). */
export const FALLBACK_TILES = {
  url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  attribution: '© OpenStreetMap contributors',
};

interface BasemapSettings {
  tile_url: string;
  tile_attribution: string;
  tile_url_satellite?: string | null;
  tile_attribution_satellite?: string;
}

/** MapView's basemap props from the public settings, with the fallback while they are missing. */
export function basemapOf(settings: BasemapSettings | null | undefined) {
  return {
    tileUrl: settings?.tile_url || FALLBACK_TILES.url,
    tileAttribution: settings ? settings.tile_attribution : FALLBACK_TILES.attribution,
    satellite: settings?.tile_url_satellite
      ? { tileUrl: settings.tile_url_satellite, tileAttribution: settings.tile_attribution_satellite ?? '' }
      : null,
  };
}

/** Leaflet-style templates use `{s}` for subdomains, which MapLibre does not know: list them instead. */
export function tileUrls(template: string): string[] {
  return template.includes('{s}') ? SUBDOMAINS.map((s) => template.replaceAll('{s}', s)) : [template];
}

/**
 * A raster basemap from the configured tile URL. The background keeps the map readable (and the features
 * visible) when no tile loads, e.g. offline. Pure.
 */
export function rasterBasemapStyle(tileUrl: string, attribution: string): StyleSpecification {
  return {
    version: 8,
    sources: {
      basemap: {
        type: 'raster',
        tiles: tileUrls(tileUrl),
        tileSize: 256,
        maxzoom: 19,
        attribution,
      },
    },
    layers: [
      { id: 'background', type: 'background', paint: { 'background-color': '#eef3f1' } },
      { id: 'basemap', type: 'raster', source: 'basemap' },
    ],
  };
}
