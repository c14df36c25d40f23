/** A list's search and page as the URL query keeps them (spec section 2): `page` only when above 1. Pure. */
export interface ListQuery {
  page: number;
  search: string;
}

export function readListQuery(params: URLSearchParams): ListQuery {
  const page = Number(params.get('page'));
  return {
    page: Number.isSafeInteger(page) && page > 1 ? page : 1,
    search: params.get('search')?.trim() ?? '',
  };
}

export function listQueryParams({ page, search }: ListQuery): URLSearchParams {
  const params = new URLSearchParams();
  const text = search.trim();
  if (text) params.set('search', text);
  if (page > 1) params.set('page', String(page));
  return params;
}

/** `?search=x&page=2`, or '' for the first page of everything, so links stay as short as the spec's. */
export function listQueryString(query: ListQuery): string {
  const text = listQueryParams(query).toString();
  return text ? `?${text}` : '';
}
