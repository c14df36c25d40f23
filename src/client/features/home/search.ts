/** The per-category search of the sidebar (spec section 2): name, description, address and slug. Pure. */

interface Searchable {
  name: string;
  description: string;
  address: string;
  slug: string;
}

export function searchText({ name, description, address, slug }: Searchable): string {
  return `${name}\n${description}\n${address}\n${slug}`.toLowerCase();
}

export function normalizeQuery(query: string): string {
  return query.trim().toLowerCase();
}

/** Indices in [start, end) whose text contains the query, case-insensitively; all of them for no query. */
export function matchingIndices(
  haystacks: readonly { haystack: string }[],
  start: number,
  end: number,
  query: string,
): number[] {
  const needle = normalizeQuery(query);
  const result: number[] = [];
  for (let i = start; i < end; i++) {
    if (!needle || haystacks[i]!.haystack.includes(needle)) result.push(i);
  }
  return result;
}
