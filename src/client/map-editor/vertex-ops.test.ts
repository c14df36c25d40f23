import { describe, expect, it } from 'vitest';
import type { DrawnFeature } from './draw-rules.ts';
import { withoutVertex } from './vertex-ops.ts';

const field: DrawnFeature = {
  type: 'Feature',
  properties: {},
  geometry: {
    type: 'Polygon',
    coordinates: [
      [
        [0, 0],
        [1, 0],
        [1, 1],
        [0, 1],
        [0, 0],
      ],
    ],
  },
};

describe('deleting a corner', () => {
  it('removes only the chosen corner and keeps the ring closed', () => {
    const next = withoutVertex([field], { featureIndex: 0, positionIndexes: [0, 0] });
    expect(next?.[0]?.geometry.coordinates).toEqual([
      [
        [1, 0],
        [1, 1],
        [0, 1],
        [1, 0],
      ],
    ]);
    // The shape it was given is untouched (it is the undo history's).
    expect(field.geometry.coordinates[0]).toHaveLength(5);
  });

  it('refuses to leave an area of two corners or a line of one point', () => {
    const triangle = withoutVertex([field], { featureIndex: 0, positionIndexes: [0, 1] })!;
    expect(withoutVertex(triangle, { featureIndex: 0, positionIndexes: [0, 1] })).toBeNull();
    const line: DrawnFeature = {
      type: 'Feature',
      properties: {},
      geometry: {
        type: 'LineString',
        coordinates: [
          [0, 0],
          [1, 1],
        ],
      },
    };
    expect(withoutVertex([line], { featureIndex: 0, positionIndexes: [1] })).toBeNull();
  });

  it('has no corner to delete on a marker or outside the shapes', () => {
    const marker: DrawnFeature = {
      type: 'Feature',
      properties: {},
      geometry: { type: 'Point', coordinates: [0, 0] },
    };
    expect(withoutVertex([marker], { featureIndex: 0, positionIndexes: [] })).toBeNull();
    expect(withoutVertex([field], { featureIndex: 3, positionIndexes: [0, 0] })).toBeNull();
  });
});
