import { m } from '../../../shared/i18n/generated/messages.js';

/** Two pressed-or-not buttons, the map or the satellite picture, shown only when both are configured. */
export function BasemapChoice({
  satellite,
  onChoose,
}: {
  satellite: boolean;
  onChoose: (satellite: boolean) => void;
}) {
  return (
    <fieldset className="map-view__basemaps" data-testid="basemap-choice">
      <legend className="sr-only">{m.map_read_basemap()}</legend>
      <button
        className="map-view__basemap-btn"
        type="button"
        aria-pressed={!satellite}
        onClick={() => onChoose(false)}
      >
        {m.map_read_basemap_map()}
      </button>
      <button
        className="map-view__basemap-btn"
        type="button"
        aria-pressed={satellite}
        onClick={() => onChoose(true)}
      >
        {m.map_read_basemap_satellite()}
      </button>
    </fieldset>
  );
}
