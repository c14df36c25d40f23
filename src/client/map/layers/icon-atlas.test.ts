import { describe, expect, it } from 'vitest';
import { ICON_CELL, packCells } from './icon-atlas.ts';

describe('the icon atlas', () => {
  it('packs cells in a square-ish grid, each frame one cell of the picture', () => {
    const { width, height, frames } = packCells(5);
    expect([width, height]).toEqual([3 * ICON_CELL, 2 * ICON_CELL]);
    expect(frames).toHaveLength(5);
    expect(frames[0]).toEqual([0, 0, 1 / 3, 1 / 2]);
    expect(frames[4]).toEqual([1 / 3, 1 / 2, 2 / 3, 1]);
    // No two frames overlap.
    const cells = new Set(frames.map(([u, v]) => `${u},${v}`));
    expect(cells.size).toBe(5);
  });

  it('has room for one icon', () => {
    expect(packCells(1)).toEqual({ width: ICON_CELL, height: ICON_CELL, frames: [[0, 0, 1, 1]] });
  });
});
