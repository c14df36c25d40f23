import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paginationWindow } from '../../lib/pagination-window.ts';
import './admin-ui.css';

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
    <nav className="pagination" aria-label="Pagination">
      <p className="list-card__meta">
        Showing {first} to {upTo} of {total}
      </p>
      {last > 1 && (
        <ul className="pagination__list">
          <li>
            <PageLink to={hrefForPage(1)} label="First page" disabled={current <= 1}>
              <ChevronsLeft size={16} aria-hidden="true" />
            </PageLink>
          </li>
          <li>
            <PageLink to={hrefForPage(current - 1)} label="Previous page" disabled={current <= 1}>
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
                  aria-label={`Page ${item.page}`}
                  aria-current={item.page === current ? 'page' : undefined}
                >
                  {item.page}
                </Link>
              </li>
            ),
          )}
          <li>
            <PageLink to={hrefForPage(current + 1)} label="Next page" disabled={current >= last}>
              <ChevronRight size={16} aria-hidden="true" />
            </PageLink>
          </li>
          <li>
            <PageLink to={hrefForPage(last)} label="Last page" disabled={current >= last}>
              <ChevronsRight size={16} aria-hidden="true" />
            </PageLink>
          </li>
        </ul>
      )}
    </nav>
  );
}
