import { z } from 'zod';

/** Named defaults of the settings map helper (spec section 9). */
export const DEFAULT_MAP_CENTER = { lat: -7.546839, lng: 112.23307 } as const;
export const DEFAULT_MAP_ZOOM = 12;
/** Used when the setting has no zoom, and for a single point after drawing. */
export const FALLBACK_ZOOM = 16;
export const MIN_ZOOM = 0;
export const MAX_ZOOM = 22;
export const DEFAULT_TITLE = 'PetaDesa';
export const DEFAULT_DESCRIPTION = 'Jelajahi desa secara interaktif melalui peta GIS.';

const geometryValue = z.unknown().nullable();

export const settingOutput = z.object({
  title: z.string(),
  description: z.string(),
  map_center_lat: z.number().nullable(),
  map_center_lng: z.number().nullable(),
  map_zoom: z.number().int().nullable(),
  village_boundary: geometryValue,
  updated_at: z.string(),
});
export type Setting = z.infer<typeof settingOutput>;

/** The public view: what the map needs plus the product's name and its basemap. */
export const publicSettingOutput = z.object({
  title: z.string(),
  description: z.string(),
  map_center_lat: z.number().nullable(),
  map_center_lng: z.number().nullable(),
  map_zoom: z.number().int().nullable(),
  village_boundary: geometryValue,
  tile_url: z.string(),
  tile_attribution: z.string(),
});
export type PublicSetting = z.infer<typeof publicSettingOutput>;
