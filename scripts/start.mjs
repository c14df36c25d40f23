// `npm start`: builds whatever is missing or stale (client bundle, compiled server), then serves.
// `--build-only` stops after building; `--force` rebuilds even when the build looks current.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { paths, sourceFingerprint } from './build-state.mjs';
import { ensureCatalogues } from './i18n-fresh.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = new Set(process.argv.slice(2));
const out = paths(root);

function run(command, commandArgs) {
  const result = spawnSync(command, commandArgs, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    process.stderr.write(`\nBuild step failed: ${command} ${commandArgs.join(' ')}\n`);
    process.exit(result.status ?? 1);
  }
}

// The compiled catalogues are generated, not committed (decision 0042); the build and the server read them.
ensureCatalogues(root);
const fingerprint = sourceFingerprint(root);
const current =
  existsSync(out.clientIndex) &&
  existsSync(out.serverMain) &&
  existsSync(out.stamp) &&
  readFileSync(out.stamp, 'utf8') === fingerprint;

if (args.has('--force') || !current) {
  process.stdout.write('Building PetaDesa (client and server)...\n');
  const bin = (name) => path.join(root, 'node_modules', '.bin', name);
  // What each procedure needs, for the back office's buttons: generated from the router (decision 0043).
  run(bin('tsx'), [path.join('scripts', 'procedure-access.ts')]);
  run(bin('vite'), ['build', '--logLevel', 'warn']);
  run(bin('tsc'), ['-p', 'tsconfig.server.json']);
  // The compiled language catalogues are JavaScript already: tsc does not carry them over.
  const catalogues = path.join('src', 'shared', 'i18n', 'generated');
  cpSync(path.join(root, catalogues), path.join(root, 'dist', 'node', catalogues), { recursive: true });
  mkdirSync(path.dirname(out.stamp), { recursive: true });
  // Made after the generated files, which are sources too.
  writeFileSync(out.stamp, sourceFingerprint(root));
}

if (!args.has('--build-only')) {
  await import(pathToFileURL(out.serverMain).href);
}
