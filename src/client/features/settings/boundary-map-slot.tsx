import { MapPinned } from 'lucide-react';

/**
 * Where the boundary drawing map goes (a later issue): it will show the centre and zoom, offer Use Current
 * View, and write the drawn polygon into the boundary text beside it.
 */
export function BoundaryMapSlot() {
  return (
    <section className="placeholder-panel" aria-labelledby="boundary-map-title">
      <MapPinned size={32} aria-hidden="true" />
      <h2 className="placeholder-panel__title" id="boundary-map-title">
        The drawing map comes here
      </h2>
      <p className="placeholder-panel__text">
        Soon you can draw the village boundary and take the map's current view as the default. For now, paste
        the boundary polygon as GeoJSON below.
      </p>
    </section>
  );
}
