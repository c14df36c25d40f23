import { Download, ExternalLink } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { m } from '../../../shared/i18n/generated/messages.js';
import type { VillageSummary } from '../../../shared/schemas/regency.ts';
import { villageHome } from '../../../shared/village-path.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { type Column, DataTable } from '../../components/ui/data-table.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { downloadWithToken } from '../../lib/download-with-token.ts';
import { formatDateTime } from '../../lib/format-date.ts';
import { mayCall } from '../../lib/may-call.ts';
import { useSession } from '../../lib/session.ts';
import { trpc } from '../../lib/trpc.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { SharedCategories } from './shared-categories.tsx';
import { VillageAddForm } from './village-add-form.tsx';
import { VillageStatus } from './village-status.tsx';
import './regency.css';

const GAP_LABEL: Record<VillageSummary['missing'][number], () => string> = {
  boundary: m.regency_missing_boundary,
  places: m.regency_missing_places,
};

/** The dashboard as a CSV file (it needs the bearer token). */
async function downloadCsv(kecamatan: string) {
  const query = kecamatan ? `?${new URLSearchParams({ kecamatan })}` : '';
  try {
    await downloadWithToken(`/api/regency/dashboard/export${query}`, 'desa-kabupaten.csv');
  } catch {
    toast.error(m.regency_csv_failed());
  }
}

/**
 * `/admin/regency`: every village of the deployment with its places, last change, active staff and what it
 * lacks, by kecamatan, as CSV too (regency staff); the regency admin adds villages here (decision 0055).
 */
export function RegencyPage() {
  usePageTitle(m.regency_title());
  const { permissions } = useSession();
  const [kecamatan, setKecamatan] = useState('');
  const all = trpc.regency.dashboard.useQuery({});
  const utils = trpc.useUtils();
  const rows = (all.data ?? []).filter((row) => !kecamatan || row.kecamatan === kecamatan);
  const kecamatans = [...new Set((all.data ?? []).map((row) => row.kecamatan).filter(Boolean))].sort();

  const columns: Column<VillageSummary>[] = [
    {
      header: m.regency_col_village(),
      cell: (row) => (
        <a className="regency__village" href={villageHome(row.slug)} target="_blank" rel="noopener">
          <strong>{row.name}</strong>
          <span className="data-table__muted">
            {villageHome(row.slug)} <ExternalLink size={14} aria-hidden="true" />
          </span>
        </a>
      ),
    },
    { header: m.regency_col_kecamatan(), cell: (row) => row.kecamatan || '—' },
    { header: m.regency_col_places(), cell: (row) => row.places.toLocaleString() },
    {
      header: m.regency_col_last_edit(),
      cell: (row) => (
        <span className="data-table__muted">
          {row.last_edit ? formatDateTime(row.last_edit) : m.regency_never()}
        </span>
      ),
    },
    { header: m.regency_col_staff(), cell: (row) => row.staff_active_30d.toLocaleString() },
    {
      header: m.regency_col_missing(),
      cell: (row) =>
        row.missing.length === 0 ? (
          <Badge tone="green">{m.regency_complete()}</Badge>
        ) : (
          <span className="regency__gaps">
            {row.missing.map((gap) => (
              <Badge key={gap} tone="gray">
                {GAP_LABEL[gap]()}
              </Badge>
            ))}
          </span>
        ),
    },
    {
      header: m.regency_col_status(),
      cell: (row) => <VillageStatus row={row} onChanged={() => void utils.regency.dashboard.invalidate()} />,
    },
  ];

  return (
    <div className="regency">
      <PageHeader
        title={m.regency_title()}
        subtitle={m.regency_subtitle()}
        actions={
          <>
            <a className="btn btn--secondary" href="/kabupaten" target="_blank" rel="noopener">
              <ExternalLink size={18} aria-hidden="true" />
              {m.regency_public_link()}
            </a>
            <button className="btn btn--secondary" type="button" onClick={() => void downloadCsv(kecamatan)}>
              <Download size={18} aria-hidden="true" />
              {m.regency_download_csv()}
            </button>
          </>
        }
      />
      <div className="card regency__filters">
        <label className="field__label" htmlFor="regency-kecamatan">
          {m.regency_filter_kecamatan()}
        </label>
        <select
          id="regency-kecamatan"
          className="input"
          value={kecamatan}
          onChange={(event) => setKecamatan(event.target.value)}
        >
          <option value="">{m.regency_filter_all()}</option>
          {kecamatans.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </div>
      <div className="card regency__list">
        {all.isPending ? (
          <LoadingState />
        ) : all.isError ? (
          <ErrorState title={m.list_failed()} hint={m.list_failed_hint()}>
            <button className="btn btn--secondary" type="button" onClick={() => void all.refetch()}>
              {m.list_try_again()}
            </button>
          </ErrorState>
        ) : rows.length === 0 ? (
          <EmptyState title={m.regency_empty()} searching={Boolean(kecamatan)} />
        ) : (
          <div className="regency__scroll">
            <DataTable caption={m.regency_title()} columns={columns} rows={rows} rowKey={(row) => row.id} />
          </div>
        )}
      </div>
      {mayCall(permissions, 'regency.addVillage') && (
        <VillageAddForm onAdded={() => void utils.regency.dashboard.invalidate()} />
      )}
      <SharedCategories />
    </div>
  );
}
