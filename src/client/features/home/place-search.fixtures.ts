import type { CatalogCategory, CatalogEntry, MapCatalog } from './map-catalog.ts';

/** A catalogue for the search's tests: categories of [name, places of [name, address, description]]. */
export function testCatalog(source: [string, [string, string?, string?][]][]): MapCatalog {
  const categories: CatalogCategory[] = [];
  const entries: CatalogEntry[] = [];
  source.forEach(([categoryName, places], categoryIndex) => {
    const start = entries.length;
    for (const [name, address = '', description = ''] of places) {
      entries.push({
        id: entries.length + 1,
        name,
        address,
        description,
        slug: '',
        image: null,
        category: categoryIndex,
        geometry: { type: 'Point', coordinates: [112, -7] },
        haystack: '',
      } as CatalogEntry);
    }
    categories.push({
      key: String(categoryIndex),
      id: categoryIndex,
      name: categoryName,
      start,
      end: entries.length,
    } as CatalogCategory);
  });
  return { categories, entries, bySlug: new Map() };
}
