import { getLocale } from '../../shared/i18n/generated/runtime.js';
import { type LanguageMode, modeOfLocale } from '../../shared/i18n/language.ts';

/**
 * The language mode the screens are in. Apart from lib/language.tsx (which holds React and the query
 * cache), so a lazy screen that asks for the mode does not make the bundler split the shell's libraries
 * into a chunk of their own (measured: 1.7 KB more before the public map's live map).
 */
export function currentMode(): LanguageMode {
  return modeOfLocale(getLocale());
}
