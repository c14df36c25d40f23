import type { PickingInfo } from '@deck.gl/core';
import { type Bounds, mayDrawIn, type Painted, screenArea } from '../paint/paint-batches.ts';
import { IDLE_WAIT_MS } from '../timing.ts';

/** Further than this between press and release, it was a drag. */
export const CLICK_SLOP_PX = 5;

/** Whether a press and a release close enough together are a click, not a drag. */
export function isClick(down: { x: number; y: number } | null, up: { x: number; y: number }): boolean {
  return !!down && Math.hypot(up.x - down.x, up.y - down.y) <= CLICK_SLOP_PX;
}

/** A finger covers more than a mouse pointer. */
export function pickRadius(pointerType: string | undefined): number {
  return pointerType === 'touch' ? 10 : 3;
}

/** What a click pick needs of deck.gl (deck-internals.ts for `setPickable`). */
export interface PickingDeck {
  setPickable(pickable: boolean): void;
  pickObject(at: { x: number; y: number; radius: number }): PickingInfo | null;
}

interface Unprojecting {
  unproject(xy: number[]): number[];
}

/**
 * Picks under a click. Without hover picking deck.gl's picker is off between clicks, so it is switched on
 * for this one pick and back after; and only layers that may draw under the pointer are rendered for it
 * (the picker's `pickFilter` reads `area()` while the pick runs).
 */
export class ClickPicker {
  private area: Bounds | null = null;

  /** The layer filter for deck.gl: outside a click pick every layer is drawn as usual. */
  readonly pickFilter = ({ layer, isPicking }: { layer: { root: Painted }; isPicking: boolean }): boolean =>
    !isPicking || !this.area || mayDrawIn(layer.root, this.area);

  pick(
    deck: PickingDeck,
    view: Unprojecting,
    at: { x: number; y: number; pointerType?: string },
    hoverPicking: boolean,
  ): { picked: PickingInfo | null; coordinate: [number, number] } {
    const { x, y } = at;
    const radius = pickRadius(at.pointerType);
    deck.setPickable(true);
    this.area = screenArea(view.unproject.bind(view), [x - radius, y - radius, x + radius, y + radius]);
    let picked: PickingInfo | null;
    try {
      picked = deck.pickObject({ x, y, radius });
    } finally {
      this.area = null;
      deck.setPickable(hoverPicking);
    }
    const [lng, lat] = view.unproject([x, y]) as [number, number];
    return { picked, coordinate: [lng, lat] };
  }
}

/**
 * The first hover pick compiles the layers' picking pipelines and makes deck.gl's picking buffers: 50 to
 * 70 ms on software WebGL. Done once when the page is idle after the features' first picture, it is not
 * the frame of the resident's first hover (decision 0015). Returns the cancel.
 */
export function warmPickingWhenIdle(
  warm: () => void,
  idle: { request: (task: () => void, timeoutMs: number) => () => void } = browserIdle,
): () => void {
  return idle.request(warm, IDLE_WAIT_MS);
}

/** The browser's idle callback, or a timer where it cannot tell idle time. */
const browserIdle = {
  request(task: () => void, timeoutMs: number): () => void {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(task, { timeout: timeoutMs });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = window.setTimeout(task, timeoutMs);
    return () => window.clearTimeout(timer);
  },
};
