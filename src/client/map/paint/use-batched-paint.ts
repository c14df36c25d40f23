import type { Layer, LayersList, WebMercatorViewport } from '@deck.gl/core';
import type { DeckGLRef } from '@deck.gl/react';
import { type RefObject, useEffect, useMemo, useRef } from 'react';
import { type BatchingDeck, type DrawLayers, flattenLayers } from '../deck-internals.ts';
import { OffscreenPaint } from './offscreen-paint.ts';
import { screenArea, totalPaintCost } from './paint-batches.ts';
import { type BatchDraw, PaintScheduler, type PaintView } from './paint-scheduler.ts';

const HIDE_LAYERS = () => false;

export interface BatchedPaint {
  /** Estimated cost of every layer (paint-batches.ts). */
  totalCost: number;
  /** Whether the frame being drawn completes a paint (always, when not painting in batches). */
  finishing: () => boolean;
  /** Batches the current or last paint took. */
  batches: () => number;
  /** The view of the picture on the canvas; null when it is blank. */
  presented: () => WebMercatorViewport | null;
}

/** deck.gl's viewport as the scheduler sees a view. */
class DeckView implements PaintView {
  constructor(readonly viewport: WebMercatorViewport) {}
  equals(other: PaintView): boolean {
    return other instanceof DeckView && this.viewport.equals(other.viewport);
  }
  area() {
    const { viewport } = this;
    return screenArea(viewport.unproject.bind(viewport), [0, 0, viewport.width, viewport.height]);
  }
}

/**
 * Connects the paint scheduler (paint-scheduler.ts) to deck.gl: every redraw of the BatchingDeck comes to
 * it while `enabled`, and each batch it asks for is drawn by deck.gl with a layer filter, into the
 * offscreen picture (offscreen-paint.ts) or onto the canvas.
 */
export function useBatchedPaint(
  deckRef: RefObject<DeckGLRef | null>,
  layers: LayersList,
  enabled: boolean,
  moving: boolean,
  cover: (view: WebMercatorViewport) => void,
): BatchedPaint {
  const flatLayers = useMemo(() => flattenLayers(layers), [layers]);
  const live = useRef({ layers: flatLayers, moving, cover });
  live.current = { layers: flatLayers, moving, cover };
  const offscreen = useRef<OffscreenPaint | null>(null);
  useEffect(() => () => offscreen.current?.destroy(), []);

  const scheduler = useMemo(() => {
    const deck = () => deckRef.current?.deck as BatchingDeck | undefined;
    const picture = () => {
      offscreen.current ??= new OffscreenPaint();
      return offscreen.current;
    };
    const device = () => deck()?.gpu ?? null;
    return new PaintScheduler<Layer, DeckView>({
      view: () => {
        const viewport = deck()?.getViewports()[0] as WebMercatorViewport | undefined;
        return viewport ? new DeckView(viewport) : null;
      },
      layers: () => live.current.layers,
      moving: () => live.current.moving,
      buffer: {
        fits: () => !!device() && picture().fits(device()!),
        prepare: () => {
          const gpu = device();
          if (!gpu) return false;
          picture().target(gpu);
          return true;
        },
        present: () => device() && picture().present(device()!),
        finish: () => device() && picture().finish(device()!),
        mark: () => device() && picture().mark(device()!),
        caughtUp: (behind) => !device() || picture().caughtUp(device()!, behind),
      },
      admit: (batch) => deck()?.admit(batch),
      cover: (view) => live.current.cover(view.viewport),
      needsRedraw: () => !!deck()?.needsRedraw(),
      redraw: (reason) => deck()?.redraw(reason),
      now: () => performance.now(),
      nextFrame: (callback) => requestAnimationFrame(callback),
    });
  }, [deckRef]);

  useEffect(() => {
    const deck = deckRef.current?.deck as BatchingDeck | undefined;
    if (!deck) return;
    deck.paint = enabled
      ? (reason: string, draw: DrawLayers) =>
          scheduler.paint(reason, (batch: BatchDraw<Layer>) => {
            if (batch.hideAll) return draw({ layerFilter: HIDE_LAYERS });
            const ids = new Set((batch.layers ?? []).map((layer) => layer.id));
            const device = deck.gpu;
            draw({
              target: batch.offscreen && device ? offscreen.current?.target(device) : undefined,
              clearCanvas: batch.clearCanvas,
              // A composite layer's sublayers are drawn with it.
              layerFilter: ({ layer }) => ids.has(layer.root.id),
            });
          })
      : undefined;
  });

  return {
    totalCost: useMemo(() => totalPaintCost(flatLayers), [flatLayers]),
    finishing: () => !enabled || scheduler.finishing(),
    batches: () => scheduler.batches(),
    presented: () => (enabled ? (scheduler.presented()?.viewport ?? null) : null),
  };
}
