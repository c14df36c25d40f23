/** At most this many positions in one geometry, all parts together: a detailed village boundary has a few thousand. */
export const MAX_POSITIONS = 50_000;
/** At most this many characters of GeoJSON text, checked before parsing so huge text is never parsed. */
export const MAX_GEOJSON_CHARS = 2_000_000;
