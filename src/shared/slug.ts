const MAX_SLUG_LENGTH = 80;

/** 'Masjid Al-Ikhlas (Dusun Krajan)' -> 'masjid-al-ikhlas-dusun-krajan'; never empty. */
export function slugify(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_SLUG_LENGTH)
    .replace(/-+$/g, '');
  return slug || 'peta';
}

/** The first of `base`, `base-2`, `base-3`, ... that is not taken. */
export function nextFreeSlug(name: string, taken: Iterable<string>): string {
  const base = slugify(name);
  const used = new Set(taken);
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!used.has(candidate)) return candidate;
  }
}
