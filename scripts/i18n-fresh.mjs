// Whether the compiled catalogues (src/shared/i18n/generated) were made from the inputs as they stand, and
// the one way to make them when not. Plain JavaScript: `npm start` (scripts/start.mjs) and the test start read
// it before anything can run TypeScript.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const I18N_PROJECT = 'src/shared/i18n/project.inlang';
export const I18N_MESSAGES = 'src/shared/i18n/messages';
export const I18N_OUTDIR = 'src/shared/i18n/generated';
/** Written last into the output: the fingerprint of the inputs it was compiled from. */
export const I18N_STAMP = '.inputs-fingerprint';

/** What the output depends on: the catalogues, the project's settings, the compile script, paraglide's version. */
export function cataloguesFingerprint(root) {
  const hash = createHash('sha256');
  const messages = path.join(root, I18N_MESSAGES);
  const inputs = [
    ...readdirSync(messages)
      .sort()
      .map((file) => path.join(messages, file)),
    path.join(root, I18N_PROJECT, 'settings.json'),
    path.join(root, 'scripts', 'i18n-compile.ts'),
    path.join(root, 'node_modules', '@inlang', 'paraglide-js', 'package.json'),
  ];
  for (const file of inputs) hash.update(path.relative(root, file)).update('\0').update(readFileSync(file));
  return hash.digest('hex');
}

export function cataloguesAreFresh(root) {
  const stamp = path.join(root, I18N_OUTDIR, I18N_STAMP);
  return existsSync(stamp) && readFileSync(stamp, 'utf8') === cataloguesFingerprint(root);
}

/** Compiles the catalogues unless they are fresh (about 10 s when they are not). */
export function ensureCatalogues(root) {
  if (cataloguesAreFresh(root)) return;
  const result = spawnSync(
    path.join(root, 'node_modules', '.bin', 'tsx'),
    [path.join('scripts', 'i18n-compile.ts')],
    { cwd: root, stdio: 'inherit' },
  );
  if (result.status !== 0) throw new Error('Compiling the language catalogues failed (npm run i18n).');
}
