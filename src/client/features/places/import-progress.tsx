import { m } from '../../../shared/i18n/generated/messages.js';
import { type UploadEvent, uploadPercent } from '../../lib/upload-progress.ts';

/**
 * How far an import's upload is: a percentage while the file travels, then an open-ended bar while the
 * server reads it (it cannot say how far along it is).
 */
export function ImportProgress({ event, working }: { event: UploadEvent; working: string }) {
  const percent = event.phase === 'uploading' ? uploadPercent(event.loaded, event.total) : null;
  const text =
    event.phase === 'uploading'
      ? percent === null
        ? m.import_uploading()
        : m.import_uploading_percent({ percent })
      : working;
  return (
    <div className="import-progress" role="status">
      <progress
        className="import-progress__bar"
        max={100}
        // No value: an indeterminate bar.
        value={percent ?? undefined}
        aria-label={event.phase === 'uploading' ? m.import_upload_label() : working}
      />
      <span className="import-progress__text">{text.trim()}</span>
    </div>
  );
}
