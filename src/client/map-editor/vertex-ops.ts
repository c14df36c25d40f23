/**
 * Deleting one corner, the editor's explicit action (issue 32: a click used to delete it). The library's
 * own collection keeps a ring closed when its first corner goes and refuses to leave a line of one point or
 * an area of two corners; that refusal becomes null here, for the editor to explain. Pure.
 */
import { ImmutableFeatureCollection } from '@deck.gl-community/editable-layers';
import type { DrawnFeature } from './draw-rules.ts';
import type { VertexRef } from './editor-modes.ts';

export function withoutVertex(shapes: readonly DrawnFeature[], vertex: VertexRef): DrawnFeature[] | null {
  const shape = shapes[vertex.featureIndex];
  if (!shape || shape.geometry.type === 'Point') return null;
  try {
    const next = new ImmutableFeatureCollection({ type: 'FeatureCollection', features: [...shapes] } as never)
      .removePosition(vertex.featureIndex, vertex.positionIndexes)
      .getObject() as unknown as { features: DrawnFeature[] };
    return next.features;
  } catch {
    return null;
  }
}
