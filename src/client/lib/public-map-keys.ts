// The public map reads `/api/public/*` through plain fetches (see features/public-map/public-map-api.ts), not
// tRPC, so a back-office write must name these keys itself to refresh an open public map in the same tab.
export const PUBLIC_MAP_SETTINGS_KEY = [['public', 'map-settings']] as const;
export const PUBLIC_MAP_CATEGORIES_KEY = [['public', 'map-categories']] as const;
