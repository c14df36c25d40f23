import { keepPreviousData } from '@tanstack/react-query';
import { UserPlus } from 'lucide-react';
import { m } from '../../../shared/i18n/generated/messages.js';
import type { User } from '../../../shared/schemas/users.ts';
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

export function UserListPage() {
  usePageTitle(m.user_list_title());
  const { permissions: held } = useSession();
  const query = useListQuery();
  const list = trpc.users.list.useQuery(
    { page: query.page, search: query.search || undefined },
    { placeholderData: keepPreviousData },
  );
  const utils = trpc.useUtils();
  const remove = trpc.users.delete.useMutation();
  const deletion = useDeleteFlow<User>({
    thing: 'user',
    remove,
    onDeleted: () => {
      query.toFirstPage();
      void utils.users.invalidate();
    },
  });

  const canCreate = mayCall(held, 'users.create');
  const canEdit = mayCall(held, 'users.update');
  const canDelete = mayCall(held, 'users.delete');

  const columns: Column<User>[] = [
    {
      header: m.col_name(),
      cell: (row) => (
        <span>
          <span className="data-table__name">{row.name}</span>
          <span className="data-table__sub">@{row.username}</span>
        </span>
      ),
    },
    { header: m.user_field_email(), cell: (row) => <span className="data-table__break">{row.email}</span> },
    {
      header: m.user_col_roles(),
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
          <span className="data-table__muted">{m.user_list_no_roles()}</span>
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
          editTo={canEdit ? `/admin/users/edit/${row.id}` : null}
          onDelete={canDelete ? () => deletion.ask(row) : null}
        />
      ),
    },
  ];

  return (
    <ResourceListScreen
      deletedTo={canDelete ? '/admin/users/deleted' : null}
      title={m.user_list_title()}
      subtitle={m.user_list_subtitle()}
      addTo={canCreate ? '/admin/users/create' : null}
      addLabel={m.user_list_add()}
      addIcon={<UserPlus size={18} aria-hidden="true" />}
      searchPlaceholder={m.user_list_search_placeholder()}
      emptyTitle={m.user_list_empty()}
      list={list}
      columns={columns}
      query={query}
      deletion={deletion}
    />
  );
}
