import { keepPreviousData } from '@tanstack/react-query';
import { type FormEvent, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { m } from '../../../shared/i18n/generated/messages.js';
import {
  type AdminReport,
  PRIVACY_RANK,
  PUBLIC_STATUSES,
  REPORT_EDGES,
  REPORT_PRIVACIES,
  REPORT_STATUSES,
  type ReportListInput,
  type ReportPrivacy,
} from '../../../shared/schemas/reports.ts';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { errorMessageOf } from '../../lib/api-error.ts';
import { formatDateTime } from '../../lib/format-date.ts';
import { mayCall } from '../../lib/may-call.ts';
import { reportStatusWords } from '../../lib/report-status.ts';
import { useSession } from '../../lib/session.ts';
import { trpc } from '../../lib/trpc.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import type { Place, Rgb } from '../../map/place.ts';
import { PlacesMap } from '../../map/places-map.tsx';
import { CorrectedPlaceChooser } from './corrected-place-chooser.tsx';
import { PhotoBlur } from './photo-blur.tsx';
import { ReportDueDays } from './report-due-days.tsx';
import './reports-admin.css';
import { sitePath } from '../../lib/site-path.ts';

const STATUS_COLOR: Record<AdminReport['status'], Rgb> = {
  baru: [217, 119, 6],
  diverifikasi: [21, 128, 61],
  ditindaklanjuti: [2, 132, 199],
  selesai: [100, 116, 139],
  ditolak: [220, 38, 38],
  duplikat: [220, 38, 38],
};

const PRIVACY_LABEL: Record<ReportPrivacy, () => string> = {
  publik: m.report_privacy_publik,
  anonim: m.report_privacy_anonim,
  rahasia: m.report_privacy_rahasia,
};

/** `/admin/reports`: the reports on a map and in a table, filtered by state, kind and age (issue 36). */
export function ReportsAdminPage() {
  usePageTitle(m.reports_admin_title());
  const { permissions } = useSession();
  const [filters, setFilters] = useState<Partial<ReportListInput>>({ page: 1 });
  const [draft, setDraft] = useState<{ status: string; kind: string; age: string; overdue: boolean }>({
    status: '',
    kind: '',
    age: '',
    overdue: false,
  });
  const [searchParams] = useSearchParams();
  // `?open=12`: the activity screen's link to a report's change.
  const [openId, setOpenId] = useState<number | null>(() => Number(searchParams.get('open')) || null);
  const kinds = trpc.reports.kinds.useQuery();
  const list = trpc.reports.list.useQuery({ page: 1, ...filters } as ReportListInput, {
    placeholderData: keepPreviousData,
  });
  const settings = trpc.public.settings.useQuery(undefined, { staleTime: 60_000 });
  const rows = list.data?.data ?? [];
  const places = useMemo(
    (): Place[] =>
      rows.map((row) => ({
        geometry: { type: 'Point', coordinates: [row.longitude, row.latitude] },
        color: STATUS_COLOR[row.status],
        name: row.tracking_code,
      })),
    [rows],
  );

  const apply = (event: FormEvent) => {
    event.preventDefault();
    setFilters({
      page: 1,
      ...(draft.status ? { status: draft.status as AdminReport['status'] } : {}),
      ...(draft.kind ? { kind_id: Number(draft.kind) } : {}),
      ...(draft.age ? { older_than_days: Number(draft.age) } : {}),
      ...(draft.overdue ? { overdue: true } : {}),
    });
  };

  return (
    <div className="page reports-admin">
      <PageHeader title={m.reports_admin_title()} />
      <form className="reports-admin__filters" onSubmit={apply}>
        <label>
          {m.reports_filter_status()}
          <select
            value={draft.status}
            onChange={(event) => setDraft({ ...draft, status: event.target.value })}
          >
            <option value="">{m.reports_filter_all()}</option>
            {REPORT_STATUSES.map((status) => (
              <option key={status} value={status}>
                {reportStatusWords(status)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {m.reports_filter_kind()}
          <select value={draft.kind} onChange={(event) => setDraft({ ...draft, kind: event.target.value })}>
            <option value="">{m.reports_filter_all()}</option>
            {(kinds.data ?? []).map((kind) => (
              <option key={kind.id} value={kind.id}>
                {kind.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          {m.reports_filter_age()}
          <input
            type="number"
            min={0}
            value={draft.age}
            onChange={(event) => setDraft({ ...draft, age: event.target.value })}
          />
        </label>
        <label className="reports-admin__check">
          <input
            type="checkbox"
            checked={draft.overdue}
            onChange={(event) => setDraft({ ...draft, overdue: event.target.checked })}
          />
          {m.reports_filter_overdue()}
        </label>
        <button className="btn btn--primary" type="submit">
          {m.reports_filter_apply()}
        </button>
      </form>

      <div className="reports-admin__body">
        <div className="reports-admin__map">
          {settings.isSuccess || settings.isError ? (
            <PlacesMap
              label={m.reports_map_label()}
              places={places}
              settings={settings.data}
              boundaryId="reports"
              initialFit="shown"
              onPick={(pick) => pick && setOpenId(rows[pick.index]?.id ?? null)}
            />
          ) : null}
        </div>
        <div className="reports-admin__table">
          {list.isError ? (
            <ErrorState title={errorMessageOf(list.error)} />
          ) : !list.data ? (
            <LoadingState label={m.loading()} />
          ) : rows.length === 0 ? (
            <p>{m.reports_empty()}</p>
          ) : (
            <table className="table">
              <thead>
                <tr>
                  <th>{m.reports_col_code()}</th>
                  <th>{m.reports_col_kind()}</th>
                  <th>{m.reports_col_status()}</th>
                  <th>{m.reports_col_privacy()}</th>
                  <th>{m.reports_col_received()}</th>
                  <th>{m.reports_col_due()}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.id} className={row.id === openId ? 'is-selected' : undefined}>
                    <td>
                      <button className="link-button" type="button" onClick={() => setOpenId(row.id)}>
                        {row.tracking_code}
                      </button>
                    </td>
                    <td>{row.kind}</td>
                    <td>{reportStatusWords(row.status)}</td>
                    <td>{PRIVACY_LABEL[row.privacy]()}</td>
                    <td>{formatDateTime(row.created_at)}</td>
                    <td>
                      {formatDateTime(row.due_at)}
                      {row.overdue && (
                        <strong className="reports-admin__overdue"> {m.reports_overdue()}</strong>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </div>
      </div>
      {openId !== null && <ReportPanel id={openId} onClose={() => setOpenId(null)} />}
      {kinds.data && mayCall(permissions, 'reports.updateKind') && <ReportDueDays kinds={kinds.data} />}
    </div>
  );
}

function ReportPanel({ id, onClose }: { id: number; onClose: () => void }) {
  const utils = trpc.useUtils();
  const { permissions } = useSession();
  const mayModerate = mayCall(permissions, 'reports.update');
  const detail = trpc.reports.get.useQuery({ id });
  const [reason, setReason] = useState('');
  const [duplicateOf, setDuplicateOf] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const refresh = async () => {
    await Promise.all([utils.reports.list.invalidate(), utils.reports.get.invalidate({ id })]);
  };
  const done = {
    onSuccess: async () => {
      setMessage(m.reports_saved());
      await refresh();
    },
    onError: (error: unknown) => setMessage(errorMessageOf(error)),
  };
  const update = trpc.reports.update.useMutation(done);
  const blur = trpc.reports.blur.useMutation(done);
  const makePlace = trpc.reports.makePlace.useMutation(done);
  const report = detail.data;
  if (!report) return detail.isError ? <ErrorState title={errorMessageOf(detail.error)} /> : null;

  const change = (fields: Record<string, unknown>) =>
    update.mutate({
      id,
      version: report.version,
      ...(reason ? { reason } : {}),
      ...(duplicateOf ? { duplicate_of: Number(duplicateOf) } : {}),
      ...fields,
    } as Parameters<typeof update.mutate>[0]);

  return (
    <section
      className="reports-admin__panel"
      aria-label={m.reports_number({ id: report.id })}
      data-testid="report-panel"
    >
      <header>
        <h2>
          {m.reports_number({ id: report.id })} · {report.tracking_code}
        </h2>
        <button className="btn btn--secondary" type="button" onClick={onClose}>
          {m.reports_close()}
        </button>
      </header>
      <p>
        <strong>{report.kind}</strong> · {reportStatusWords(report.status)} ·{' '}
        {PRIVACY_LABEL[report.privacy]()}
      </p>
      <p className="reports-admin__description">{report.description}</p>
      <p>
        {m.reports_reporter()}:{' '}
        {[report.reporter_name, report.reporter_phone].filter(Boolean).join(' · ') ||
          m.reports_reporter_none()}
      </p>
      {report.reason && <p>{m.report_reason({ reason: report.reason })}</p>}

      <div className="reports-admin__photos">
        {report.photos.map((name, index) => (
          <PhotoBlur
            key={name}
            src={sitePath(`/uploads/reports/${name}`)}
            alt={m.reports_photo_alt({ n: index + 1 })}
            busy={blur.isPending || !mayModerate}
            onBlur={(rect) => blur.mutate({ id, photo: index, ...rect })}
          />
        ))}
      </div>

      {mayModerate && (
        <div className="reports-admin__actions">
          <label>
            {m.reports_reason_label()}
            <input value={reason} onChange={(event) => setReason(event.target.value)} />
          </label>
          <label>
            {m.reports_duplicate_label()}
            <input
              inputMode="numeric"
              value={duplicateOf}
              onChange={(event) => setDuplicateOf(event.target.value)}
            />
          </label>
          <div className="reports-admin__buttons">
            {REPORT_EDGES[report.status].map((status) => (
              <button
                key={status}
                className="btn btn--primary"
                type="button"
                disabled={update.isPending}
                onClick={() => change({ status })}
              >
                {m.reports_move_to({ status: reportStatusWords(status) })}
              </button>
            ))}
          </div>
          <label>
            {m.reports_privacy_label()}
            <select
              value={report.privacy}
              onChange={(event) => change({ privacy: event.target.value })}
              disabled={update.isPending}
            >
              {REPORT_PRIVACIES.filter((value) => PRIVACY_RANK[value] >= PRIVACY_RANK[report.privacy]).map(
                (value) => (
                  <option key={value} value={value}>
                    {PRIVACY_LABEL[value]()}
                  </option>
                ),
              )}
            </select>
          </label>
          <label className="reports-admin__check">
            <input
              type="checkbox"
              checked={report.photos_public}
              disabled={update.isPending}
              onChange={(event) => change({ photos_public: event.target.checked })}
            />
            {m.reports_photos_public()}
          </label>
          {report.place_id ? (
            <Link
              className="btn btn--secondary"
              to={
                report.corrects_place
                  ? `/admin/maps/edit/${report.place_id}?report=${report.id}`
                  : `/admin/maps/edit/${report.place_id}`
              }
            >
              {report.corrects_place ? m.reports_compare_place() : m.reports_open_place()}
            </Link>
          ) : report.makes_place && PUBLIC_STATUSES.includes(report.status) ? (
            <button
              className="btn btn--secondary"
              type="button"
              disabled={makePlace.isPending}
              onClick={() => makePlace.mutate({ id })}
            >
              {m.reports_make_place()}
            </button>
          ) : (
            report.corrects_place &&
            PUBLIC_STATUSES.includes(report.status) && (
              <CorrectedPlaceChooser reportId={report.id} places={report.nearby_places} />
            )
          )}
        </div>
      )}
      {message && (
        <p role="status" className="reports-admin__message">
          {message}
        </p>
      )}
      <h3>{m.report_history()}</h3>
      <ol>
        {report.events.map((event) => (
          <li key={`${event.at}-${event.status}-${event.privacy}`}>
            {reportStatusWords(event.status)} · {PRIVACY_LABEL[event.privacy]()} · {formatDateTime(event.at)}
            {event.actor && ` · ${event.actor}`}
            {event.reason && ` · ${event.reason}`}
          </li>
        ))}
      </ol>
    </section>
  );
}
