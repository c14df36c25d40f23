import { keepPreviousData } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { m } from '../../../shared/i18n/generated/messages.js';
import type { Permission } from '../../../shared/schemas/permissions.ts';
import type { Column } from '../../components/ui/data-table.tsx';
import { ResourceListScreen } from '../../components/ui/resource-list-screen.tsx';
import { RowActions } from '../../components/ui/row-actions.tsx';
import { formatDate } from '../../lib/format-date.ts';
import { mayCall } from '../../lib/may-call.ts';
import { useSession } from '../../lib/session.ts';
import { trpc } from '../../lib/trpc.ts';
import { useDeleteFlow } from '../../lib/use-delete-flow.ts';
import { useListQuery } from '../../lib/use-list-query.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useInvalidatePermissions } from './use-invalidate-permissions.ts';

export function PermissionListPage() {
  usePageTitle(m.perm_list_title());
  const { permissions: held } = useSession();
  const query = useListQuery();
  const list = trpc.permissions.list.useQuery(
    { page: query.page, search: query.search || undefined },
    { placeholderData: keepPreviousData },
  );
  const remove = trpc.permissions.delete.useMutation();
  const invalidate = useInvalidatePermissions();
  const deletion = useDeleteFlow<Permission>({
    thing: 'permission',
    remove,
    onDeleted: () => {
      query.toFirstPage();
      void invalidate();
    },
  });

  const canCreate = mayCall(held, 'permissions.create');
  const canEdit = mayCall(held, 'permissions.update');
  const canDelete = mayCall(held, 'permissions.delete');

  const columns: Column<Permission>[] = [
    { header: m.col_name(), cell: (row) => <span className="data-table__name">{row.name}</span> },
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
          editTo={canEdit ? `/admin/permissions/edit/${row.id}` : null}
          onDelete={canDelete ? () => deletion.ask(row) : null}
        />
      ),
    },
  ];

  return (
    <ResourceListScreen
      title={m.perm_list_title()}
      subtitle={m.perm_list_subtitle()}
      addTo={canCreate ? '/admin/permissions/create' : null}
      addLabel={m.perm_list_add()}
      addIcon={<Plus size={18} aria-hidden="true" />}
      searchPlaceholder={m.perm_list_search_placeholder()}
      emptyTitle={m.perm_list_empty()}
      list={list}
      columns={columns}
      query={query}
      deletion={deletion}
    />
  );
}
