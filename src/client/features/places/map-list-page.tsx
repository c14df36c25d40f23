import { keepPreviousData } from '@tanstack/react-query';
import { FileUp, MapPinPlus } from 'lucide-react';
import { Link } from 'react-router-dom';
import { m } from '../../../shared/i18n/generated/messages.js';
import { Badge } from '../../components/ui/badge.tsx';
import type { Column } from '../../components/ui/data-table.tsx';
import { ResourceListScreen } from '../../components/ui/resource-list-screen.tsx';
import { RowActions } from '../../components/ui/row-actions.tsx';
import { Thumbnail } from '../../components/ui/thumbnail.tsx';
import { formatDate } from '../../lib/format-date.ts';
import { geometryTypeName } from '../../lib/geometry-text.ts';
import { mayCall } from '../../lib/may-call.ts';
import { useSession } from '../../lib/session.ts';
import { imageUrl } from '../../lib/site-path.ts';
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
  usePageTitle(m.map_list_title());
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
    unknownError: m.map_unknown_error(),
    onDeleted: () => {
      query.toFirstPage();
      void invalidate();
    },
  });

  const canCreate = mayCall(held, 'maps.create');
  const canEdit = mayCall(held, 'maps.update');
  const canDelete = mayCall(held, 'maps.delete');

  const columns: Column<MapRow>[] = [
    {
      header: m.col_image(),
      className: 'cell-image',
      cell: (row) => <Thumbnail src={imageUrl('maps', row.image)} />,
    },
    {
      header: m.col_name(),
      cell: (row) => (
        <span>
          <span className="data-table__name">{row.name}</span>
          {row.geometry_type && (
            <span className="data-table__sub">{geometryTypeName(row.geometry_type)}</span>
          )}
        </span>
      ),
    },
    {
      header: m.map_field_category(),
      cell: (row) =>
        row.category ? row.category.name : <span className="data-table__muted">{m.map_uncategorized()}</span>,
    },
    {
      header: m.col_created_at(),
      cell: (row) => <span className="data-table__muted">{formatDate(row.created_at)}</span>,
    },
    {
      header: m.map_field_status(),
      cell: (row) =>
        row.status === 'active' ? (
          <Badge tone="green">{m.map_status_active()}</Badge>
        ) : (
          <Badge tone="gray">{m.map_status_inactive()}</Badge>
        ),
    },
    {
      header: m.col_actions(),
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
      title={m.map_list_title()}
      subtitle={m.map_list_subtitle()}
      addTo={canCreate ? '/admin/maps/create' : null}
      addLabel={m.map_add_new()}
      addIcon={<MapPinPlus size={18} aria-hidden="true" />}
      moreActions={
        (canEdit || canCreate) && (
          <>
            {canEdit && <MapExportButton />}
            {canCreate && (
              <Link className="btn btn--secondary" to="/admin/maps/import">
                <FileUp size={18} aria-hidden="true" />
                {m.map_list_import()}
              </Link>
            )}
          </>
        )
      }
      searchPlaceholder={m.map_search_placeholder()}
      emptyTitle={m.map_list_empty()}
      list={list}
      columns={columns}
      query={query}
      deletion={deletion}
    />
  );
}
