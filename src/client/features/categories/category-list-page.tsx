import { keepPreviousData } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { m } from '../../../shared/i18n/generated/messages.js';
import type { Column } from '../../components/ui/data-table.tsx';
import { ResourceListScreen } from '../../components/ui/resource-list-screen.tsx';
import { RowActions } from '../../components/ui/row-actions.tsx';
import { Thumbnail } from '../../components/ui/thumbnail.tsx';
import { formatDate } from '../../lib/format-date.ts';
import { mayCall } from '../../lib/may-call.ts';
import { useSession } from '../../lib/session.ts';
import { imageUrl } from '../../lib/site-path.ts';
import { trpc } from '../../lib/trpc.ts';
import { useDeleteFlow } from '../../lib/use-delete-flow.ts';
import { useListQuery } from '../../lib/use-list-query.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useInvalidateCategories } from './use-invalidate-categories.ts';

interface CategoryRow {
  id: number;
  name: string;
  color: string;
  image: string | null;
  maps_count: number;
  created_at: string;
  /** The regency's (decision 0060): read-only here. */
  shared?: true;
}

export function CategoryListPage() {
  usePageTitle(m.cat_list_title());
  const { permissions: held } = useSession();
  const query = useListQuery();
  const list = trpc.categories.list.useQuery(
    { page: query.page, search: query.search || undefined },
    { placeholderData: keepPreviousData },
  );
  const remove = trpc.categories.delete.useMutation();
  const invalidate = useInvalidateCategories();
  const deletion = useDeleteFlow<CategoryRow>({
    thing: 'category',
    remove,
    onDeleted: () => {
      query.toFirstPage();
      void invalidate();
    },
  });

  const canCreate = mayCall(held, 'categories.create');
  const canEdit = mayCall(held, 'categories.update');
  const canDelete = mayCall(held, 'categories.delete');

  const columns: Column<CategoryRow>[] = [
    {
      header: m.col_image(),
      className: 'cell-image',
      cell: (row) => <Thumbnail src={imageUrl('categories', row.image)} />,
    },
    {
      header: m.col_name(),
      cell: (row) => (
        <span className="name-with-swatch">
          <span className="swatch" style={{ background: row.color }} aria-hidden="true" />
          <span>
            <span className="data-table__name">{row.name}</span>
            <span className="data-table__sub">
              {m.cat_maps_count({ count: row.maps_count })}
              {row.shared && <span className="badge badge--sky">{m.cat_shared_badge()}</span>}
            </span>
          </span>
        </span>
      ),
    },
    {
      header: m.col_created_at(),
      cell: (row) => <span className="data-table__muted">{formatDate(row.created_at)}</span>,
    },
    {
      header: m.col_actions(),
      className: 'cell-actions',
      cell: (row) => (
        <RowActions
          name={row.name}
          editTo={canEdit && !row.shared ? `/admin/categories/edit/${row.id}` : null}
          onDelete={canDelete && !row.shared ? () => deletion.ask(row) : null}
        />
      ),
    },
  ];

  return (
    <ResourceListScreen
      deletedTo={canDelete ? '/admin/categories/deleted' : null}
      title={m.cat_list_title()}
      subtitle={m.cat_list_subtitle()}
      addTo={canCreate ? '/admin/categories/create' : null}
      addLabel={m.cat_list_add()}
      addIcon={<Plus size={18} aria-hidden="true" />}
      searchPlaceholder={m.cat_list_search_placeholder()}
      emptyTitle={m.cat_list_empty()}
      list={list}
      columns={columns}
      query={query}
      deletion={deletion}
    />
  );
}
