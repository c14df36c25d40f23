import { m } from '../../shared/i18n/generated/messages.js';
import { formatDateTime } from '../lib/format-date.ts';
import { reportStatusWords } from '../lib/report-status.ts';
import { sitePath } from '../lib/site-path.ts';
import { trpc } from '../lib/trpc.ts';

/**
 * A resident's "Data salah" report beside the form of the place it corrects (issue 36): what the resident
 * wrote and photographed, on one side, the place as staff edit it on the other, as the conflict screen
 * sets two versions side by side. Nothing of it goes into the place by itself; staff copy what is right.
 */
export function ReportBeside({ id }: { id: number }) {
  const report = trpc.reports.get.useQuery({ id });
  if (!report.data) return null;
  const { data } = report;
  return (
    <aside className="report-beside" aria-labelledby="report-beside-title" data-testid="report-beside">
      <h2 id="report-beside-title" className="report-beside__title">
        {m.report_beside_title({ id: data.id, kind: data.kind })}
      </h2>
      <p className="data-table__sub">
        {reportStatusWords(data.status)} · {formatDateTime(data.created_at)}
      </p>
      <p className="report-beside__text">{data.description}</p>
      {data.photos.length > 0 && (
        <div className="report-beside__photos">
          {data.photos.map((name, index) => (
            <a key={name} href={sitePath(`/uploads/reports/${name}`)} target="_blank" rel="noopener">
              <img src={sitePath(`/uploads/reports/${name}`)} alt={m.reports_photo_alt({ n: index + 1 })} />
            </a>
          ))}
        </div>
      )}
      <p className="field__hint">{m.report_beside_hint()}</p>
    </aside>
  );
}
