import { msg } from '../../../shared/i18n/message.ts';
import { AppError } from '../../errors.ts';

/** The deepest zoom asked for: past it a tile is smaller than a centimetre and only a way to cost work. */
export const MAX_TILE_ZOOM = 24;
/** Coordinates inside a tile run 0..EXTENT (the vector tile specification's usual 4096). */
export const EXTENT = 4096;
/**
 * A feature within this much of a tile's edge (in tile units: 16 px of a 512 px tile) is in the tile too,
 * clipped there, so a marker or a line drawn across the edge is whole in both tiles.
 */
export const BUFFER = 128;
export interface TileAddress {
  z: number;
  x: number;
  y: number;
}

const WHOLE = /^(0|[1-9]\d{0,7})$/;

/** `z`, `x` and `y.mvt` as they came in the path: a tile, or a 400 that says what a tile address is. */
export function tileAddress(z: string, x: string, yWithType: string): TileAddress {
  const y = yWithType.endsWith('.mvt') ? yWithType.slice(0, -'.mvt'.length) : undefined;
  const bad = () => new AppError('BAD_REQUEST', msg('api_tile_address_invalid', { maxZoom: MAX_TILE_ZOOM }));
  if (y === undefined || !WHOLE.test(z) || !WHOLE.test(x) || !WHOLE.test(y)) throw bad();
  const address = { z: Number(z), x: Number(x), y: Number(y) };
  const size = 2 ** address.z;
  if (address.z > MAX_TILE_ZOOM || address.x >= size || address.y >= size) throw bad();
  return address;
}

function longitude(mx: number): number {
  return mx * 360 - 180;
}

function latitude(my: number): number {
  return (Math.atan(Math.sinh(Math.PI * (1 - 2 * my))) * 180) / Math.PI;
}

/** [west, south, east, north] of the tile grown by `buffer` tile units on every side, within the world. */
export function tileBox({ z, x, y }: TileAddress, buffer = BUFFER): [number, number, number, number] {
  const size = 2 ** z;
  const grow = buffer / EXTENT;
  const west = Math.max(0, (x - grow) / size);
  const east = Math.min(1, (x + 1 + grow) / size);
  const north = Math.max(0, (y - grow) / size);
  const south = Math.min(1, (y + 1 + grow) / size);
  // At the world's north and south edges the box runs on to the poles, so a place stored there is found.
  return [
    longitude(west),
    south >= 1 ? -90 : latitude(south),
    longitude(east),
    north <= 0 ? 90 : latitude(north),
  ];
}
