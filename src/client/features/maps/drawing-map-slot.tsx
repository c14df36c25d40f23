import { MapPinned } from 'lucide-react';
import type { MapType } from './map-form-state.ts';

/**
 * Where the drawing map goes (a later issue): it will take the form state from `useMapFormState`, show the
 * village boundary as a guide and report drawn shapes through `drawn()`. Until then the GeoJSON text beside
 * it is the way to give a geometry.
 */
export function DrawingMapSlot({ type }: { type: MapType }) {
  const tool = type === 'Point' ? 'a marker' : type === 'LineString' ? 'a line' : 'a polygon';
  return (
    <section className="placeholder-panel" aria-labelledby="drawing-map-title">
      <MapPinned size={32} aria-hidden="true" />
      <h2 className="placeholder-panel__title" id="drawing-map-title">
        The drawing map comes here
      </h2>
      <p className="placeholder-panel__text">
        Soon you can draw {tool} for this {type} on the village map. For now, paste the shape as GeoJSON into
        Raw Geometry below.
      </p>
    </section>
  );
}
