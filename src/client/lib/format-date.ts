/**
 * Spec section 9: dates in the Indonesian long form, e.g. '05 Januari 2025'; in the English mode, the
 * English long form ('05 January 2025'). `locale` is the mode's `Intl` locale (lib/language.tsx).
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

export function formatDate(value: string | Date | null | undefined, locale = 'id-ID'): string {
  if (value === null || value === undefined || value === '') return '-';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '-';
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { day: '2-digit', month: 'long', year: 'numeric' });
    formatters.set(locale, formatter);
  }
  return formatter.format(date);
}
