import { describe, expect, it } from 'vitest';
import type { PetaGeometry } from '../../../shared/geo/types.ts';
import { boundaryLayers } from './boundary-layers.ts';
import type { FlatData } from './flat-layer.ts';

const boundary: PetaGeometry = {
  type: 'Polygon',
  coordinates: [
    [
      [110, -7],
      [110.02, -7],
      [110.02, -6.98],
      [110, -6.98],
      [110, -7],
    ],
  ],
};

describe('boundaryLayers', () => {
  it('draws the boundary as a fill at opacity 0.15 under a blue outline, neither pickable', () => {
    const layers = boundaryLayers(boundary)!;
    expect(layers.map((layer) => layer.id)).toEqual([
      'village-boundary-polygons-0',
      'village-boundary-outlines-0',
    ]);
    const [fill, outline] = layers.map((layer) => layer.props.data as FlatData);
    expect([...fill!.attributes.colors.subarray(0, 4)]).toEqual([37, 99, 235, 38]);
    expect([...outline!.attributes.colors.subarray(0, 4)]).toEqual([37, 99, 235, 255]);
    expect(fill!.triangles).toHaveLength(6);
    expect(layers.every((layer) => !layer.props.pickable)).toBe(true);
  });

  it('names its layers after the id it is given, so two maps of one page keep theirs apart', () => {
    expect(boundaryLayers(boundary, 'boundary-guide')![0]!.id).toBe('boundary-guide-polygons-0');
  });

  it('makes no layer without a boundary, or for a geometry that is not an area', () => {
    expect(boundaryLayers(null)).toBeNull();
    expect(boundaryLayers({ type: 'Point', coordinates: [110, -7] })).toBeNull();
  });
});
