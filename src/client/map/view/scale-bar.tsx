import { m } from '../../../shared/i18n/generated/messages.js';
import { scaleBar } from './scale.ts';

/** The scale of the view at its centre: a bar of a round distance, with the distance written under it. */
export function ScaleBar({ latitude, zoom }: { latitude: number; zoom: number }) {
  const scale = scaleBar(latitude, zoom);
  return (
    <div
      className="map-view__scale"
      data-testid="scale-bar"
      role="img"
      aria-label={m.map_read_scale({ distance: scale.text })}
    >
      <span className="map-view__scale-bar" style={{ width: `${scale.px}px` }} aria-hidden="true" />
      <span className="map-view__scale-text" aria-hidden="true">
        {scale.text}
      </span>
    </div>
  );
}
