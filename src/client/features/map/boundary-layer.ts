import { PolygonLayer } from '@deck.gl/layers';
import type { PetaGeometry, Position } from '../../../shared/geo/types.ts';

/** Spec section 9: the village boundary guide, blue #2563eb, weight 2, fill opacity 0.15. */
const BOUNDARY_COLOR: [number, number, number] = [37, 99, 235];

export function boundaryLayer(boundary: PetaGeometry | null, id = 'village-boundary') {
  const polygons: Position[][][] =
    boundary?.type === 'Polygon'
      ? [boundary.coordinates]
      : boundary?.type === 'MultiPolygon'
        ? boundary.coordinates
        : [];
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
