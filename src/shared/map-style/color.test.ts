import { describe, expect, it } from 'vitest';
import { DEFAULT_CATEGORY_COLOR } from '../schemas/categories.ts';
import { alphaByte, DEFAULT_MARKER_COLOR, hexOf, parseHexColor } from './color.ts';

describe('map colours', () => {
  it("falls back to the category form's default colour (spec: the default marker colour)", () => {
    // Two constants, kept apart so the public page's shell names no chunk more (decision 0040).
    expect(DEFAULT_MARKER_COLOR).toBe(DEFAULT_CATEGORY_COLOR);
    expect(parseHexColor('not a colour')).toEqual(parseHexColor(DEFAULT_CATEGORY_COLOR));
  });

  it('reads #rgb and #rrggbb, and writes #rrggbb back', () => {
    expect(parseHexColor('#abc')).toEqual([170, 187, 204]);
    expect(hexOf(parseHexColor('#0EA5E9'))).toBe('#0ea5e9');
    expect(hexOf(parseHexColor('"/><script>'))).toBe(DEFAULT_MARKER_COLOR);
  });

  it('turns opacities into the bytes the engine keeps', () => {
    expect([alphaByte(240 / 255), alphaByte(0.22), alphaByte(0.15), alphaByte(1)]).toEqual([
      240, 56, 38, 255,
    ]);
  });
});
