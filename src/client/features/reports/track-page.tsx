import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { m } from '../../../shared/i18n/generated/messages.js';
import { formatDateTime } from '../../lib/format-date.ts';
import { reportStatusWords } from '../../lib/report-status.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { fetchTracking, ReportRefused } from './report-api.ts';
import { myCodes } from './report-queue.ts';
import './reports.css';

/** `/lapor/:code`: a report's state and steps, for whoever holds its code (no account). */
export function TrackPage() {
  usePageTitle(m.report_track_title());
  const { code = '' } = useParams();
  const tracking = useQuery({
    queryKey: ['report-tracking', code],
    queryFn: () => fetchTracking(code),
    retry: (count, error) => !(error instanceof ReportRefused) && count < 2,
    // The reporter leaves it open while staff verify it.
    refetchInterval: 15_000,
  });
  const justSent = myCodes()[0] === tracking.data?.tracking_code;
  const report = tracking.data;

  return (
    <div className="report">
      <div className="report__head">
        <Link className="report__back" to="/">
          {m.report_back_to_map()}
        </Link>
        <h1>{justSent ? m.report_sent_title() : m.report_track_title()}</h1>
      </div>
      {tracking.isError && (
        <p className="report__error" role="alert">
          {m.report_track_not_found()}
        </p>
      )}
      {report && (
        <section className="report__status" data-testid="report-status">
          <p className="report__label">{m.report_code_label()}</p>
          <p className="report__code" data-testid="tracking-code">
            {report.tracking_code}
          </p>
          <p className="report__hint">{m.report_code_hint()}</p>
          <p className={`report__badge report__badge--${report.status}`} data-testid="report-state">
            {reportStatusWords(report.status)}
          </p>
          <p>
            <strong>{report.kind}</strong> · {m.report_sent_at({ at: formatDateTime(report.created_at) })}
          </p>
          <p className="report__description">{report.description}</p>
          {report.reason && <p>{m.report_reason({ reason: report.reason })}</p>}
          {report.duplicate_of_code && <p>{m.report_duplicate_of({ code: report.duplicate_of_code })}</p>}
          <h2>{m.report_history()}</h2>
          <ol className="report__steps">
            {report.events.map((event) => (
              <li key={`${event.at}-${event.status}`}>
                <strong>{reportStatusWords(event.status)}</strong> · {formatDateTime(event.at)}
                {event.reason && ` · ${event.reason}`}
              </li>
            ))}
          </ol>
        </section>
      )}
      <Link className="report__button" to="/lapor">
        {m.report_new()}
      </Link>
    </div>
  );
}
