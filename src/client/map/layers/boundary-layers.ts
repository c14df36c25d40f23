import type { Layer } from '@deck.gl/core';
import type { PetaGeometry } from '../../../shared/geo/types.ts';
import { BOUNDARY_RGB, MAP_STYLE } from '../../../shared/map-style/map-style.ts';
import { guideLayers } from './guide-layers.ts';

/**
 * The boundary as the features' own flat layers (a fill, and its outline), or null without one: deck.gl's
 * polygon layer would cost software WebGL two more pipelines to compile (about 140 ms each) before the
 * first picture, and an empty one as much. Callers keep the result for as long as the boundary is the same
 * (PlacesMap does), so deck.gl is handed the same layers.
 */
export function boundaryLayers(boundary: PetaGeometry | null, id = 'village-boundary'): Layer[] | null {
  if (!boundary || (boundary.type !== 'Polygon' && boundary.type !== 'MultiPolygon')) return null;
  const { fillOpacity, widthPixels } = MAP_STYLE.boundary;
  return guideLayers([boundary], { color: BOUNDARY_RGB, fillOpacity, outlinePixels: widthPixels }, `${id}-`);
}
