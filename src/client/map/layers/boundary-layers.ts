import type { Layer } from '@deck.gl/core';
import type { PetaGeometry } from '../../../shared/geo/types.ts';
import { buildFeatureBuffers } from '../buffers/feature-buffers.ts';
import { FeatureLayers } from './feature-layers.ts';

/** Spec section 9: the village boundary guide, blue #2563eb, weight 2, fill opacity 0.15. */
const BOUNDARY_COLOR: [number, number, number] = [37, 99, 235];
const BOUNDARY_FILL_ALPHA = Math.round(0.15 * 255);

/**
 * The boundary as the features' own flat layers (a fill, and its outline 2 pixels wide), or null without
 * one: deck.gl's polygon layer would cost software WebGL two more pipelines to compile (about 140 ms
 * each) before the first picture, and an empty one as much. Callers keep the result for as long as the
 * boundary is the same (PlacesMap does), so deck.gl is handed the same layers.
 */
export function boundaryLayers(boundary: PetaGeometry | null, id = 'village-boundary'): Layer[] | null {
  if (!boundary || (boundary.type !== 'Polygon' && boundary.type !== 'MultiPolygon')) return null;
  const buffers = buildFeatureBuffers([{ geometry: boundary, color: BOUNDARY_COLOR }]);
  if (buffers.polygons.length === 0) return null;
  const { colors } = buffers.polygons;
  for (let alpha = 3; alpha < colors.length; alpha += 4) colors[alpha] = BOUNDARY_FILL_ALPHA;
  return new FeatureLayers(buffers, { pickable: false, idPrefix: `${id}-` }).layers(new Uint8Array([1]));
}
