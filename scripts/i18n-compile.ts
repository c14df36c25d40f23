// The language catalogues (src/shared/i18n/messages/*.json) compiled into typed message functions by
// paraglide-js (decision 0023). The output is committed, so the tests, the server and the build all read
// the same files without a step of their own; src/shared/i18n/catalogue.test.ts fails when it is stale.
import { compile } from '@inlang/paraglide-js';

export const I18N_PROJECT = 'src/shared/i18n/project.inlang';
export const I18N_OUTDIR = 'src/shared/i18n/generated';

export async function compileCatalogues(outdir = I18N_OUTDIR): Promise<void> {
  await compile({
    project: I18N_PROJECT,
    outdir,
    // The browser remembers its choice; without one, the spec's texts (the base locale).
    strategy: ['localStorage', 'baseLocale'],
    localStorageKey: 'petadesa.language',
    // The server passes each call its request's locale; it never reads a browser's storage.
    isServer: "typeof window === 'undefined'",
    emitTsDeclarations: true,
    emitGitIgnore: false,
    emitPrettierIgnore: false,
    emitReadme: false,
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await compileCatalogues();
  // The inlang SDK leaves handles open for half a minute after its work is done.
  process.exit(0);
}
