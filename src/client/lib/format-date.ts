import { INTL_LOCALE } from '../../shared/i18n/language.ts';
import { currentMode } from './current-mode.ts';

/** The `Intl` locale of the language mode the screens are in: Indonesian forms unless it is English. */
export const intlLocale = (): string => INTL_LOCALE[currentMode()];

const formatters = new Map<string, Intl.DateTimeFormat>();

type Kind = 'date' | 'medium' | 'long';

function formatterFor(locale: string, kind: Kind): Intl.DateTimeFormat {
  const key = `${kind} ${locale}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(
      locale,
      kind === 'date'
        ? { day: '2-digit', month: 'long', year: 'numeric' }
        : { dateStyle: kind, timeStyle: 'short' },
    );
    formatters.set(key, formatter);
  }
  return formatter;
}

function dateOf(value: string | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * Spec section 9: dates in the Indonesian long form, e.g. '05 Januari 2025'; in the English mode, the
 * English long form ('05 January 2025').
 */
export function formatDate(value: string | Date | null | undefined, locale = intlLocale()): string {
  const date = dateOf(value);
  return date ? formatterFor(locale, 'date').format(date) : '-';
}

/**
 * A moment in a history or the activity log: '3 Nov 2026, 10.00' in Indonesian, '3 Nov 2026, 10:00' in
 * English; `long` writes the month in full.
 */
export function formatDateTime(
  value: string | Date | null | undefined,
  style: 'medium' | 'long' = 'medium',
  locale = intlLocale(),
): string {
  const date = dateOf(value);
  return date ? formatterFor(locale, style).format(date) : '-';
}
