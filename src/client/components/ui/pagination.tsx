import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paginationWindow } from '../../lib/pagination-window.ts';
import './admin-ui.css';
import { m } from '../../../shared/i18n/generated/messages.js';

interface PaginationProps {
  current: number;
  last: number;
  total: number;
  perPage: number;
  hrefForPage: (page: number) => string;
}

function PageLink({
  to,
  label,
  disabled,
  children,
}: {
  to: string;
  label: string;
  disabled: boolean;
  children: ReactNode;
}) {
  if (disabled) {
    return (
      // Nothing to go to: shown so the row does not jump, hidden from screen readers.
      <span className="pagination__link" aria-disabled="true" aria-hidden="true">
        {children}
      </span>
    );
  }
  return (
    <Link className="pagination__link" to={to} aria-label={label}>
      {children}
    </Link>
  );
}

/** Real links, so a page can be opened in a new tab and back/forward walk through the pages. */
export function Pagination({ current, last, total, perPage, hrefForPage }: PaginationProps) {
  const first = total === 0 ? 0 : (current - 1) * perPage + 1;
  const upTo = Math.min(total, current * perPage);
  return (
    <nav className="pagination" aria-label={m.pagination_label()}>
      <p className="list-card__meta">{m.pagination_showing({ first, last: upTo, total })}</p>
      {last > 1 && (
        <ul className="pagination__list">
          <li>
            <PageLink to={hrefForPage(1)} label={m.pagination_first()} disabled={current <= 1}>
              <ChevronsLeft size={16} aria-hidden="true" />
            </PageLink>
          </li>
          <li>
            <PageLink to={hrefForPage(current - 1)} label={m.pagination_previous()} disabled={current <= 1}>
              <ChevronLeft size={16} aria-hidden="true" />
            </PageLink>
          </li>
          {paginationWindow(current, last).map((item) =>
            item.kind === 'gap' ? (
              <li key={item.key} className="pagination__gap" aria-hidden="true">
                …
              </li>
            ) : (
              <li key={item.page}>
                <Link
                  className="pagination__link"
                  to={hrefForPage(item.page)}
                  aria-label={m.pagination_page({ page: item.page })}
                  aria-current={item.page === current ? 'page' : undefined}
                >
                  {item.page}
                </Link>
              </li>
            ),
          )}
          <li>
            <PageLink to={hrefForPage(current + 1)} label={m.pagination_next()} disabled={current >= last}>
              <ChevronRight size={16} aria-hidden="true" />
            </PageLink>
          </li>
          <li>
            <PageLink to={hrefForPage(last)} label={m.pagination_last()} disabled={current >= last}>
              <ChevronsRight size={16} aria-hidden="true" />
            </PageLink>
          </li>
        </ul>
      )}
    </nav>
  );
}
