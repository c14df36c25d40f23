/**
 * Web Mercator's square world and its tiles (z/x/y as OSM numbers them): what the server cuts its vector
 * tiles by (server/modules/tiles) and what the public map asks its service worker to keep. Pure.
 */

/** Web Mercator's latitude limit: the square world of the tiles ends here (the poles are off the map). */
export const MAX_LATITUDE = 85.0511287798066;

/** Longitude to Web Mercator's x, 0 at the antimeridian's west side to 1 at its east. */
export function mercatorX(lng: number): number {
  return (lng + 180) / 360;
}

/** Latitude to Web Mercator's y, 0 at the north edge of the square world to 1 at its south. */
export function mercatorY(lat: number): number {
  const clamped = Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, lat));
  const sin = Math.sin((clamped * Math.PI) / 180);
  return 0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI);
}

/** The tile of zoom `z` that holds a point, as [x, y]. */
export function tileAt(lng: number, lat: number, z: number): [number, number] {
  const size = 2 ** z;
  const index = (m: number) => Math.min(size - 1, Math.floor(m * size));
  return [index(mercatorX(lng)), index(mercatorY(lat))];
}

/** The tiles of zoom `z` that cover [west, south, east, north], row by row, or null past `max` of them. */
export function tilesCovering(
  [west, south, east, north]: readonly [number, number, number, number],
  z: number,
  max: number,
): [z: number, x: number, y: number][] | null {
  const [left, top] = tileAt(west, north, z);
  const [right, bottom] = tileAt(east, south, z);
  if ((right - left + 1) * (bottom - top + 1) > max) return null;
  const tiles: [number, number, number][] = [];
  for (let y = top; y <= bottom; y++) for (let x = left; x <= right; x++) tiles.push([z, x, y]);
  return tiles;
}
