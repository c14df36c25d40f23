import { describe, expect, it } from 'vitest';
import { metersPerPixel, scaleBar } from './scale.ts';

describe('scaleBar', () => {
  it('measures the ground as Web Mercator stretches it', () => {
    // Zoom 0 at the equator: one 512 px tile spans the Earth.
    expect(metersPerPixel(0, 0)).toBeCloseTo(78_271.5, 0);
    expect(metersPerPixel(60, 1)).toBeCloseTo(78_271.5 / 4, 0);
  });

  it('gives the longest round distance that fits, and its width', () => {
    // About 1.19 m per pixel near Java at view zoom 16 (web map 17): 100 px hold 119 m.
    const scale = scaleBar(-7.5, 16);
    expect(scale).toMatchObject({ meters: 100, text: '100 m' });
    expect(scale.px).toBeGreaterThan(80);
    expect(scale.px).toBeLessThanOrEqual(100);
    expect(scaleBar(-7.5, 11).text).toBe('2 km');
    expect(scaleBar(-7.5, 9, 100).text).toBe('10 km');
    expect(scaleBar(-7.5, 19).text).toBe('10 m');
  });
});
