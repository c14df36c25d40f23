/** The public map's reads over REST. The server preloads what the map's own page (`/`) is going to read. */
export const PUBLIC_SETTINGS_URL = '/api/public/settings';
export const PUBLIC_CATEGORIES_URL = '/api/public/categories';
/**
 * A large village's places without their shapes (its map draws the shapes from the tiles), and one place
 * whole, for its popup (decision 0053).
 */
export const PUBLIC_PLACES_URL = '/api/public/places';
/** The meta tag by which the map's page says it draws from tiles, with the public places' extent. */
export const PLACES_FROM_TILES_META = 'petadesa-tiles';
/** Every open village for the regency's public page (`/kabupaten`), which the server preloads too. */
export const REGENCY_PUBLIC_VILLAGES_URL = '/api/regency/public/villages';
