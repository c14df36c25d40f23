import { m } from '../../../shared/i18n/generated/messages.js';
import { intlLocale } from '../../lib/format-date.ts';

/** How many of the maps are active, as a bar with its number (spec section 2: Maps Aktif). */
export function ActiveShareBar({ percentage }: { percentage: number }) {
  return (
    <div className="share-bar">
      <div
        className="share-bar__track"
        role="progressbar"
        aria-label={m.dash_active_share_label()}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percentage}
      >
        <div className="share-bar__fill" style={{ width: `${percentage}%` }} />
      </div>
      <span className="share-bar__text">
        {m.dash_active_share_text({ percent: percentage.toLocaleString(intlLocale()) })}
      </span>
    </div>
  );
}
