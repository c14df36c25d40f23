import { Deck, type Layer, type LayersList } from '@deck.gl/core';
import type { Device } from '@luma.gl/core';

type DrawOptions = NonNullable<Parameters<Deck['_drawLayers']>[1]>;
export type DrawLayers = (options: DrawOptions) => void;

/**
 * deck.gl's Deck with a hook on the screen redraw, which @deck.gl/react calls directly (its own
 * `_customRender` is taken): when `paint` is set, it decides what each redraw draws, so the map view can
 * paint a large village over several frames (see paint-batches.ts). Without it, Deck as it is.
 */
export class BatchingDeck extends Deck<null> {
  paint?: (reason: string, draw: DrawLayers) => void;

  /** The luma.gl device, once deck.gl has one (Deck keeps it protected). */
  get gpu(): Device | null {
    return this.device ?? null;
  }

  override _drawLayers(reason: string, options?: DrawOptions): void {
    if (this.paint && !options) this.paint(reason, (next) => super._drawLayers(reason, next));
    else super._drawLayers(reason, options);
  }
}

/** A LayersList (nested, with gaps) as the flat list of layers deck.gl draws, in order. */
export function flattenLayers(layers: LayersList): Layer[] {
  const flat: Layer[] = [];
  const visit = (list: readonly unknown[]) => {
    for (const item of list) {
      if (Array.isArray(item)) visit(item);
      else if (item) flat.push(item as Layer);
    }
  };
  visit(layers);
  return flat;
}
