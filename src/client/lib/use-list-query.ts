import { useCallback, useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { listQueryParams, listQueryString, readListQuery } from './list-query.ts';

/** A list screen's search and page, kept in the URL so reload and back/forward keep them. */
export function useListQuery() {
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => readListQuery(params), [params]);

  /** A new search starts again at page 1. */
  const applySearch = useCallback(
    (search: string) => setParams(listQueryParams({ page: 1, search })),
    [setParams],
  );
  /** After a delete the list starts again at page 1, keeping the search (spec section 4). */
  const toFirstPage = useCallback(
    () => setParams(listQueryParams({ page: 1, search: query.search })),
    [setParams, query.search],
  );
  const hrefForPage = useCallback(
    (page: number) => `${pathname}${listQueryString({ page, search: query.search })}`,
    [pathname, query.search],
  );

  return { page: query.page, search: query.search, applySearch, toFirstPage, hrefForPage };
}
