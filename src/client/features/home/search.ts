/** The per-category search of the sidebar (spec section 2): name, description, address and slug. Pure. */

interface Searchable {
  name: string;
  description: string;
  address: string;
  slug: string;
}

/**
 * The one normalisation of every search on the map (this per-category one and the map-wide one of
 * place-search.ts): lower case, accents dropped ("Café" and "cafe" are the same word to someone typing on a
 * phone), in the canonical form so that a composed and a decomposed letter compare equal.
 */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}

export function searchText({ name, description, address, slug }: Searchable): string {
  return fold(`${name}\n${description}\n${address}\n${slug}`);
}

export function normalizeQuery(query: string): string {
  return fold(query.trim());
}

/** Indices in [start, end) whose text contains the query, ignoring case and accents; all of them for no query. */
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
