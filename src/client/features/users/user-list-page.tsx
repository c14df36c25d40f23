import { keepPreviousData } from '@tanstack/react-query';
import { UserPlus } from 'lucide-react';
import { Link } from 'react-router-dom';
import { toast } from 'sonner';
import { hasAnyPermission } from '../../../shared/permissions.ts';
import type { User } from '../../../shared/schemas/users.ts';
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

export function UserListPage() {
  usePageTitle('Users');
  const { permissions: held } = useSession();
  const query = useListQuery();
  const list = trpc.users.list.useQuery(
    { page: query.page, search: query.search || undefined },
    { placeholderData: keepPreviousData },
  );
  const utils = trpc.useUtils();
  const remove = trpc.users.delete.useMutation();
  const deletion = useDeleteFlow<User>();

  const canCreate = hasAnyPermission(held, 'users-create');
  const canEdit = hasAnyPermission(held, 'users-edit');
  const canDelete = hasAnyPermission(held, 'users-delete');

  const confirmDelete = () => {
    if (!deletion.target) return;
    remove.mutate(
      { id: deletion.target.id },
      {
        onSuccess: () => {
          deletion.cancel();
          toast.success('User deleted successfully!');
          query.toFirstPage();
          void utils.users.invalidate();
        },
        onError: (error) => deletion.fail(deleteFailureMessage('user', error)),
      },
    );
  };

  const columns: Column<User>[] = [
    {
      header: 'Name',
      cell: (row) => (
        <span>
          <span className="data-table__name">{row.name}</span>
          <span className="data-table__sub">@{row.username}</span>
        </span>
      ),
    },
    { header: 'Email', cell: (row) => <span className="data-table__break">{row.email}</span> },
    {
      header: 'Roles',
      cell: (row) =>
        row.roles.length > 0 ? (
          <span className="badge-list">
            {row.roles.map((role) => (
              <Badge key={role.id} tone="sky">
                {role.name}
              </Badge>
            ))}
          </span>
        ) : (
          <span className="data-table__muted">No roles</span>
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
          editTo={canEdit ? `/admin/users/edit/${row.id}` : null}
          onDelete={canDelete ? () => deletion.ask(row) : null}
        />
      ),
    },
  ];

  return (
    <div>
      <PageHeader
        title="Users"
        subtitle="Manage users."
        actions={
          canCreate && (
            <Link className="btn btn--primary" to="/admin/users/create">
              <UserPlus size={18} aria-hidden="true" />
              Add New User
            </Link>
          )
        }
      />
      {deletion.failure && <AlertBanner message={deletion.failure} onDismiss={deletion.dismissFailure} />}
      <section className="card list-card" aria-label="User list">
        <div className="list-card__toolbar">
          <SearchForm placeholder="Search users..." value={query.search} onSearch={query.applySearch} />
        </div>
        <ListContent
          list={list}
          caption="Users"
          columns={columns}
          rowKey={(row) => row.id}
          emptyTitle="No Users Found"
          searching={query.search !== ''}
          add={canCreate ? { to: '/admin/users/create', label: 'Add New User' } : null}
          hrefForPage={query.hrefForPage}
        />
      </section>
      <ConfirmDialog
        open={deletion.target !== null}
        title="Delete user"
        description="Are you sure you want to delete this user?"
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={deletion.cancel}
      />
    </div>
  );
}
