import { mercatorX, mercatorY, tilesCovering } from '../../../shared/geo/web-mercator-tiles.ts';
import type { Deps } from '../../deps.ts';
import type { Box } from './tiles.repository.ts';
import { cutsIdle, regencyReach, regencyTile, STREET_ZOOM } from './tiles.service.ts';

/**
 * The maps a first view of the regency is drawn in, in CSS px: a phone's, up to a wide desktop's. The page
 * fits the villages into its map with a tenth of their span as padding on each side (fit-bounds.ts) and reads
 * the tiles of the rounded zoom (use-tile-places.ts), 512 px each.
 */
const SMALLEST_MAP = { width: 360, height: 400 };
const LARGEST_MAP = { width: 1920, height: 1080 };
const PADDED = 1.2;
/** Tiles of one zoom cut ahead at most: past this the zoom is no first view's. */
const TILES_MAX = 48;
/** While visitors' tiles are being cut, the cutting ahead looks again this much later. */
const GIVE_WAY_MS = 100;

/** The zooms a first view of `extent` reads its tiles at, from the smallest map's to the largest's. */
export function firstViewZooms([west, south, east, north]: Box): number[] {
  const across = Math.max(mercatorX(east) - mercatorX(west), 1e-9) * 512 * PADDED;
  const down = Math.max(mercatorY(south) - mercatorY(north), 1e-9) * 512 * PADDED;
  const fitted = ({ width, height }: { width: number; height: number }) =>
    Math.min(Math.log2(width / across), Math.log2(height / down));
  const clamp = (z: number) => Math.max(0, Math.min(STREET_ZOOM - 1, z));
  const from = clamp(Math.floor(fitted(SMALLEST_MAP)));
  const to = clamp(Math.round(fitted(LARGEST_MAP)));
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

/**
 * Cuts the tiles of the regency map's first views in the background (main.ts, at start): a tile over a
 * hundred villages takes about a second to cut, and otherwise the first visitor after a start waits for
 * every one of them (issue 35: the first view drawn in 2 s). One at a time, and only while no other tile is
 * being cut or waiting (a visitor who comes meanwhile has the gate's other place, and every place after the
 * tile in hand); the kept tiles are then renewed by visits as any are. Stops when `stopped()` says so.
 */
export async function warmRegencyOverview(deps: Deps, stopped: () => boolean): Promise<number> {
  const reach = (await regencyReach(deps)).flatMap(({ extent }) => (extent ? [extent] : []));
  if (reach.length === 0) return 0;
  const extent = reach.reduce<Box>(
    (all, box) => [
      Math.min(all[0], box[0]),
      Math.min(all[1], box[1]),
      Math.max(all[2], box[2]),
      Math.max(all[3], box[3]),
    ],
    reach[0]!,
  );
  let cut = 0;
  for (const z of firstViewZooms(extent)) {
    for (const [, x, y] of tilesCovering(extent, z, TILES_MAX) ?? []) {
      while (!cutsIdle() && !stopped()) await new Promise((resolve) => setTimeout(resolve, GIVE_WAY_MS));
      if (stopped()) return cut;
      await regencyTile(deps, { z, x, y });
      cut++;
    }
  }
  return cut;
}
