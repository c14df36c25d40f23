import type { Layer } from '@deck.gl/core';
import type { PetaGeometry } from '../../../shared/geo/types.ts';
import { buildFeatureBuffers } from '../buffers/feature-buffers.ts';
import { featureLayers } from './feature-layers.ts';

/** Spec section 9: the village boundary guide, blue #2563eb, weight 2, fill opacity 0.15. */
const BOUNDARY_COLOR: [number, number, number] = [37, 99, 235];
const BOUNDARY_FILL_ALPHA = Math.round(0.15 * 255);

const made = new WeakMap<PetaGeometry, Map<string, Layer[] | null>>();

/**
 * The boundary as the features' own flat layers (a fill, and its outline 2 pixels wide), or null without
 * one: deck.gl's polygon layer would cost software WebGL two more pipelines to compile (about 140 ms
 * each) before the first picture, and an empty one as much. Made once per boundary and id, so a page
 * that renders often (the drawing map) hands deck.gl the same layers.
 */
export function boundaryLayers(boundary: PetaGeometry | null, id = 'village-boundary'): Layer[] | null {
  if (!boundary) return null;
  const byId = made.get(boundary) ?? new Map<string, Layer[] | null>();
  made.set(boundary, byId);
  if (!byId.has(id)) byId.set(id, makeBoundaryLayers(boundary, id));
  return byId.get(id)!;
}

function makeBoundaryLayers(boundary: PetaGeometry, id: string): Layer[] | null {
  if (boundary.type !== 'Polygon' && boundary.type !== 'MultiPolygon') return null;
  const buffers = buildFeatureBuffers([{ geometry: boundary, color: BOUNDARY_COLOR }]);
  if (buffers.polygons.length === 0) return null;
  const { colors } = buffers.polygons;
  for (let alpha = 3; alpha < colors.length; alpha += 4) colors[alpha] = BOUNDARY_FILL_ALPHA;
  return featureLayers(buffers, {
    shown: new Uint8Array([1]),
    pickable: false,
    idPrefix: `${id}-`,
  });
}
