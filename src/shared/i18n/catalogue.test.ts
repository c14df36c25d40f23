import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileCatalogues, I18N_OUTDIR } from '../../../scripts/i18n-compile.ts';
import { LANGUAGE_MODES, LOCALE_OF_MODE } from './language.ts';

type Variant = { declarations: string[]; selectors: string[]; match: Record<string, string> };
type Catalogue = Record<string, string | Variant[]>;

const MESSAGES = path.resolve('src/shared/i18n/messages');
const catalogues = Object.fromEntries(
  LANGUAGE_MODES.map((mode) => {
    const { $schema: _schema, ...messages } = JSON.parse(
      readFileSync(path.join(MESSAGES, `${LOCALE_OF_MODE[mode]}.json`), 'utf8'),
    ) as Catalogue;
    return [mode, messages];
  }),
) as Record<(typeof LANGUAGE_MODES)[number], Catalogue>;

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

  it('are compiled: the committed message functions are what the catalogues give now (npm run i18n)', async () => {
    const fresh = mkdtempSync(path.join(tmpdir(), 'petadesa-i18n-'));
    try {
      await compileCatalogues(fresh);
      const list = (root: string): string[] =>
        readdirSync(root, { recursive: true, withFileTypes: true })
          .filter((entry) => entry.isFile())
          .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
          .sort();
      const committed = path.resolve(I18N_OUTDIR);
      expect(list(committed)).toEqual(list(fresh));
      for (const file of list(fresh)) {
        expect(readFileSync(path.join(committed, file), 'utf8'), file).toBe(
          readFileSync(path.join(fresh, file), 'utf8'),
        );
      }
    } finally {
      rmSync(fresh, { recursive: true, force: true });
    }
  }, 60_000);
});
