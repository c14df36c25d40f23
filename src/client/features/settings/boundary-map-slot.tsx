import type { Ref } from 'react';
import { formatArea } from '../../../shared/geo/area.ts';
import { areaSquareMetres } from '../../../shared/geo/measure.ts';
import { polygonSelfIntersects } from '../../../shared/geo/self-intersection.ts';
import { m } from '../../../shared/i18n/generated/messages.js';
import { currentMode } from '../../lib/current-mode.ts';
import { intlLocale } from '../../lib/format-date.ts';
import { geometryOfText } from '../../map-editor/draw-rules.ts';
import {
  type DrawingMapHandle,
  LazyDrawingMap,
  type WebMapView,
} from '../../map-editor/drawing-map-lazy.tsx';

/**
 * The settings' boundary map (spec section 5): one polygon, refused when it crosses itself, with its area.
 * It starts on the centre and zoom in the form, which 'Use Current View' takes back from it.
 */
export function BoundaryMapSlot({
  text,
  onDrawn,
  initialView,
  ref,
}: {
  text: string;
  onDrawn: (text: string) => void;
  initialView: WebMapView;
  ref?: Ref<DrawingMapHandle>;
}) {
  const geometry = geometryOfText(text);
  const polygon = geometry?.type === 'Polygon' ? geometry : null;
  // The spec's texts keep the area as it was first written ('12,345 m²'); the other modes write their own.
  const areaLocale = currentMode() === 'standar' ? undefined : intlLocale();
  return (
    <div className="boundary-map">
      <LazyDrawingMap
        ref={ref}
        type="Polygon"
        text={text}
        onDrawn={(drawn) => onDrawn(drawn ? JSON.stringify(drawn) : '')}
        refuseSelfIntersection
        // Its area is said once, below, in the spec's words.
        measures={false}
        initialView={initialView}
        label={m.settings_boundary_map_label()}
      />
      {polygon &&
        (polygonSelfIntersects(polygon) ? (
          <p className="field__error" role="alert">
            {m.settings_boundary_crosses()}
          </p>
        ) : (
          <p className="boundary-map__area" data-testid="boundary-area">
            {m.settings_boundary_area({ area: formatArea(areaSquareMetres(polygon), areaLocale) })}
          </p>
        ))}
    </div>
  );
}
