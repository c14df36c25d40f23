// The language catalogues (src/shared/i18n/messages/*.json) compiled into typed message functions by
// paraglide-js (decisions 0023, 0042). The output is generated, never committed: `npm ci` (prepare), the
// build (scripts/start.mjs, scripts/dev.mjs) and the test start (tests/support/compile-catalogues.ts) make
// it, the last three only when its inputs changed (scripts/i18n-fresh.mjs).
import * as fs from 'node:fs';
import { renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { compile } from '@inlang/paraglide-js';
import { LANGUAGE_STORAGE_KEY } from '../src/shared/i18n/language.ts';
import {
  cataloguesFingerprint,
  I18N_MESSAGES,
  I18N_OUTDIR,
  I18N_PROJECT,
  I18N_STAMP,
} from './i18n-fresh.mjs';

/**
 * The spec's catalogue (`id-x-standar`, the base locale) holds only where the spec's wording differs from
 * English (decision 0042); every other entry is English's. paraglide 2 cannot say that itself: a locale
 * falls back by its tag (`id-x-standar` to `id`, Indonesian) and the base locale to nothing, so the
 * compile reads the spec's catalogue with English beneath it.
 */
const SPEC_CATALOGUE = path.resolve(I18N_MESSAGES, 'id-x-standar.json');
const ENGLISH_CATALOGUE = path.resolve(I18N_MESSAGES, 'en.json');

export function specCatalogueWithEnglish(): string {
  const read = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
  const { $schema, ...english } = read(ENGLISH_CATALOGUE);
  const { $schema: _, ...spec } = read(SPEC_CATALOGUE);
  return JSON.stringify({ $schema, ...english, ...spec }, null, 2);
}

/** node:fs, except that the spec's catalogue reads as `specCatalogueWithEnglish()`. */
function filesWithFullSpecCatalogue(): typeof fs {
  const isSpec = (file: unknown) => typeof file === 'string' && path.resolve(file) === SPEC_CATALOGUE;
  const promises = new Proxy(fs.promises, {
    get: (target, name, receiver) =>
      name === 'readFile'
        ? (file: string, ...rest: unknown[]) =>
            isSpec(file)
              ? Promise.resolve(
                  rest.length > 0 ? specCatalogueWithEnglish() : Buffer.from(specCatalogueWithEnglish()),
                )
              : (target.readFile as (...args: unknown[]) => unknown)(file, ...rest)
        : Reflect.get(target, name, receiver),
  });
  return new Proxy(fs, {
    get: (target, name, receiver) => {
      if (name === 'promises') return promises;
      if (name === 'readFileSync')
        return (file: string, ...rest: unknown[]) =>
          isSpec(file)
            ? rest.length > 0
              ? specCatalogueWithEnglish()
              : Buffer.from(specCatalogueWithEnglish())
            : (target.readFileSync as (...args: unknown[]) => unknown)(file, ...rest);
      return Reflect.get(target, name, receiver);
    },
  });
}

export async function compileCatalogues(outdir = I18N_OUTDIR): Promise<void> {
  await compile({
    project: I18N_PROJECT,
    outdir,
    fs: filesWithFullSpecCatalogue(),
    // The browser remembers its choice; without one, the spec's texts (the base locale).
    strategy: ['localStorage', 'baseLocale'],
    localStorageKey: LANGUAGE_STORAGE_KEY,
    // The server passes each call its request's locale; it never reads a browser's storage.
    isServer: "typeof window === 'undefined'",
    emitTsDeclarations: true,
    emitGitIgnore: false,
    emitPrettierIgnore: false,
    emitReadme: false,
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // Compiled beside the output and put in place whole, so a reader (a test run, a build started beside
  // it) never sees half an output; the stamp says which inputs it came from.
  const fingerprint = cataloguesFingerprint('.');
  const fresh = `${I18N_OUTDIR}.${process.pid}`;
  rmSync(fresh, { recursive: true, force: true });
  await compileCatalogues(fresh);
  writeFileSync(path.join(fresh, I18N_STAMP), fingerprint);
  rmSync(I18N_OUTDIR, { recursive: true, force: true });
  renameSync(fresh, I18N_OUTDIR);
  // The inlang SDK leaves handles open for half a minute after its work is done.
  process.exit(0);
}
