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
}

/** A place clicked: its index, and where a popup should point (the marker, or the spot on a line or area). */
export interface PlacePick {
  index: number;
  anchor: Position;
}
