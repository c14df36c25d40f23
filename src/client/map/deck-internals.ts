import { Deck, type DeckProps, type Layer, type LayersList } from '@deck.gl/core';
import type { Device, Framebuffer } from '@luma.gl/core';
import { paintCostOf } from './paint/paint-batches.ts';

/**
 * Every reach of the map engine into deck.gl's and luma.gl's internals, in one file: what is not their
 * public API, which is why deck.gl is pinned to ~9.3 (package.json). deck-internals.test.ts fails when an
 * upgrade moves any of them; fix this file, and nothing else should need to change.
 *
 * - Deck._drawLayers (protected): overridden, to decide what each redraw draws (painting in batches);
 * - Deck.device and Deck.layerManager (protected) and LayerManager.updateLayers / needsRedraw: to hand
 *   deck.gl a batch's layers and set them up just before the batch draws them (`admit`);
 * - the `_pickable` prop (experimental): picking is switched off between clicks for large data;
 * - the redraw reason 'Canvas resized' (deck.gl sets it when luma.gl observes the canvas);
 * - luma.gl's WebGL device's `gl` and a framebuffer's `handle`: fences and a one-pixel read-back that the
 *   device API does not offer (offscreen-paint.ts).
 */

/** deck.gl's redraw reason when luma.gl observed the canvas, which it also does once at start with no change. */
export const CANVAS_RESIZED = 'Canvas resized';

/** The WebGL2 context under a luma.gl device, or null for another backend. */
export function glOf(device: Device): WebGL2RenderingContext | null {
  return (device as unknown as { gl?: WebGL2RenderingContext }).gl ?? null;
}

/** The WebGL framebuffer object behind a luma.gl framebuffer. */
export function framebufferHandle(framebuffer: Framebuffer): WebGLFramebuffer | null {
  return (framebuffer as unknown as { handle?: WebGLFramebuffer }).handle ?? null;
}

/** deck.gl's props that turn picking on or off (`_pickable`: off, no pass over the layers per hover). */
export function pickableProps(pickable: boolean): { _pickable: boolean } {
  return { _pickable: pickable };
}

/** Turns deck.gl's picking on or off on a running Deck. */
export function setPickable(deck: Deck<null> | undefined, pickable: boolean): void {
  deck?.setProps(pickableProps(pickable));
}

type DrawOptions = NonNullable<Parameters<Deck['_drawLayers']>[1]>;
export type DrawLayers = (options: DrawOptions) => void;

/**
 * deck.gl's Deck with a hook on the screen redraw, which @deck.gl/react calls directly (its own
 * `_customRender` is taken): when `paint` is set, it decides what each redraw draws, so the map view can
 * paint a large village over several frames (see paint-batches.ts). Without it, Deck as it is.
 *
 * While painting in batches, deck.gl is also given a costed layer (one with a paint cost: a chunk of
 * features) only once a batch is about to draw it (`admit`). deck.gl sets up every layer it holds at once,
 * in one frame, before drawing any (shaders, attributes, polygon tessellation: about half a second for the
 * 125 chunks of 100 000 features on software WebGL); admitted batch by batch, that work is spread over the
 * frames in which the GPU draws the batches before. Chunks out of view are set up when a paint first
 * needs them, and layers without a cost (the village boundary, editors' layers) are always held.
 */
export class BatchingDeck extends Deck<null> {
  paint?: (reason: string, draw: DrawLayers) => void;
  /** The layers given (all of them); undefined until a `setProps` has come with `paint` set. */
  private given?: LayersList;
  private admitted?: Set<string>;

  /** The luma.gl device, once deck.gl has one (Deck keeps it protected). */
  get gpu(): Device | null {
    return this.device ?? null;
  }

  override setProps(props: DeckProps<null>): void {
    // Called by Deck's own constructor too, before this class's fields exist: everything passes then.
    if (props.layers && this.paint) {
      // What deck.gl was given before painting in batches began is set up already: it stays held.
      this.admitted ??= new Set(flattenLayers(this.props.layers ?? []).map((layer) => layer.id));
      this.given = props.layers;
      super.setProps({ ...props, layers: this.held() });
    } else {
      super.setProps(props);
    }
  }

  /** Hands deck.gl the layers it does not hold yet, set up now, before the batch that draws them. */
  admit(layers: readonly Layer[]): void {
    const admitted = this.admitted;
    if (!admitted || !this.given || !this.layerManager) return;
    const before = admitted.size;
    for (const layer of layers) admitted.add(layer.id);
    if (admitted.size === before) return;
    super.setProps({ layers: this.held() });
    this.layerManager.updateLayers();
    // Setting up asks deck.gl for a redraw, which would start the paint again; this one draws them.
    this.layerManager.needsRedraw({ clearRedrawFlags: true });
  }

  /** The last list `held` made, for the same given list and admitted ids: deck.gl diffs by identity. */
  private heldFor?: { given: LayersList; admitted: number; layers: Layer[] };

  private held(): Layer[] {
    const admitted = this.admitted!;
    const given = this.given ?? [];
    const last = this.heldFor;
    if (last && last.given === given && last.admitted === admitted.size) return last.layers;
    const all = flattenLayers(given);
    // Ids no longer given are forgotten: a later layer under the same id is set up when painted.
    const ids = new Set(all.map((layer) => layer.id));
    for (const id of admitted) if (!ids.has(id)) admitted.delete(id);
    const layers = all.filter((layer) => paintCostOf(layer) === 0 || admitted.has(layer.id));
    this.heldFor = { given, admitted: admitted.size, layers };
    return layers;
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
