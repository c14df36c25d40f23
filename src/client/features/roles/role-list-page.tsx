import { keepPreviousData } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { m } from '../../../shared/i18n/generated/messages.js';
import { Badge } from '../../components/ui/badge.tsx';
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
import { useInvalidateRoles } from './use-invalidate-roles.ts';

interface RoleRow {
  id: number;
  name: string;
  permissions_count: number;
  created_at: string;
}

export function RoleListPage() {
  usePageTitle(m.role_list_title(), { gis: true });
  const { permissions: held } = useSession();
  const query = useListQuery();
  const list = trpc.roles.list.useQuery(
    { page: query.page, search: query.search || undefined },
    { placeholderData: keepPreviousData },
  );
  const remove = trpc.roles.delete.useMutation();
  const invalidate = useInvalidateRoles();
  const deletion = useDeleteFlow<RoleRow>({
    thing: 'role',
    remove,
    onDeleted: () => {
      query.toFirstPage();
      void invalidate();
    },
  });

  const canCreate = mayCall(held, 'roles.create');
  const canEdit = mayCall(held, 'roles.update');
  const canDelete = mayCall(held, 'roles.delete');

  const columns: Column<RoleRow>[] = [
    { header: m.col_name(), cell: (row) => <span className="data-table__name">{row.name}</span> },
    {
      header: m.role_col_permissions_count(),
      cell: (row) => <Badge tone="teal">{row.permissions_count}</Badge>,
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
          editTo={canEdit ? `/admin/roles/edit/${row.id}` : null}
          onDelete={canDelete ? () => deletion.ask(row) : null}
        />
      ),
    },
  ];

  return (
    <ResourceListScreen
      deletedTo={canDelete ? '/admin/roles/deleted' : null}
      title={m.role_list_title()}
      subtitle={m.role_list_subtitle()}
      addTo={canCreate ? '/admin/roles/create' : null}
      addLabel={m.role_list_add()}
      addIcon={<Plus size={18} aria-hidden="true" />}
      searchPlaceholder={m.role_list_search_placeholder()}
      emptyTitle={m.role_list_empty()}
      list={list}
      columns={columns}
      query={query}
      deletion={deletion}
    />
  );
}
