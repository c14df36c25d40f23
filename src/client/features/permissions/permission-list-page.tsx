import { keepPreviousData } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { Link } from 'react-router-dom';
import { toast } from 'sonner';
import { hasAnyPermission } from '../../../shared/permissions.ts';
import type { Permission } from '../../../shared/schemas/permissions.ts';
import { AlertBanner } from '../../components/ui/alert-banner.tsx';
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
  const deletion = useDeleteFlow<Permission>();

  const canCreate = hasAnyPermission(held, 'permissions-create');
  const canEdit = hasAnyPermission(held, 'permissions-edit');
  const canDelete = hasAnyPermission(held, 'permissions-delete');

  const confirmDelete = () => {
    if (!deletion.target) return;
    remove.mutate(
      { id: deletion.target.id },
      {
        onSuccess: () => {
          deletion.cancel();
          toast.success('Permission deleted successfully!');
          query.toFirstPage();
          void invalidate();
        },
        onError: (error) => deletion.fail(deleteFailureMessage('permission', error)),
      },
    );
  };

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
    <div>
      <PageHeader
        title="Permissions"
        subtitle="Manage permissions."
        actions={
          canCreate && (
            <Link className="btn btn--primary" to="/admin/permissions/create">
              <Plus size={18} aria-hidden="true" />
              Add New Permission
            </Link>
          )
        }
      />
      {deletion.failure && <AlertBanner message={deletion.failure} onDismiss={deletion.dismissFailure} />}
      <section className="card list-card" aria-label="Permission list">
        <div className="list-card__toolbar">
          <SearchForm placeholder="Search permissions..." value={query.search} onSearch={query.applySearch} />
        </div>
        <ListContent
          list={list}
          caption="Permissions"
          columns={columns}
          rowKey={(row) => row.id}
          emptyTitle="No Permissions Found"
          searching={query.search !== ''}
          add={canCreate ? { to: '/admin/permissions/create', label: 'Add New Permission' } : null}
          hrefForPage={query.hrefForPage}
        />
      </section>
      <ConfirmDialog
        open={deletion.target !== null}
        title="Delete permission"
        description="Are you sure you want to delete this permission?"
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={deletion.cancel}
      />
    </div>
  );
}
