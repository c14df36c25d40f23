import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  cataloguesAreFresh,
  cataloguesFingerprint,
  I18N_MESSAGES,
  I18N_PROJECT,
} from '../../../scripts/i18n-fresh.mjs';
import { LANGUAGE_MODES, LOCALE_OF_MODE } from './language.ts';

type Variant = { declarations: string[]; selectors: string[]; match: Record<string, string> };
type Catalogue = Record<string, string | Variant[]>;

const MESSAGES = path.resolve('src/shared/i18n/messages');
const files = Object.fromEntries(
  LANGUAGE_MODES.map((mode) => {
    const { $schema: _schema, ...messages } = JSON.parse(
      readFileSync(path.join(MESSAGES, `${LOCALE_OF_MODE[mode]}.json`), 'utf8'),
    ) as Catalogue;
    return [mode, messages];
  }),
) as Record<(typeof LANGUAGE_MODES)[number], Catalogue>;
/** The spec's catalogue as compiled: English beneath the entries where the spec says it otherwise. */
const catalogues = { ...files, standar: { ...files.en, ...files.standar } };

/** The `{name}`s a message's texts put in (a plural's count may choose the text without being shown). */
function inputsOf(message: string | Variant[]): string[] {
  const texts =
    typeof message === 'string' ? [message] : message.flatMap((variant) => Object.values(variant.match));
  const used = texts.flatMap((text) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!));
  return [...new Set(used)].sort();
}

describe('the language catalogues', () => {
  it('hold the same keys in every language', () => {
    const keys = Object.keys(catalogues.standar).sort();
    expect(keys.length).toBeGreaterThan(0);
    for (const mode of LANGUAGE_MODES) expect(Object.keys(catalogues[mode]).sort(), mode).toEqual(keys);
  });

  it("hold in the spec's catalogue only what differs from English, and nothing English lacks", () => {
    for (const [key, message] of Object.entries(files.standar)) {
      expect(files.en[key], key).toBeDefined();
      expect(message, `${key} is English's already: leave it out of id-x-standar.json`).not.toEqual(
        files.en[key],
      );
    }
  });

  it('give every message the same placeholders in every language', () => {
    for (const key of Object.keys(catalogues.standar)) {
      const expected = inputsOf(catalogues.standar[key]!);
      for (const mode of LANGUAGE_MODES)
        expect(inputsOf(catalogues[mode][key]!), `${mode}: ${key}`).toEqual(expected);
    }
  });

  it('leave no message empty', () => {
    for (const mode of LANGUAGE_MODES) {
      for (const [key, message] of Object.entries(catalogues[mode])) {
        const texts =
          typeof message === 'string'
            ? [message]
            : message.flatMap((variant) => Object.values(variant.match));
        for (const text of texts) expect(text.trim(), `${mode}: ${key}`).not.toBe('');
      }
    }
  });

  it('are compiled again when one changes: the output records the inputs it came from', () => {
    // The output is generated at install, build and test start, each time only when this fingerprint moved.
    const copy = mkdtempSync(path.join(tmpdir(), 'petadesa-i18n-'));
    try {
      for (const part of [
        I18N_MESSAGES,
        I18N_PROJECT,
        'scripts/i18n-compile.ts',
        'node_modules/@inlang/paraglide-js/package.json',
      ])
        cpSync(part, path.join(copy, part), { recursive: true });
      const before = cataloguesFingerprint(copy);
      const en = path.join(copy, I18N_MESSAGES, 'en.json');
      writeFileSync(en, readFileSync(en, 'utf8').replace('}', ', "x": "y" }'));
      expect(cataloguesFingerprint(copy)).not.toBe(before);
      expect(cataloguesAreFresh('.'), 'the test start compiled the catalogues as they stand').toBe(true);
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });
});
