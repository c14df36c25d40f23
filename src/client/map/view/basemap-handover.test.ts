import { describe, expect, it } from 'vitest';
import { basemapHeld, basemapMayStart, FramesLater } from './basemap-handover.ts';

describe('the basemap hand-over', () => {
  it('starts a small map with its basemap, and a large one after the features are on screen', () => {
    const waiting = { featuresPending: true, featuresDrawn: 0, pictureShown: false };
    expect(basemapMayStart({ waitsForFeatures: false, ...waiting })).toBe(true);
    expect(basemapMayStart({ waitsForFeatures: true, ...waiting })).toBe(false);
    // The features are drawn but not yet shown: still waiting for their picture.
    expect(
      basemapMayStart({
        waitsForFeatures: true,
        featuresPending: false,
        featuresDrawn: 10,
        pictureShown: false,
      }),
    ).toBe(false);
    expect(
      basemapMayStart({
        waitsForFeatures: true,
        featuresPending: false,
        featuresDrawn: 10,
        pictureShown: true,
      }),
    ).toBe(true);
    // Nothing to draw at all: no reason to wait.
    expect(
      basemapMayStart({
        waitsForFeatures: true,
        featuresPending: false,
        featuresDrawn: 0,
        pictureShown: false,
      }),
    ).toBe(true);
  });

  it('holds the basemap while a large village moves and until its features are back a few frames', () => {
    expect(basemapHeld(true, true, false)).toBe(true);
    expect(basemapHeld(true, false, false)).toBe(true);
    expect(basemapHeld(true, false, true)).toBe(false);
    expect(basemapHeld(false, true, false)).toBe(false);
  });

  it('counts frames before the flag turns, and stops counting when cancelled', () => {
    const frames: (() => void)[] = [];
    const counter = new FramesLater(
      2,
      (callback) => frames.push(callback),
      () => {},
    );
    let done = 0;
    counter.start(() => done++);
    frames.shift()!();
    expect(done).toBe(0);
    frames.shift()!();
    expect(done).toBe(1);

    const cancelled = new FramesLater(
      2,
      (callback) => frames.push(callback),
      () => {},
    );
    cancelled.start(() => done++);
    cancelled.cancel();
    while (frames.length > 0) frames.shift()!();
    expect(done).toBe(1);
  });
});
