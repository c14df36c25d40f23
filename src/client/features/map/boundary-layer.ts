import { PolygonLayer } from '@deck.gl/layers';
import type { PetaGeometry, Position } from '../../../shared/geo/types.ts';

/** Spec section 9: the village boundary guide, blue #2563eb, weight 2, fill opacity 0.15. */
const BOUNDARY_COLOR: [number, number, number] = [37, 99, 235];

/**
 * The boundary as a layer, or null without one: an empty layer would still cost its two pipelines'
 * shaders on the way to the first picture (software WebGL compiles them for tens of milliseconds).
 */
export function boundaryLayer(boundary: PetaGeometry | null, id = 'village-boundary') {
  const polygons: Position[][][] =
    boundary?.type === 'Polygon'
      ? [boundary.coordinates]
      : boundary?.type === 'MultiPolygon'
        ? boundary.coordinates
        : [];
  if (polygons.length === 0) return null;
  return new PolygonLayer<Position[][]>({
    id,
    data: polygons,
    getPolygon: (rings) => rings,
    getFillColor: [...BOUNDARY_COLOR, Math.round(0.15 * 255)],
    getLineColor: [...BOUNDARY_COLOR, 255],
    lineWidthUnits: 'pixels',
    getLineWidth: 2,
    pickable: false,
  });
}
