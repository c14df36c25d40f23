import { describe, expect, it } from 'vitest';
import { popupMaxHeight, popupPlacement, sheetMaxHeight, TOP_EDGE } from './popup-placement.ts';

const phone = { width: 360, height: 640 };
const desktop = { width: 1000, height: 700 };
const popup = { w: 240, h: 200 };

describe("a place's popup in the map", () => {
  it('sits above its place, centred on it, its tip at the place', () => {
    expect(popupPlacement({ x: 500, y: 400 }, popup, desktop)).toEqual({
      placement: 'above',
      left: 380,
      top: 186,
      tipX: 120,
    });
  });

  it('goes below a place near the top, and slides to stay inside the map, its tip still at the place', () => {
    expect(popupPlacement({ x: 20, y: 100 }, popup, phone)).toEqual({
      placement: 'below',
      left: 8,
      top: 114,
      tipX: 16,
    });
    const right = popupPlacement({ x: 350, y: 400 }, popup, phone);
    expect(right).toMatchObject({ placement: 'above', left: 360 - 240 - 8 });
  });

  it('is a bottom sheet on a phone when it fits on neither side, and beside its place on a desktop', () => {
    const tall = { w: 240, h: 500 };
    expect(popupPlacement({ x: 180, y: 320 }, tall, phone)).toEqual({ placement: 'sheet' });
    const beside = popupPlacement({ x: 500, y: 350 }, { w: 240, h: 560 }, desktop);
    // Centred on its place, within the map's edges.
    expect(beside).toMatchObject({ placement: 'beside', top: 350 - 560 / 2 });
  });

  it('never covers the search over the map', () => {
    const at = popupPlacement({ x: 500, y: 300 }, { w: 240, h: 640 }, desktop);
    expect(at.placement === 'sheet' ? TOP_EDGE : at.top).toBeGreaterThanOrEqual(TOP_EDGE);
    expect(popupMaxHeight(700)).toBe(700 - TOP_EDGE - 8);
    expect(popupMaxHeight(40)).toBe(0);
    expect(sheetMaxHeight(640)).toBe(448);
  });
});
