// Plain constants, kept apart from the zod schemas so the page shell can use them without loading zod.

/** Named defaults of the settings map helper (spec section 9). */
export const DEFAULT_MAP_CENTER = { lat: -7.546839, lng: 112.23307 } as const;
export const DEFAULT_MAP_ZOOM = 12;
/** Used when the setting has no zoom, and for a single point after drawing. */
export const FALLBACK_ZOOM = 16;
export const MIN_ZOOM = 0;
export const MAX_ZOOM = 22;
export const DEFAULT_TITLE = 'PetaDesa';
export const DEFAULT_DESCRIPTION = 'Jelajahi desa secara interaktif melalui peta GIS.';
/** Shown when the boundary text is not valid JSON (spec section 5 and 8). */
export const INVALID_BOUNDARY_JSON = 'Geometry harus berupa JSON yang valid.';
