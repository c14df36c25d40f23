import type { Ref } from 'react';
import { m } from '../../../shared/i18n/generated/messages.js';
import { type DrawingMapHandle, LazyDrawingMap } from '../../map-editor/drawing-map-lazy.tsx';
import type { MapFormStateHandle } from './use-map-form-state.ts';

/**
 * The map form's drawing map: the tool follows the Type, the village boundary is the guide, and every
 * drawn shape goes through the same form state as the Raw Geometry text (spec sections 2 and 5).
 */
export function DrawingMapSlot({
  geometry,
  fitToShape,
  ref,
}: {
  geometry: MapFormStateHandle;
  fitToShape: boolean;
  ref?: Ref<DrawingMapHandle>;
}) {
  return (
    <LazyDrawingMap
      ref={ref}
      type={geometry.state.type}
      text={geometry.state.geometryText}
      onDrawn={geometry.drawn}
      boundaryGuide
      fitToShape={fitToShape}
      label={m.draw_map_label()}
    />
  );
}
