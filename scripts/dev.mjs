// `npm run dev`: the API with reload on change (port 3000) and Vite's hot-reloading client (port 5173),
// which forwards /api, /trpc and /uploads to the API.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureCatalogues } from './i18n-fresh.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// The compiled catalogues are generated (decision 0042); a change to a catalogue needs `npm run i18n`.
ensureCatalogues(root);
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
// What each procedure needs, for the back office's buttons (decision 0043); a change of access needs a restart.
spawnSync(bin('tsx'), [path.join('scripts', 'procedure-access.ts')], { cwd: root, stdio: 'inherit' });
const children = [
  spawn(bin('tsx'), ['watch', '--clear-screen=false', 'src/server/main.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PORT: process.env.PORT ?? '3000' },
  }),
  spawn(bin('vite'), [], { cwd: root, stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
