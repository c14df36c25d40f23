import type { Layer, LayersList, WebMercatorViewport } from '@deck.gl/core';
import type { DeckGLRef } from '@deck.gl/react';
import { type RefObject, useCallback, useEffect, useMemo, useRef } from 'react';
import { type BatchingDeck, type DrawLayers, flattenLayers } from './batching-deck.ts';
import { OffscreenPaint } from './offscreen-paint.ts';
import {
  batchEnd,
  FIRST_BUDGET,
  FIRST_PAINT_BUDGET,
  mayDrawIn,
  nextBudget,
  screenArea,
  totalPaintCost,
} from './paint-batches.ts';

/** deck.gl's redraw reason for the next batch of a repaint in progress. */
const NEXT_BATCH = 'next paint batch';
/** deck.gl's reason when luma.gl observed the canvas, which it also does once at start with no change. */
const CANVAS_RESIZED = 'Canvas resized';
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

/**
 * Painting in batches (see paint-batches.ts and docs/decisions/0011-painting-in-batches.md): deck.gl's
 * every redraw comes here. A redraw for any other reason than the next batch starts again from the first
 * layer in view; each batch draws into an offscreen framebuffer onto the last, the next is asked for on
 * the next frame, and the whole picture is copied to the canvas at the end. While the view moves, the
 * canvas is cleared and the moving picture stands in.
 */
export function useBatchedPaint(
  deckRef: RefObject<DeckGLRef | null>,
  layers: LayersList,
  enabled: boolean,
  moving: boolean,
  cover: (view: WebMercatorViewport) => void,
): BatchedPaint {
  const state = useRef({
    next: 0,
    generation: 0,
    budget: FIRST_PAINT_BUDGET,
    batches: 0,
    plan: [] as Layer[],
    /** The view and the layers the paint in progress draws. */
    planned: null as WebMercatorViewport | null,
    plannedFrom: [] as Layer[],
    presented: null as WebMercatorViewport | null,
    /** Whether a picture of the features has been on the canvas. */
    everPresented: false,
    finishing: true,
    clearedWhileMoving: false,
  });
  const offscreen = useRef<OffscreenPaint | null>(null);
  useEffect(() => () => offscreen.current?.destroy(), []);
  const flatLayers = useMemo(() => flattenLayers(layers), [layers]);
  const layersRef = useRef(flatLayers);
  layersRef.current = flatLayers;
  const movingRef = useRef(moving);
  movingRef.current = moving;

  const paint = useCallback(
    (reason: string, draw: DrawLayers) => {
      const deck = deckRef.current?.deck as BatchingDeck | undefined;
      if (!deck) return;
      const now = state.current;
      if (movingRef.current) {
        now.generation++;
        now.finishing = false;
        // Cleared once: a canvas left untouched is not presented again, and on software compositing
        // presenting a changed canvas means copying it back from the GPU, every frame of the movement.
        if (!now.clearedWhileMoving) draw({ layerFilter: HIDE_LAYERS });
        now.clearedWhileMoving = true;
        now.presented = null;
        return;
      }
      now.clearedWhileMoving = false;
      const view = deck.getViewports()[0] as WebMercatorViewport | undefined;
      const device = deck.gpu;
      offscreen.current ??= new OffscreenPaint();
      // A resize that changed nothing must not throw away the batches already in the framebuffer.
      const unchanged =
        reason === CANVAS_RESIZED &&
        now.next > 0 &&
        now.next < now.plan.length &&
        !!view &&
        !!now.planned?.equals(view) &&
        now.plannedFrom === layersRef.current &&
        !!device &&
        offscreen.current.fits(device);
      if (reason !== NEXT_BATCH && !unchanged) {
        now.planned = view ?? null;
        now.plannedFrom = layersRef.current;
        const area = view && screenArea(view.unproject.bind(view), [0, 0, view.width, view.height]);
        now.plan = area ? layersRef.current.filter((layer) => mayDrawIn(layer, area)) : layersRef.current;
        // The picture on the canvas stays until the new one is whole; for another view it becomes a
        // picture moved into place above a cleared canvas.
        if (now.presented && view && !now.presented.equals(view)) {
          cover(now.presented);
          now.presented = null;
          now.finishing = false;
          draw({ layerFilter: HIDE_LAYERS });
        }
        now.next = 0;
        now.batches = 0;
        now.generation++;
      }
      const target = device ? offscreen.current.target(device) : null;
      const from = now.next;
      const end = batchEnd(now.plan, from, now.budget);
      const batchLayers = now.plan.slice(from, end);
      const batch = new Set(batchLayers.map((layer) => layer.id));
      deck.admit(batchLayers);
      now.next = end;
      now.batches++;
      // A repaint presents its picture in a frame of its own, after the batch that drew its last layers:
      // on software compositing a changed canvas costs most of a frame, a batch the rest (decision 0015).
      // The first paint presents with its last batch, sooner.
      const complete = end >= now.plan.length && (end === from || !now.everPresented);
      now.finishing = complete;
      const startedAt = performance.now();
      draw({
        target: target ?? undefined,
        clearCanvas: from === 0,
        // A composite layer's sublayers are drawn with it.
        layerFilter: ({ layer }) => batch.has(layer.root.id),
      });
      if (complete) {
        if (device && target) offscreen.current.present(device);
        now.presented = view ?? null;
        // A picture of costless layers only (the village boundary before the features came) is not the
        // first paint: the features' own keeps its unmeasured batches.
        if (totalPaintCost(now.plan) > 0 && !now.everPresented) {
          now.everPresented = true;
          now.budget = FIRST_BUDGET;
        }
        return;
      }
      const painter = offscreen.current;
      if (device && target && now.everPresented) {
        painter.finish(device);
        now.budget = nextBudget(now.budget, performance.now() - startedAt);
      } else if (device && target) {
        // The first paint does not wait for the GPU after a batch: the GPU works through one batch while
        // the next is sent, and the page goes on meanwhile. A batch waits only for the one before the
        // last, so no more than two are queued when the user starts to move the map.
        painter.mark(device);
      }
      // This batch's loop is the only one: a continued paint (an unchanged resize) ends the one before.
      const generation = ++now.generation;
      const nextBatch = () => {
        // A redraw deck.gl already wants (a new view, new layers) starts again; it must not be masked.
        if (state.current.generation !== generation || movingRef.current || deck.needsRedraw()) return;
        if (device && !painter.caughtUp(device, 1)) requestAnimationFrame(nextBatch);
        else deck.redraw(NEXT_BATCH);
      };
      requestAnimationFrame(nextBatch);
    },
    [deckRef, cover],
  );

  useEffect(() => {
    const deck = deckRef.current?.deck as BatchingDeck | undefined;
    if (deck) deck.paint = enabled ? paint : undefined;
  });

  return {
    totalCost: useMemo(() => totalPaintCost(flatLayers), [flatLayers]),
    finishing: () => !enabled || state.current.finishing,
    batches: () => state.current.batches,
    presented: () => (enabled ? state.current.presented : null),
  };
}
