import { ArrowLeft, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { toast } from 'sonner';
import { m } from '../../shared/i18n/generated/messages.js';
import type { DeletedRecord } from '../../shared/schemas/history.ts';
import { appErrorMessageOf } from '../lib/api-error.ts';
import { formatDate, formatDateTime } from '../lib/format-date.ts';
import { listRoute, type RecordScreens } from '../lib/record-screens.ts';
import { thingsName } from '../lib/thing-names.ts';
import { trpc } from '../lib/trpc.ts';
import { usePageTitle } from '../lib/use-page-title.ts';
import { AlertBanner } from './ui/alert-banner.tsx';
import { type Column, DataTable } from './ui/data-table.tsx';
import { EmptyState } from './ui/empty-state.tsx';
import { ErrorState } from './ui/error-state.tsx';
import { LoadingState } from './ui/loading-state.tsx';
import { PageHeader } from './ui/page-header.tsx';
import './ui/admin-ui.css';

/**
 * "Recently deleted" of one resource (decision 0022): what was deleted in the last 30 days, who deleted it
 * and when, and "Restore" to bring it back as it was. Shown to holders of the resource's delete permission.
 * The one screen of every resource, fed by its statement (decision 0047).
 */
export function RecentlyDeletedScreen({ screens }: { screens: RecordScreens }) {
  const { name, thing } = screens;
  const list = trpc[name].deleted.useQuery();
  const undelete = trpc[name].undelete.useMutation();
  const refresh = screens.useRefresh();
  const things = thingsName(thing);
  const title = m.deleted_title({ things });
  usePageTitle(title);
  const [pending, setPending] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const bringBack = async (row: DeletedRecord) => {
    setPending(row.id);
    setFailure(null);
    try {
      await undelete.mutateAsync({ id: row.id });
      await refresh();
      toast.success(m.deleted_restored({ name: row.name }));
    } catch (error) {
      setFailure(appErrorMessageOf(error) ?? m.deleted_restore_failed({ name: row.name }));
    } finally {
      setPending(null);
    }
  };

  const columns: Column<DeletedRecord>[] = [
    { header: m.col_name(), cell: (row) => <span className="data-table__name">{row.name}</span> },
    { header: m.col_deleted_by(), cell: (row) => row.deleted_by },
    {
      header: m.col_deleted_at(),
      cell: (row) => <span className="data-table__muted">{formatDateTime(row.deleted_at)}</span>,
    },
    {
      header: m.col_restorable_until(),
      cell: (row) => <span className="data-table__muted">{formatDate(row.purge_after)}</span>,
    },
    {
      header: m.col_actions(),
      className: 'cell-actions',
      cell: (row) => (
        <button
          type="button"
          className="btn btn--secondary"
          disabled={pending !== null}
          aria-label={m.restore_named({ name: row.name })}
          onClick={() => void bringBack(row)}
        >
          <RotateCcw size={16} aria-hidden="true" />
          {pending === row.id ? m.restoring() : m.restore()}
        </button>
      ),
    },
  ];

  return (
    <div>
      <PageHeader
        title={title}
        subtitle={m.deleted_subtitle({ things })}
        actions={
          <Link className="btn btn--secondary" to={listRoute(name)}>
            <ArrowLeft size={18} aria-hidden="true" />
            {m.back_to_list()}
          </Link>
        }
      />
      {failure && <AlertBanner message={failure} onDismiss={() => setFailure(null)} />}
      <section className="card list-card" aria-label={title}>
        {list.isError ? (
          <ErrorState title={m.load_failed_thing({ thing: things })} />
        ) : list.isPending ? (
          <LoadingState label={m.loading_plain()} />
        ) : list.data && list.data.data.length > 0 ? (
          <DataTable caption={title} columns={columns} rows={list.data.data} rowKey={(row) => row.id} />
        ) : (
          <EmptyState title={m.deleted_empty({ things })} searching={false} />
        )}
      </section>
    </div>
  );
}
