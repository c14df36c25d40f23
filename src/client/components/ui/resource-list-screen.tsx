import { Trash2 } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { m } from '../../../shared/i18n/generated/messages.js';
import { ThingName, thingName } from '../../lib/thing-names.ts';
import type { DeleteFlow } from '../../lib/use-delete-flow.ts';
import type { useListQuery } from '../../lib/use-list-query.ts';
import { AlertBanner } from './alert-banner.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';
import type { Column } from './data-table.tsx';
import { ListContent } from './list-content.tsx';
import { PageHeader } from './page-header.tsx';
import { SearchForm } from './search-form.tsx';

interface ResourceListScreenProps<T> {
  /** 'Permissions', also the table's caption. */
  title: string;
  subtitle: string;
  /** Where 'Add New …' leads; null when the session may not create. */
  addTo: string | null;
  addLabel: string;
  addIcon: ReactNode;
  /** Links beside 'Add New …' (the maps list's import). */
  moreActions?: ReactNode;
  /** Where "Recently deleted" leads; null or absent when the session may not delete (decision 0022). */
  deletedTo?: string | null;
  searchPlaceholder: string;
  emptyTitle: string;
  list: Parameters<typeof ListContent<NoInfer<T>>>[0]['list'];
  columns: Column<NoInfer<T>>[];
  query: ReturnType<typeof useListQuery>;
  deletion: DeleteFlow<T>;
}

/** Every admin list (spec section 2): header with its add link, search, the table or its states, delete. */
export function ResourceListScreen<T extends { id: number }>(props: ResourceListScreenProps<T>) {
  const {
    title,
    subtitle,
    addTo,
    addLabel,
    addIcon,
    moreActions,
    deletedTo,
    searchPlaceholder,
    emptyTitle,
    list,
    columns,
    query,
    deletion,
  } = props;
  const { thing } = deletion;
  const navigate = useNavigate();
  const lastPage = list.data && !list.isPlaceholderData && list.data.total > 0 ? list.data.last_page : null;
  // A page past the end (an old link, or the last rows deleted elsewhere) moves to the last page that exists.
  useEffect(() => {
    if (lastPage !== null && query.page > lastPage) navigate(query.hrefForPage(lastPage), { replace: true });
  }, [lastPage, query.page, query.hrefForPage, navigate]);
  return (
    <div>
      <PageHeader
        title={title}
        subtitle={subtitle}
        actions={
          (addTo || moreActions || deletedTo) && (
            <>
              {deletedTo && (
                <Link className="btn btn--secondary" to={deletedTo}>
                  <Trash2 size={18} aria-hidden="true" />
                  {m.recently_deleted()}
                </Link>
              )}
              {moreActions}
              {addTo && (
                <Link className="btn btn--primary" to={addTo}>
                  {addIcon}
                  {addLabel}
                </Link>
              )}
            </>
          )
        }
      />
      {deletion.failure && <AlertBanner message={deletion.failure} onDismiss={deletion.dismissFailure} />}
      <section className="card list-card" aria-label={m.list_of_thing({ Thing: ThingName(thing) })}>
        <div className="list-card__toolbar">
          <SearchForm placeholder={searchPlaceholder} value={query.search} onSearch={query.applySearch} />
        </div>
        <ListContent
          list={list}
          caption={title}
          columns={columns}
          rowKey={(row) => row.id}
          emptyTitle={emptyTitle}
          searching={query.search !== ''}
          add={addTo ? { to: addTo, label: addLabel } : null}
          hrefForPage={query.hrefForPage}
        />
      </section>
      <ConfirmDialog
        open={deletion.target !== null}
        title={m.delete_confirm_title({ thing: thingName(thing) })}
        description={m.delete_confirm_text({ thing: thingName(thing) })}
        pending={deletion.pending}
        onConfirm={deletion.confirm}
        onCancel={deletion.cancel}
      />
    </div>
  );
}
