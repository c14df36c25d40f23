import { keepPreviousData } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { Link } from 'react-router-dom';
import { toast } from 'sonner';
import { hasAnyPermission } from '../../../shared/permissions.ts';
import { uploadUrl } from '../../../shared/schemas/categories.ts';
import { AlertBanner } from '../../components/ui/alert-banner.tsx';
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
import { useInvalidateCategories } from './use-invalidate-categories.ts';

interface CategoryRow {
  id: number;
  name: string;
  color: string;
  image: string | null;
  maps_count: number;
  created_at: string;
}

export function CategoryListPage() {
  usePageTitle('Categories');
  const { permissions: held } = useSession();
  const query = useListQuery();
  const list = trpc.categories.list.useQuery(
    { page: query.page, search: query.search || undefined },
    { placeholderData: keepPreviousData },
  );
  const remove = trpc.categories.delete.useMutation();
  const invalidate = useInvalidateCategories();
  const deletion = useDeleteFlow<CategoryRow>();

  const canCreate = hasAnyPermission(held, 'categories-create');
  const canEdit = hasAnyPermission(held, 'categories-edit');
  const canDelete = hasAnyPermission(held, 'categories-delete');

  const confirmDelete = () => {
    if (!deletion.target) return;
    remove.mutate(
      { id: deletion.target.id },
      {
        onSuccess: () => {
          deletion.cancel();
          toast.success('Category deleted successfully!');
          query.toFirstPage();
          void invalidate();
        },
        onError: (error) => deletion.fail(deleteFailureMessage('category', error)),
      },
    );
  };

  const columns: Column<CategoryRow>[] = [
    {
      header: 'Image',
      className: 'cell-image',
      cell: (row) => <Thumbnail src={uploadUrl('categories', row.image)} />,
    },
    {
      header: 'Name',
      cell: (row) => (
        <span className="name-with-swatch">
          <span className="swatch" style={{ background: row.color }} aria-hidden="true" />
          <span>
            <span className="data-table__name">{row.name}</span>
            <span className="data-table__sub">
              {row.maps_count} {row.maps_count === 1 ? 'map' : 'maps'}
            </span>
          </span>
        </span>
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
          editTo={canEdit ? `/admin/categories/edit/${row.id}` : null}
          onDelete={canDelete ? () => deletion.ask(row) : null}
        />
      ),
    },
  ];

  return (
    <div>
      <PageHeader
        title="Categories"
        subtitle="Manage categories."
        actions={
          canCreate && (
            <Link className="btn btn--primary" to="/admin/categories/create">
              <Plus size={18} aria-hidden="true" />
              Add New Category
            </Link>
          )
        }
      />
      {deletion.failure && <AlertBanner message={deletion.failure} onDismiss={deletion.dismissFailure} />}
      <section className="card list-card" aria-label="Category list">
        <div className="list-card__toolbar">
          <SearchForm placeholder="Search categories..." value={query.search} onSearch={query.applySearch} />
        </div>
        <ListContent
          list={list}
          caption="Categories"
          columns={columns}
          rowKey={(row) => row.id}
          emptyTitle="No Categories Found"
          searching={query.search !== ''}
          add={canCreate ? { to: '/admin/categories/create', label: 'Add New Category' } : null}
          hrefForPage={query.hrefForPage}
        />
      </section>
      <ConfirmDialog
        open={deletion.target !== null}
        title="Delete category"
        description="Are you sure you want to delete this category?"
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={deletion.cancel}
      />
    </div>
  );
}
