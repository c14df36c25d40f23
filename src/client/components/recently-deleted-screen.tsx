import { ArrowLeft, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { toast } from 'sonner';
import type { DeletedRecord } from '../../shared/schemas/history.ts';
import { appErrorMessageOf } from '../lib/api-error.ts';
import { formatDate } from '../lib/format-date.ts';
import { usePageTitle } from '../lib/use-page-title.ts';
import { AlertBanner } from './ui/alert-banner.tsx';
import { type Column, DataTable } from './ui/data-table.tsx';
import { EmptyState } from './ui/empty-state.tsx';
import { ErrorState } from './ui/error-state.tsx';
import { LoadingState } from './ui/loading-state.tsx';
import { PageHeader } from './ui/page-header.tsx';
import './ui/admin-ui.css';

const timeFormatter = new Intl.DateTimeFormat('id-ID', { dateStyle: 'medium', timeStyle: 'short' });

export interface RecentlyDeletedScreenProps {
  /** 'maps', 'categories'...: in the title and the way back. */
  things: string;
  backTo: string;
  list: { data?: { data: DeletedRecord[] }; isPending: boolean; isError: boolean };
  /** Brings one back; the page then refreshes what shows it. */
  restore: (id: number) => Promise<unknown>;
}

/**
 * "Recently deleted" of one resource (decision 0022): what was deleted in the last 30 days, who deleted it
 * and when, and "Restore" to bring it back as it was. Shown to holders of the resource's delete permission.
 */
export function RecentlyDeletedScreen({ things, backTo, list, restore }: RecentlyDeletedScreenProps) {
  const title = `Recently deleted ${things}`;
  usePageTitle(title);
  const [pending, setPending] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const bringBack = async (row: DeletedRecord) => {
    setPending(row.id);
    setFailure(null);
    try {
      await restore(row.id);
      toast.success(`"${row.name}" was restored.`);
    } catch (error) {
      setFailure(appErrorMessageOf(error) ?? `"${row.name}" could not be restored. Try again.`);
    } finally {
      setPending(null);
    }
  };

  const columns: Column<DeletedRecord>[] = [
    { header: 'Name', cell: (row) => <span className="data-table__name">{row.name}</span> },
    { header: 'Deleted by', cell: (row) => row.deleted_by },
    {
      header: 'Deleted at',
      cell: (row) => (
        <span className="data-table__muted">{timeFormatter.format(new Date(row.deleted_at))}</span>
      ),
    },
    {
      header: 'Restorable until',
      cell: (row) => <span className="data-table__muted">{formatDate(row.purge_after)}</span>,
    },
    {
      header: 'Actions',
      className: 'cell-actions',
      cell: (row) => (
        <button
          type="button"
          className="btn btn--secondary"
          disabled={pending !== null}
          aria-label={`Restore ${row.name}`}
          onClick={() => void bringBack(row)}
        >
          <RotateCcw size={16} aria-hidden="true" />
          {pending === row.id ? 'Restoring...' : 'Restore'}
        </button>
      ),
    },
  ];

  return (
    <div>
      <PageHeader
        title={title}
        subtitle={`Deleted ${things} can be restored for 30 days; after that they are removed for good.`}
        actions={
          <Link className="btn btn--secondary" to={backTo}>
            <ArrowLeft size={18} aria-hidden="true" />
            Back to the list
          </Link>
        }
      />
      {failure && <AlertBanner message={failure} onDismiss={() => setFailure(null)} />}
      <section className="card list-card" aria-label={title}>
        {list.isError ? (
          <ErrorState title={`Gagal memuat data ${things}.`} />
        ) : list.isPending ? (
          <LoadingState label="Loading..." />
        ) : list.data && list.data.data.length > 0 ? (
          <DataTable caption={title} columns={columns} rows={list.data.data} rowKey={(row) => row.id} />
        ) : (
          <EmptyState title={`No ${things} were deleted in the last 30 days`} searching={false} />
        )}
      </section>
    </div>
  );
}
