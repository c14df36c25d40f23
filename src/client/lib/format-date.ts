/** Spec section 9: dates in the Indonesian long form, e.g. '05 Januari 2025'. Pure. */
const formatter = new Intl.DateTimeFormat('id-ID', { day: '2-digit', month: 'long', year: 'numeric' });

export function formatDate(value: string | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '-';
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? '-' : formatter.format(date);
}
