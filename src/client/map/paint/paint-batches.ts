/**
 * A large village is painted over several frames instead of in one: each frame draws the next layers in
 * order, onto what the frames before it drew, until every layer is on the canvas. On software WebGL (CI,
 * browsers without a usable GPU, cheap phones) one frame of 100 000 features costs seconds; in batches
 * the page keeps answering and the features fill in, as a tiled map's do. Each layer carries an estimate
 * of its cost (its `paint` prop), and the batch size follows the frames actually measured, so a fast GPU
 * soon paints everything in one frame. See docs/decisions/0018-the-map-engine.md. Pure.
 */

import { BATCH_MS, MIN_BUDGET } from '../timing.ts';

/** [minLng, minLat, maxLng, maxLat] */
export type Bounds = [number, number, number, number];

/** A layer's `paint` prop: its estimated cost (roughly microseconds on software WebGL) and where it draws. */
export interface PaintInfo {
  cost: number;
  /** Where the layer draws; a layer without bounds is drawn at every view. */
  bounds?: Bounds;
}

/** Anything with props, as deck.gl's layers are; a layer without a `paint` prop costs nothing. */
export interface Painted {
  props?: object;
}

const infoOf = (layer: Painted): PaintInfo | undefined =>
  (layer.props as { paint?: PaintInfo } | undefined)?.paint;

export function paintCostOf(layer: Painted): number {
  return infoOf(layer)?.cost ?? 0;
}

/** Whether the layer may draw inside `area` (the view, or the place picked); unknown layers may. */
export function mayDrawIn(layer: Painted, area: Bounds): boolean {
  const bounds = infoOf(layer)?.bounds;
  return (
    !bounds || (bounds[0] <= area[2] && bounds[2] >= area[0] && bounds[1] <= area[3] && bounds[3] >= area[1])
  );
}

/** Markers and line widths reach this far (in pixels) beyond the positions a layer's bounds are made of. */
export const DRAW_MARGIN_PX = 16;

/** The lng/lat bounds of a screen rectangle grown by DRAW_MARGIN_PX (a north-up view). */
export function screenArea(
  unproject: (xy: number[]) => number[],
  [left, top, right, bottom]: [number, number, number, number],
): Bounds {
  const [west, north] = unproject([left - DRAW_MARGIN_PX, top - DRAW_MARGIN_PX]) as [number, number];
  const [east, south] = unproject([right + DRAW_MARGIN_PX, bottom + DRAW_MARGIN_PX]) as [number, number];
  return [west, south, east, north];
}

/** The next budget from the one just used, the time its batch took to draw (GPU included) and the aim. */
export function nextBudget(budget: number, batchMs: number, targetMs = BATCH_MS): number {
  if (!(batchMs > 0)) return budget;
  // Proportional, within a factor of two each way, so one odd batch cannot swing it far.
  const factor = Math.min(2, Math.max(0.5, targetMs / batchMs));
  return Math.max(MIN_BUDGET, budget * factor);
}

/** Total estimated cost of the layers. */
export function totalPaintCost(layers: readonly Painted[]): number {
  let total = 0;
  for (const layer of layers) total += paintCostOf(layer);
  return total;
}

/**
 * The layers of the batch that starts at `from`: at least one layer, then more while the cost stays
 * within the budget. Returns the index after the batch's last layer.
 */
export function batchEnd(layers: readonly Painted[], from: number, budget: number): number {
  let end = from;
  let cost = 0;
  while (end < layers.length) {
    const next = paintCostOf(layers[end]!);
    if (end > from && cost + next > budget) break;
    cost += next;
    end++;
  }
  return end;
}
