/** Which page numbers a list shows (spec section 9): at most five around the current page, with a gap
 * marker on each side where pages are skipped. The first and last pages are reached through the « and »
 * shortcuts beside the numbers, not extra numbers. Pure. */
export const MAX_PAGE_LINKS = 5;

export type PageItem = { kind: 'page'; page: number } | { kind: 'gap'; key: 'before' | 'after' };

export function paginationWindow(current: number, last: number, size = MAX_PAGE_LINKS): PageItem[] {
  const lastPage = Math.max(1, Math.floor(last));
  const page = Math.min(Math.max(1, Math.floor(current)), lastPage);
  const span = Math.max(1, Math.floor(size));
  let start = Math.max(1, page - Math.floor(span / 2));
  const end = Math.min(lastPage, start + span - 1);
  start = Math.max(1, end - span + 1);

  const items: PageItem[] = [];
  if (start > 1) items.push({ kind: 'gap', key: 'before' });
  for (let number = start; number <= end; number += 1) items.push({ kind: 'page', page: number });
  if (end < lastPage) items.push({ kind: 'gap', key: 'after' });
  return items;
}
