/** The public map's two reads over REST. The server preloads both on the map's own page (`/`). */
export const PUBLIC_SETTINGS_URL = '/api/public/settings';
export const PUBLIC_CATEGORIES_URL = '/api/public/categories';
