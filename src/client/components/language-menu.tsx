import { Languages } from 'lucide-react';
import { useId } from 'react';
import { m } from '../../shared/i18n/generated/messages.js';
import { LANGUAGE_MODES, type LanguageMode } from '../../shared/i18n/language.ts';
import { useLanguage } from '../lib/language.tsx';

/** Each mode named in its own language (the same in every catalogue). */
export const LANGUAGE_NAME: Record<LanguageMode, () => string> = {
  standar: m.language_standar,
  id: m.language_id,
  en: m.language_en,
};

/**
 * The language switch in the header (public and admin): a native select, which every phone, keyboard and
 * screen reader already knows how to use. Each mode is named in its own language.
 */
export function LanguageMenu() {
  const { mode, choose } = useLanguage();
  const id = useId();
  return (
    <div className="language-menu">
      <label className="language-menu__label" htmlFor={id}>
        <Languages size={18} aria-hidden="true" />
        <span className="sr-only">{m.language_label()}</span>
      </label>
      <select
        id={id}
        className="language-menu__select"
        value={mode}
        onChange={(event) => choose(event.currentTarget.value as LanguageMode)}
      >
        {LANGUAGE_MODES.map((value) => (
          <option key={value} value={value} lang={value === 'en' ? 'en' : 'id'}>
            {LANGUAGE_NAME[value]()}
          </option>
        ))}
      </select>
    </div>
  );
}
