/**
 * Web Mercator as the map engine projects (deck.gl's common space: the world 512 units wide, y growing
 * north), the one projection both the engine's layers and the server's pictures place marks with. Pure.
 */

/** The world's width in common units: one 512-pixel tile at zoom 0. */
export const WORLD_SIZE = 512;
/** deck.gl's shader clamps latitudes here too: Mercator has no y at the poles. */
const MAX_LATITUDE = 89.9;

/** Common space's x of a longitude. */
export function commonX(lng: number): number {
  return (WORLD_SIZE * (lng + 180)) / 360;
}

/** Common space's y of a latitude, growing north. */
export function commonY(lat: number): number {
  const phi = (Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, lat)) * Math.PI) / 180;
  return (WORLD_SIZE * (Math.PI + Math.log(Math.tan(Math.PI / 4 + phi / 2)))) / (2 * Math.PI);
}
