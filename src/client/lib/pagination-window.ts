/** Which page links a list shows (spec section 9): up to five around the current page, plus the first and
 * last pages as shortcuts with a gap marker where pages are skipped. Pure. */
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
  if (start > 1) items.push({ kind: 'page', page: 1 });
  if (start > 2) items.push({ kind: 'gap', key: 'before' });
  for (let number = start; number <= end; number += 1) items.push({ kind: 'page', page: number });
  if (end < lastPage - 1) items.push({ kind: 'gap', key: 'after' });
  if (end < lastPage) items.push({ kind: 'page', page: lastPage });
  return items;
}
