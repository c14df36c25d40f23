import { keepPreviousData } from '@tanstack/react-query';
import { FileUp, MapPinPlus } from 'lucide-react';
import { Link } from 'react-router-dom';
import { hasAnyPermission } from '../../../shared/permissions.ts';
import { uploadUrl } from '../../../shared/uploads.ts';
import { Badge } from '../../components/ui/badge.tsx';
import type { Column } from '../../components/ui/data-table.tsx';
import { ResourceListScreen } from '../../components/ui/resource-list-screen.tsx';
import { RowActions } from '../../components/ui/row-actions.tsx';
import { Thumbnail } from '../../components/ui/thumbnail.tsx';
import { formatDate } from '../../lib/format-date.ts';
import { useSession } from '../../lib/session.ts';
import { trpc } from '../../lib/trpc.ts';
import { useDeleteFlow } from '../../lib/use-delete-flow.ts';
import { useListQuery } from '../../lib/use-list-query.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { MapExportButton } from './map-export-button.tsx';
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
  const deletion = useDeleteFlow<MapRow>({
    thing: 'map',
    remove,
    unknownError: 'Unknown error',
    onDeleted: () => {
      query.toFirstPage();
      void invalidate();
    },
  });

  const canCreate = hasAnyPermission(held, 'maps-create');
  const canEdit = hasAnyPermission(held, 'maps-edit');
  const canDelete = hasAnyPermission(held, 'maps-delete');

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
    <ResourceListScreen
      deletedTo={canDelete ? '/admin/maps/deleted' : null}
      title="Maps"
      subtitle="Manage maps."
      addTo={canCreate ? '/admin/maps/create' : null}
      addLabel="Add New Map"
      addIcon={<MapPinPlus size={18} aria-hidden="true" />}
      moreActions={
        (canEdit || canCreate) && (
          <>
            {canEdit && <MapExportButton />}
            {canCreate && (
              <Link className="btn btn--secondary" to="/admin/maps/import">
                <FileUp size={18} aria-hidden="true" />
                Import
              </Link>
            )}
          </>
        )
      }
      searchPlaceholder="Search maps..."
      emptyTitle="No Maps Found"
      list={list}
      columns={columns}
      query={query}
      deletion={deletion}
    />
  );
}
