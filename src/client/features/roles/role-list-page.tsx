import { keepPreviousData } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { Link } from 'react-router-dom';
import { toast } from 'sonner';
import { hasAnyPermission } from '../../../shared/permissions.ts';
import { AlertBanner } from '../../components/ui/alert-banner.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import type { Column } from '../../components/ui/data-table.tsx';
import { ListContent } from '../../components/ui/list-content.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { RowActions } from '../../components/ui/row-actions.tsx';
import { SearchForm } from '../../components/ui/search-form.tsx';
import { deleteFailureMessage } from '../../lib/form-errors.ts';
import { formatDate } from '../../lib/format-date.ts';
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
  usePageTitle('Roles', { gis: true });
  const { permissions: held } = useSession();
  const query = useListQuery();
  const list = trpc.roles.list.useQuery(
    { page: query.page, search: query.search || undefined },
    { placeholderData: keepPreviousData },
  );
  const remove = trpc.roles.delete.useMutation();
  const invalidate = useInvalidateRoles();
  const deletion = useDeleteFlow<RoleRow>();

  const canCreate = hasAnyPermission(held, 'roles-create');
  const canEdit = hasAnyPermission(held, 'roles-edit');
  const canDelete = hasAnyPermission(held, 'roles-delete');

  const confirmDelete = () => {
    if (!deletion.target) return;
    remove.mutate(
      { id: deletion.target.id },
      {
        onSuccess: () => {
          deletion.cancel();
          toast.success('Role deleted successfully!');
          query.toFirstPage();
          void invalidate();
        },
        onError: (error) => deletion.fail(deleteFailureMessage('role', error)),
      },
    );
  };

  const columns: Column<RoleRow>[] = [
    { header: 'Name', cell: (row) => <span className="data-table__name">{row.name}</span> },
    {
      header: 'Permissions Count',
      cell: (row) => (
        <Badge tone="teal">
          {row.permissions_count} {row.permissions_count === 1 ? 'permission' : 'permissions'}
        </Badge>
      ),
    },
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
          editTo={canEdit ? `/admin/roles/edit/${row.id}` : null}
          onDelete={canDelete ? () => deletion.ask(row) : null}
        />
      ),
    },
  ];

  return (
    <div>
      <PageHeader
        title="Roles"
        subtitle="Manage roles."
        actions={
          canCreate && (
            <Link className="btn btn--primary" to="/admin/roles/create">
              <Plus size={18} aria-hidden="true" />
              Add New Role
            </Link>
          )
        }
      />
      {deletion.failure && <AlertBanner message={deletion.failure} onDismiss={deletion.dismissFailure} />}
      <section className="card list-card" aria-label="Role list">
        <div className="list-card__toolbar">
          <SearchForm placeholder="Search roles..." value={query.search} onSearch={query.applySearch} />
        </div>
        <ListContent
          list={list}
          caption="Roles"
          columns={columns}
          rowKey={(row) => row.id}
          emptyTitle="No Roles Found"
          searching={query.search !== ''}
          add={canCreate ? { to: '/admin/roles/create', label: 'Add New Role' } : null}
          hrefForPage={query.hrefForPage}
        />
      </section>
      <ConfirmDialog
        open={deletion.target !== null}
        title="Delete role"
        description="Are you sure you want to delete this role?"
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={deletion.cancel}
      />
    </div>
  );
}
