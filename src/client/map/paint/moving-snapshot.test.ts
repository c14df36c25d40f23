import { WebMercatorViewport } from '@deck.gl/core';
import { describe, expect, it } from 'vitest';
import { isMoving, snapshotTransform } from './moving-snapshot.ts';

const view = (longitude: number, latitude: number, zoom: number) =>
  new WebMercatorViewport({ width: 800, height: 600, longitude, latitude, zoom });

describe('snapshotTransform', () => {
  it('leaves a picture of the same view where it is', () => {
    expect(snapshotTransform(view(112, -7.5, 14), view(112, -7.5, 14))).toBe('translate(0px, 0px) scale(1)');
  });

  it('moves the picture with a pan, by the pixels the view moved', () => {
    const from = view(112, -7.5, 14);
    const [x, y] = from.project([112.01, -7.5]) as [number, number];
    const to = new WebMercatorViewport({ ...from, longitude: 112.01 });
    const [dx, dy] = /translate\((-?[\d.e-]+)px, (-?[\d.e-]+)px\)/
      .exec(snapshotTransform(from, to))!
      .slice(1);
    expect(Number(dx)).toBeCloseTo(400 - x, 1);
    expect(Number(dy)).toBeCloseTo(300 - y, 1);
  });

  it('scales the picture by two per zoom level, about the fixed centre', () => {
    const transform = snapshotTransform(view(112, -7.5, 14), view(112, -7.5, 15));
    // The top-left corner moves away from the centre: (0 - 400) * 2 + 400 = -400.
    expect(transform).toBe('translate(-400px, -300px) scale(2)');
  });
});

describe('isMoving', () => {
  it('is true while dragging, zooming or in a transition, and false at rest', () => {
    expect(isMoving({ isDragging: true })).toBe(true);
    expect(isMoving({ isZooming: true })).toBe(true);
    expect(isMoving({ inTransition: true })).toBe(true);
    expect(isMoving({ isDragging: false, isPanning: false, isZooming: false })).toBe(false);
  });
});
