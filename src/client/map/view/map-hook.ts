/**
 * A tiny read-only window hook for the browser tests and the benchmark: how many features the last frame
 * drew, when that count was first drawn, and where a position is on the screen.
 */
export interface PetadesaMapHook {
  featuresDrawn: number;
  /** `performance.now()` at the start of the frame after the first one that drew `featuresDrawn`. */
  lastDrawAt: number;
  /** Frames the last whole paint took (a large village is painted in batches; see paint-batches.ts). */
  paintBatches: number;
  /** Whole frames drawn so far: it grows with every repaint, whatever it drew. */
  paints: number;
  /** Page (client) pixel position of [lng, lat] in the current view; null before the map has a size. */
  project: (lng: number, lat: number) => [number, number] | null;
  /** The names of places drawn in the current view (label-placement.ts); empty when zoomed out. */
  labels: string[];
  /**
   * The places come from the tiles (decision 0053): `featuresDrawn` is then what the view's tiles hold,
   * the whole village's places in its clusters and places, not one feature per place.
   */
  fromTiles: boolean;
}

declare global {
  interface Window {
    __petadesaMap?: PetadesaMapHook;
  }
}

export function mapHook(): PetadesaMapHook {
  window.__petadesaMap ??= {
    featuresDrawn: 0,
    lastDrawAt: 0,
    paintBatches: 0,
    paints: 0,
    project: () => null,
    labels: [],
    fromTiles: false,
  };
  return window.__petadesaMap;
}

export function reportDrawn(count: number, batches = 1): void {
  const hook = mapHook();
  hook.paintBatches = batches;
  hook.paints++;
  if (hook.featuresDrawn === count && hook.lastDrawAt > 0) return;
  hook.featuresDrawn = count;
  hook.lastDrawAt = performance.now();
}
