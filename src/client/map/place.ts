import type { PetaGeometry, Position } from '../../shared/geo/types.ts';
import type { Rgb } from '../../shared/map-style/color.ts';

export { parseHexColor, type Rgb } from '../../shared/map-style/color.ts';

/**
 * The small typed interface of the map engine's door (places-map.tsx): what a page hands the map for each
 * place, and what it gets back. Kept apart from the component so pages and their tests read it without
 * loading deck.gl.
 */
export interface Place {
  geometry: PetaGeometry | null;
  /** Its category's colour (spec: markers in the category colour). */
  color: Rgb;
  /** An image drawn inside the coloured circle of a point (its category's icon); none: the circle alone. */
  icon?: string | null;
  /** Drawn beside, along or inside the place at close zoom (maps given `labels`); none: no name. */
  name?: string;
  /**
   * On a map drawn from tiles: the place's id and its category's (null: none), by which the tiles' features
   * are matched to the places and to what is shown.
   */
  id?: number;
  categoryId?: number | null;
}

/**
 * A large village's places drawn from the server's vector tiles (decision 0053), not from `places`: those
 * then carry a point each (for fitting, and to match the tiles' features to the selection), and may come
 * after the first tiles.
 */
export interface PlaceTiles {
  /** The tiles' address (`/tiles/{z}/{x}/{y}.mvt?v=…`): a new version reads every tile again. */
  url: string;
  /** The public places' extent, [west, south, east, north]: the first view shows it. */
  extent: [number, number, number, number];
}

/** A place clicked: its index, and where a popup should point (the marker, or the spot on a line or area). */
export interface PlacePick {
  index: number;
  anchor: Position;
}
