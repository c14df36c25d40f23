import { m } from '../../../shared/i18n/generated/messages.js';

/** A centred spinner with a text that screen readers announce. */
export function LoadingState({ label = m.list_loading() }: { label?: string }) {
  return (
    <div className="state-block" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <p className="state-block__text">{label}</p>
    </div>
  );
}
