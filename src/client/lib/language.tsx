import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { getLocale, setLocale } from '../../shared/i18n/generated/runtime.js';
import {
  HTML_LANG,
  INTL_LOCALE,
  type LanguageMode,
  LOCALE_OF_MODE,
  modeOfLocale,
} from '../../shared/i18n/language.ts';

/** The language mode this browser chose (paraglide keeps it in localStorage), or the spec's texts. */
export function currentMode(): LanguageMode {
  return modeOfLocale(getLocale());
}

/** Dates and numbers in the current mode (`Intl` locale). */
export function intlLocale(): string {
  return INTL_LOCALE[currentMode()];
}

/** `<html lang>` follows the mode, for screen readers and the browser's own spelling and hyphens. */
export function applyHtmlLang(mode = currentMode()): void {
  document.documentElement.lang = HTML_LANG[mode];
}

const LanguageContext = createContext<{ mode: LanguageMode; choose: (mode: LanguageMode) => void } | null>(
  null,
);

/**
 * Holds the mode for the screens: a choice is remembered for this browser, and the screens below are drawn
 * again from scratch (`key`), since every text is read from the catalogue as it renders. Data already
 * fetched stays in the query cache: nothing is asked of the server again.
 */
export function LanguageProvider({ children }: { children: (mode: LanguageMode) => ReactNode }) {
  const [mode, setMode] = useState(currentMode);
  const choose = useCallback((next: LanguageMode) => {
    void setLocale(LOCALE_OF_MODE[next], { reload: false });
    applyHtmlLang(next);
    setMode(next);
  }, []);
  const value = useMemo(() => ({ mode, choose }), [mode, choose]);
  return <LanguageContext.Provider value={value}>{children(mode)}</LanguageContext.Provider>;
}

export function useLanguage() {
  const value = useContext(LanguageContext);
  if (!value) throw new Error('useLanguage needs a LanguageProvider above it');
  return value;
}
