import type { InteractionState } from '@deck.gl/core';
import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { SETTLE_MS } from '../timing.ts';

/**
 * While the map is dragged or zoomed, a large village is not drawn again frame by frame: the last full
 * frame is copied once into a plain canvas that CSS moves and scales with the view, as Leaflet's canvas
 * renderer does, and deck.gl draws the features again once the view has rested. On software WebGL (and
 * cheap phones) one frame of 10 000 features costs far more than a frame's time, so drawing them live
 * froze the page for seconds per drag step. See docs/decisions/0010-flat-map-layers.md.
 */

interface ProjectingView {
  zoom: number;
  project: (lngLat: number[]) => number[];
  unproject: (xy: number[]) => number[];
}

/** The CSS transform that puts a picture taken at `from` where it belongs in `to` (no rotation). Pure. */
export function snapshotTransform(from: ProjectingView, to: ProjectingView): string {
  const scale = 2 ** (to.zoom - from.zoom);
  const [x, y] = to.project(from.unproject([0, 0])) as [number, number];
  // Hundredths of a pixel are plenty, and keep float noise (1e-9px) out of the style.
  const px = (value: number) => Math.round(value * 100) / 100 + 0;
  return `translate(${px(x)}px, ${px(y)}px) scale(${scale})`;
}

export function isMoving(state: InteractionState): boolean {
  return Boolean(
    state.isDragging || state.isPanning || state.isZooming || state.isRotating || state.inTransition,
  );
}

interface MovingSnapshot<View> {
  canvasRef: RefObject<HTMLCanvasElement | null>;
  /** deck.gl draws no layer while this is set. */
  moving: boolean;
  /** Where the picture was taken; null when none is shown. */
  shownFrom: View | null;
  onInteractionStateChange: (state: InteractionState) => void;
  /** Call after every deck.gl frame that has drawn every feature: the picture goes once they are back. */
  onAfterRender: () => void;
  /** Shows the canvas's picture, taken at `view`, until the features are drawn again (in batches). */
  cover: (view: View) => void;
}

export function useMovingSnapshot<View>(
  enabled: boolean,
  getCanvas: () => HTMLCanvasElement | null | undefined,
  currentView: () => View | null,
  redraw: () => void,
): MovingSnapshot<View> {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [moving, setMoving] = useState(false);
  const [shownFrom, setShownFrom] = useState<View | null>(null);
  const movingRef = useRef(false);
  const shownRef = useRef(false);
  // Set after React has handed deck.gl the layers again: only a frame after that has the features.
  const layersBackRef = useRef(true);
  const settle = useRef<number | undefined>(undefined);

  // deck.gl does not draw again for a new layerFilter by itself: ask, once React has handed it over.
  useEffect(() => {
    layersBackRef.current = !moving;
    if (!moving && shownRef.current) redraw();
  }, [moving, redraw]);
  useEffect(() => () => window.clearTimeout(settle.current), []);

  /** Copies the last frame into the picture and shows it where it was taken; false when it cannot. */
  const takePicture = useCallback(
    (takenAt?: View) => {
      if (shownRef.current) return true;
      const source = getCanvas();
      const target = canvasRef.current;
      const view = takenAt ?? currentView();
      const context = target?.getContext('2d');
      if (!source || !target || !view || !context) return false;
      target.width = source.width;
      target.height = source.height;
      context.clearRect(0, 0, target.width, target.height);
      context.drawImage(source, 0, 0);
      shownRef.current = true;
      setShownFrom(view);
      return true;
    },
    [getCanvas, currentView],
  );

  const onInteractionStateChange = useCallback(
    (state: InteractionState) => {
      if (!enabled) return;
      window.clearTimeout(settle.current);
      if (!isMoving(state)) {
        if (movingRef.current)
          settle.current = window.setTimeout(() => {
            movingRef.current = false;
            setMoving(false);
          }, SETTLE_MS);
        return;
      }
      if (movingRef.current) return;
      // A picture still on screen (the features are not back yet) is the one to keep moving.
      if (!takePicture()) return;
      movingRef.current = true;
      layersBackRef.current = false;
      setMoving(true);
    },
    [enabled, takePicture],
  );

  /** Keeps the canvas's picture, taken at `view`, in place while the features are painted again. */
  const cover = useCallback(
    (view: View) => {
      if (enabled && !movingRef.current) takePicture(view);
    },
    [enabled, takePicture],
  );

  const onAfterRender = useCallback(() => {
    if (!shownRef.current || !layersBackRef.current) return;
    shownRef.current = false;
    setShownFrom(null);
  }, []);

  return { canvasRef, moving, shownFrom, onInteractionStateChange, onAfterRender, cover };
}
