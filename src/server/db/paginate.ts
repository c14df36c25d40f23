import type { Paginated } from '../../shared/schemas/common.ts';

/** Laravel-style page: a page past the end is empty but keeps its number; last_page is at least 1. */
export async function paginate<T>(
  page: number,
  perPage: number,
  count: () => Promise<number>,
  rows: (limit: number, offset: number) => Promise<T[]>,
): Promise<Paginated<T>> {
  const [total, data] = await Promise.all([count(), rows(perPage, (page - 1) * perPage)]);
  return {
    data,
    current_page: page,
    last_page: Math.max(1, Math.ceil(total / perPage)),
    per_page: perPage,
    total,
  };
}

/** A case-insensitive substring pattern for ILIKE, with the user's % and _ taken literally. */
export function containsPattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
