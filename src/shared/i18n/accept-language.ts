import type { LanguageMode } from './language.ts';

/**
 * The mode an API request asks for with `Accept-Language` (RFC 9110: tags with optional q-weights): the
 * catalogue's own tag `id-x-standar` (what the app's screens send in the default mode), then Indonesian
 * (`id`, `id-ID`) or English (`en`, `en-GB`). Anything else, or no header: the spec's texts. Pure.
 */
export function modeOfAcceptLanguage(header: string | string[] | undefined): LanguageMode {
  const value = Array.isArray(header) ? header.join(',') : header;
  if (!value) return 'standar';
  const ranked = value
    .split(',')
    .map((part, order) => {
      const [tag = '', ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((param) => /^\s*q=([0-9.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), order };
    })
    .filter((entry) => entry.q > 0 && Number.isFinite(entry.q))
    .sort((a, b) => b.q - a.q || a.order - b.order);
  for (const { tag } of ranked) {
    if (tag === 'id-x-standar') return 'standar';
    if (tag === 'id' || tag.startsWith('id-')) return 'id';
    if (tag === 'en' || tag.startsWith('en-')) return 'en';
  }
  return 'standar';
}
