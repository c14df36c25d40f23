import { keepPreviousData } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { hasAnyPermission } from '../../../shared/permissions.ts';
import type { Permission } from '../../../shared/schemas/permissions.ts';
import type { Column } from '../../components/ui/data-table.tsx';
import { ResourceListScreen } from '../../components/ui/resource-list-screen.tsx';
import { RowActions } from '../../components/ui/row-actions.tsx';
import { formatDate } from '../../lib/format-date.ts';
import { useSession } from '../../lib/session.ts';
import { trpc } from '../../lib/trpc.ts';
import { useDeleteFlow } from '../../lib/use-delete-flow.ts';
import { useListQuery } from '../../lib/use-list-query.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useInvalidatePermissions } from './use-invalidate-permissions.ts';

export function PermissionListPage() {
  usePageTitle('Permissions');
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

  const canCreate = hasAnyPermission(held, 'permissions-create');
  const canEdit = hasAnyPermission(held, 'permissions-edit');
  const canDelete = hasAnyPermission(held, 'permissions-delete');

  const columns: Column<Permission>[] = [
    { header: 'Name', cell: (row) => <span className="data-table__name">{row.name}</span> },
    {
      header: 'Created At',
      cell: (row) => <span className="data-table__muted">{formatDate(row.created_at)}</span>,
    },
    {
      header: 'Actions',
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
      title="Permissions"
      subtitle="Manage permissions."
      addTo={canCreate ? '/admin/permissions/create' : null}
      addLabel="Add New Permission"
      addIcon={<Plus size={18} aria-hidden="true" />}
      searchPlaceholder="Search permissions..."
      emptyTitle="No Permissions Found"
      list={list}
      columns={columns}
      query={query}
      deletion={deletion}
    />
  );
}
