import { RefreshCw } from 'lucide-react';
import type { Paginated } from '../../../shared/schemas/common.ts';
import { type Column, DataTable } from './data-table.tsx';
import { EmptyState } from './empty-state.tsx';
import { ErrorState } from './error-state.tsx';
import { LoadingState } from './loading-state.tsx';
import { Pagination } from './pagination.tsx';
import './admin-ui.css';
import { m } from '../../../shared/i18n/generated/messages.js';

interface ListContentProps<T> {
  list: {
    data?: Paginated<T>;
    isPending: boolean;
    isError: boolean;
    isFetching: boolean;
    isPlaceholderData: boolean;
    refetch: () => unknown;
  };
  caption: string;
  columns: Column<T>[];
  rowKey: (row: T) => string | number;
  emptyTitle: string;
  searching: boolean;
  add?: { to: string; label: string } | null;
  hrefForPage: (page: number) => string;
}

/** The body of every list card (spec section 4): a loader, an error block with a retry, or the rows. */
export function ListContent<T>(props: ListContentProps<T>) {
  const { list, caption, columns, rowKey, emptyTitle, searching, add, hrefForPage } = props;
  if (list.isPending) return <LoadingState />;
  if (list.isError || !list.data) {
    return (
      <ErrorState title={m.list_failed()} hint={m.list_failed_hint()}>
        <button className="btn btn--secondary" type="button" onClick={() => void list.refetch()}>
          <RefreshCw size={18} aria-hidden="true" />
          {m.list_try_again()}
        </button>
      </ErrorState>
    );
  }
  const page = list.data;
  return (
    <div
      className={`list-card__body${list.isPlaceholderData ? ' is-refreshing' : ''}`}
      aria-busy={list.isFetching}
    >
      {page.data.length === 0 ? (
        <EmptyState title={emptyTitle} searching={searching} add={add} />
      ) : (
        <DataTable caption={caption} columns={columns} rows={page.data} rowKey={rowKey} />
      )}
      {page.total > 0 && (
        <Pagination
          current={page.current_page}
          last={page.last_page}
          total={page.total}
          perPage={page.per_page}
          hrefForPage={hrefForPage}
        />
      )}
    </div>
  );
}
