import { X } from 'lucide-react';
import { m } from '../../../shared/i18n/generated/messages.js';

/**
 * A quiet note over the map (not an error page): a linked place that does not exist, or an open place
 * that was removed meanwhile (decision 0032). Read out politely; the map stays usable beneath it.
 */
export function MapNote({ text, onDismiss }: { text: string; onDismiss: () => void }) {
  return (
    <div className="pm-note" role="status" data-testid="map-note">
      <span>{text}</span>
      <button
        className="pm-note__close"
        type="button"
        aria-label={m.map_fresh_note_close()}
        onClick={onDismiss}
      >
        <X size={16} aria-hidden="true" />
      </button>
    </div>
  );
}
