import { useQuery } from '@tanstack/react-query';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { overwriteGetLocale, setLocale } from '../../shared/i18n/generated/runtime.js';
import {
  HTML_LANG,
  LANGUAGE_STORAGE_KEY,
  type LanguageMode,
  LOCALE_OF_MODE,
  modeOfLocale,
} from '../../shared/i18n/language.ts';
import { currentMode } from './current-mode.ts';
import { publicSettingsQuery } from './public-data.ts';

/** The village's default mode (Settings), once the public settings have answered. */
let siteDefault: LanguageMode = 'standar';

function chosenMode(): LanguageMode | null {
  try {
    const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return stored ? modeOfLocale(stored) : null;
  } catch {
    return null;
  }
}

// The browser's own choice first, then the village's default, then the spec's texts.
overwriteGetLocale(() => LOCALE_OF_MODE[chosenMode() ?? siteDefault]);

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
  const village = useQuery(publicSettingsQuery).data?.language;
  // A browser that chose nothing follows the village's default as soon as the settings answer.
  useEffect(() => {
    if (!village || village === siteDefault) return;
    siteDefault = village;
    if (chosenMode() === null) {
      applyHtmlLang(village);
      setMode(village);
    }
  }, [village]);
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
