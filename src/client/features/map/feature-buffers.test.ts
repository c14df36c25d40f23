import { describe, expect, it } from 'vitest';
import {
  buildFeatureBuffers,
  NO_PATH,
  pointPosition,
  QUAD_VERTICES,
  shownPaths,
  shownPoints,
} from './feature-buffers.ts';

const RED: [number, number, number] = [255, 0, 0];
const BLUE: [number, number, number] = [0, 0, 255];

const buffers = buildFeatureBuffers([
  {
    geometry: {
      type: 'MultiPoint',
      coordinates: [
        [110, -7],
        [110.5, -7.5],
      ],
    },
    color: RED,
  },
  {
    geometry: {
      type: 'LineString',
      coordinates: [
        [111, -7],
        [111.1, -7.1],
        [111.2, -7],
      ],
    },
    color: BLUE,
  },
  {
    geometry: {
      type: 'Polygon',
      coordinates: [
        [
          [112, -7],
          [112.1, -7],
          [112.1, -7.1],
          [112, -7],
        ],
      ],
    },
    color: RED,
  },
  { geometry: null, color: BLUE },
]);

/** The [lng, lat] of every vertex of quad `quad`. */
function quadPositions(positions: Float64Array, quad: number): number[][] {
  return Array.from({ length: QUAD_VERTICES }, (_, v) => {
    const at = (quad * QUAD_VERTICES + v) * 2;
    return [positions[at]!, positions[at + 1]!];
  });
}

describe('buildFeatureBuffers, flat layout', () => {
  it('gives each point the four vertices of a quad with its position, colour and picking colour', () => {
    expect(buffers.points.length).toBe(2);
    expect(quadPositions(buffers.points.positions, 1)).toEqual(Array(QUAD_VERTICES).fill([110.5, -7.5]));
    expect(pointPosition(buffers.points, 1)).toEqual([110.5, -7.5]);
    expect([...buffers.points.featureOf]).toEqual([0, 0]);
    // deck.gl decodes a picking colour as r + 256 g + 65536 b - 1: the second point is index 1.
    const pick = buffers.points.pickingColors;
    expect([...pick.subarray(QUAD_VERTICES * 4, QUAD_VERTICES * 4 + 4)]).toEqual([2, 0, 0, 0]);
    expect([...buffers.points.colors.subarray(0, 3)]).toEqual(RED);
  });

  it('gives a path one quad per vertex, each starting at its vertex, the closing one hidden', () => {
    const { lines } = buffers;
    expect(lines.length).toBe(1);
    expect(lines.quads).toBe(3);
    expect(quadPositions(lines.positions, 0)[0]).toEqual([111, -7]);
    expect(quadPositions(lines.positions, 1)[QUAD_VERTICES - 1]).toEqual([111.1, -7.1]);
    expect(quadPositions(lines.positions, 2)[0]).toEqual([111.2, -7]);
    expect([...lines.pathOfQuad]).toEqual([0, 0, NO_PATH]);
    // A segment's end is read a quad's vertices on: the array holds one quad more than it draws.
    expect(lines.positions.length).toBe((lines.quads + 1) * QUAD_VERTICES * 2);
  });

  it('outlines a ring as a closed path and keeps its polygon for the fill', () => {
    expect(buffers.outlines.quads).toBe(4);
    expect([...buffers.outlines.pathOfQuad]).toEqual([0, 0, 0, NO_PATH]);
    expect([...buffers.outlines.featureOf]).toEqual([2]);
    expect(buffers.polygons.length).toBe(1);
  });

  it('shows a feature by its vertices and never the closing quads', () => {
    const all = new Uint8Array([1, 1, 1, 1]);
    expect(shownPaths(buffers.lines, all).reduce((a, b) => a + b, 0)).toBe(2 * QUAD_VERTICES);
    expect(shownPoints(buffers.points, all).every((flag) => flag === 1)).toBe(true);
    const onlyLine = new Uint8Array([0, 1, 0, 0]);
    expect(shownPoints(buffers.points, onlyLine).some((flag) => flag === 1)).toBe(false);
    expect(shownPaths(buffers.outlines, onlyLine).some((flag) => flag === 1)).toBe(false);
  });

  it('boxes every feature with geometry and leaves NaN for the one without', () => {
    expect([...buffers.bboxes.subarray(0, 4)]).toEqual([110, -7.5, 110.5, -7]);
    expect(Number.isNaN(buffers.bboxes[12]!)).toBe(true);
  });
});
