import type { Ref } from 'react';
import { m } from '../../../shared/i18n/generated/messages.js';
import { type DrawingMapHandle, LazyDrawingMap } from '../../map-editor/drawing-map-lazy.tsx';
import type { MapFormStateHandle } from './use-map-form-state.ts';

/**
 * The map form's drawing map: the tool follows the Type, the village boundary is the guide, the village's
 * other places are drawn faintly to line up with, and every drawn shape goes through the same form state
 * as the Raw Geometry text (spec sections 2 and 5). A new place also gets the type tools on the map: they
 * set the same Type as the form's field (which edit does not have, spec section 2).
 */
export function DrawingMapSlot({
  geometry,
  recordId,
  ref,
}: {
  geometry: MapFormStateHandle;
  /** The place being edited (its stored shape is the one drawn, not a neighbour); none for a new place. */
  recordId?: number;
  ref?: Ref<DrawingMapHandle>;
}) {
  const editing = recordId !== undefined;
  return (
    <LazyDrawingMap
      ref={ref}
      type={geometry.state.type}
      text={geometry.state.geometryText}
      onDrawn={geometry.drawn}
      onTypeChange={editing ? undefined : geometry.setType}
      boundaryGuide
      context={{ except: recordId }}
      fitToShape={editing}
      label={m.draw_map_label()}
    />
  );
}
