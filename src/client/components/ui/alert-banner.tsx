import { TriangleAlert, X } from 'lucide-react';
import './admin-ui.css';
import { m } from '../../../shared/i18n/generated/messages.js';

/** A failure the user should read (a refused delete), announced at once and closed by hand. */
export function AlertBanner({ message, onDismiss }: { message: string; onDismiss: () => void }) {
  return (
    <div className="alert alert--error alert-banner" role="alert">
      <TriangleAlert size={18} aria-hidden="true" />
      <p className="alert-banner__text">{message}</p>
      <button
        className="alert-banner__close"
        type="button"
        onClick={onDismiss}
        aria-label={m.dismiss_message()}
      >
        <X size={16} aria-hidden="true" />
      </button>
    </div>
  );
}
