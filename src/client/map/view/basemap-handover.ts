import { useEffect, useState } from 'react';
import { BASEMAP_BACK_FRAMES } from '../timing.ts';

/**
 * When the basemap (MapLibre) may start: at once on a small map; on a large one, or one whose features were
 * said to be on their way (the regency map's tiles), only once the features' picture is on screen, or when
 * there is nothing to draw. On a slow machine MapLibre's own start (its code, a WebGL context, shaders)
 * would otherwise delay that first picture (decisions 0013 and 0068).
 */
export function basemapMayStart(map: {
  /** A large map, or one that said its features were pending: the basemap waits for their picture. */
  waitsForFeatures: boolean;
  featuresPending: boolean;
  featuresDrawn: number;
  /** Whether a frame with the features on it, none pending, has been shown. */
  pictureShown: boolean;
}): boolean {
  return !map.waitsForFeatures || map.pictureShown || (!map.featuresPending && map.featuresDrawn === 0);
}

/**
 * Whether the basemap stays at the view a movement started from, moved as a picture: while a large
 * village's features are held (moving, or their picture still stands in) and for BASEMAP_BACK_FRAMES
 * frames after they are back, so that no frame holds both canvases' redraws (decision 0015).
 */
export function basemapHeld(large: boolean, featuresHeld: boolean, featuresBackFrames: boolean): boolean {
  return large && (featuresHeld || !featuresBackFrames);
}

/** Counts frames towards a late flag; the frames come from `nextFrame`, so a test can drive them. */
export class FramesLater {
  private frame = 0;
  private cancelled = false;

  constructor(
    private readonly frames: number,
    private readonly nextFrame: (callback: () => void) => number,
    private readonly cancelFrame: (handle: number) => void,
  ) {}

  /** Calls `done` once `frames` frames have passed, unless cancelled first. */
  start(done: () => void): void {
    let left = this.frames;
    const tick = () => {
      if (this.cancelled) return;
      left--;
      if (left <= 0) done();
      else this.frame = this.nextFrame(tick);
    };
    this.frame = this.nextFrame(tick);
  }

  cancel(): void {
    this.cancelled = true;
    this.cancelFrame(this.frame);
  }
}

/** `value`, but true only once it has stayed true for BASEMAP_BACK_FRAMES animation frames; false at once. */
export function useFramesLater(value: boolean, frames = BASEMAP_BACK_FRAMES): boolean {
  const [late, setLate] = useState(value);
  useEffect(() => {
    if (!value) {
      setLate(false);
      return;
    }
    const counter = new FramesLater(
      frames,
      (callback) => requestAnimationFrame(callback),
      (handle) => cancelAnimationFrame(handle),
    );
    counter.start(() => setLate(true));
    return () => counter.cancel();
  }, [value, frames]);
  return value && late;
}
