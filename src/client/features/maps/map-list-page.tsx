import { keepPreviousData } from '@tanstack/react-query';
import { MapPinPlus } from 'lucide-react';
import { Link } from 'react-router-dom';
import { toast } from 'sonner';
import { hasAnyPermission } from '../../../shared/permissions.ts';
import { uploadUrl } from '../../../shared/schemas/categories.ts';
import { AlertBanner } from '../../components/ui/alert-banner.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import type { Column } from '../../components/ui/data-table.tsx';
import { ListContent } from '../../components/ui/list-content.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { RowActions } from '../../components/ui/row-actions.tsx';
import { SearchForm } from '../../components/ui/search-form.tsx';
import { Thumbnail } from '../../components/ui/thumbnail.tsx';
import { deleteFailureMessage } from '../../lib/form-errors.ts';
import { formatDate } from '../../lib/format-date.ts';
import { useSession } from '../../lib/session.ts';
import { trpc } from '../../lib/trpc.ts';
import { useDeleteFlow } from '../../lib/use-delete-flow.ts';
import { useListQuery } from '../../lib/use-list-query.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useInvalidateMaps } from './use-invalidate-maps.ts';

interface MapRow {
  id: number;
  name: string;
  address: string;
  image: string | null;
  category: { id: number; name: string } | null;
  status: string;
  geometry_type: string | null;
  created_at: string;
}

export function MapListPage() {
  usePageTitle('Maps');
  const { permissions: held } = useSession();
  const query = useListQuery();
  const list = trpc.maps.list.useQuery(
    { page: query.page, search: query.search || undefined },
    { placeholderData: keepPreviousData },
  );
  const remove = trpc.maps.delete.useMutation();
  const invalidate = useInvalidateMaps();
  const deletion = useDeleteFlow<MapRow>();

  const canCreate = hasAnyPermission(held, 'maps-create');
  const canEdit = hasAnyPermission(held, 'maps-edit');
  const canDelete = hasAnyPermission(held, 'maps-delete');

  const confirmDelete = () => {
    if (!deletion.target) return;
    remove.mutate(
      { id: deletion.target.id },
      {
        onSuccess: () => {
          deletion.cancel();
          toast.success('Map deleted successfully!');
          query.toFirstPage();
          void invalidate();
        },
        onError: (error) => deletion.fail(deleteFailureMessage('map', error, 'Unknown error')),
      },
    );
  };

  const columns: Column<MapRow>[] = [
    {
      header: 'Image',
      className: 'cell-image',
      cell: (row) => <Thumbnail src={uploadUrl('maps', row.image)} />,
    },
    {
      header: 'Name',
      cell: (row) => (
        <span>
          <span className="data-table__name">{row.name}</span>
          {row.geometry_type && <span className="data-table__sub">{row.geometry_type}</span>}
        </span>
      ),
    },
    {
      header: 'Category',
      cell: (row) =>
        row.category ? row.category.name : <span className="data-table__muted">Uncategorized</span>,
    },
    {
      header: 'Created At',
      cell: (row) => <span className="data-table__muted">{formatDate(row.created_at)}</span>,
    },
    {
      header: 'Status',
      cell: (row) =>
        row.status === 'active' ? <Badge tone="green">Active</Badge> : <Badge tone="gray">Inactive</Badge>,
    },
    {
      header: 'Actions',
      className: 'cell-actions',
      cell: (row) => (
        <RowActions
          name={row.name}
          editTo={canEdit ? `/admin/maps/edit/${row.id}` : null}
          onDelete={canDelete ? () => deletion.ask(row) : null}
        />
      ),
    },
  ];

  return (
    <div>
      <PageHeader
        title="Maps"
        subtitle="Manage maps."
        actions={
          canCreate && (
            <Link className="btn btn--primary" to="/admin/maps/create">
              <MapPinPlus size={18} aria-hidden="true" />
              Add New Map
            </Link>
          )
        }
      />
      {deletion.failure && <AlertBanner message={deletion.failure} onDismiss={deletion.dismissFailure} />}
      <section className="card list-card" aria-label="Map list">
        <div className="list-card__toolbar">
          <SearchForm placeholder="Search maps..." value={query.search} onSearch={query.applySearch} />
        </div>
        <ListContent
          list={list}
          caption="Maps"
          columns={columns}
          rowKey={(row) => row.id}
          emptyTitle="No Maps Found"
          searching={query.search !== ''}
          add={canCreate ? { to: '/admin/maps/create', label: 'Add New Map' } : null}
          hrefForPage={query.hrefForPage}
        />
      </section>
      <ConfirmDialog
        open={deletion.target !== null}
        title="Delete map"
        description="Are you sure you want to delete this map?"
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={deletion.cancel}
      />
    </div>
  );
}
