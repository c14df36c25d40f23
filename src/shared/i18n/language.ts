/**
 * The three language modes (issue 25, decision 0023): the spec's own texts (the default, English and
 * Indonesian as the spec mixes them), Bahasa Indonesia throughout, and English throughout. Each is one
 * catalogue, named by a locale tag; the spec's is a private-use tag of Indonesian.
 */
export const LANGUAGE_MODES = ['standar', 'id', 'en'] as const;
export type LanguageMode = (typeof LANGUAGE_MODES)[number];

/** Where a browser keeps its choice of locale (paraglide's strategy: scripts/i18n-compile.ts). */
export const LANGUAGE_STORAGE_KEY = 'petadesa.language';

export const LOCALE_OF_MODE = { standar: 'id-x-standar', id: 'id', en: 'en' } as const;
export type CatalogueLocale = (typeof LOCALE_OF_MODE)[LanguageMode];

/** A stored mode as the type knows it; anything else reads as the spec's texts. */
export function languageModeOf(value: string): LanguageMode {
  return (LANGUAGE_MODES as readonly string[]).includes(value) ? (value as LanguageMode) : 'standar';
}

export function modeOfLocale(locale: string): LanguageMode {
  return LANGUAGE_MODES.find((mode) => LOCALE_OF_MODE[mode] === locale) ?? 'standar';
}

/** `<html lang>`: the spec's pages are Indonesian by default. */
export const HTML_LANG: Record<LanguageMode, string> = { standar: 'id', id: 'id', en: 'en' };

/** Dates and numbers: Indonesian forms unless the mode is English. */
export const INTL_LOCALE: Record<LanguageMode, string> = { standar: 'id-ID', id: 'id-ID', en: 'en-GB' };
