import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** The inputs of a build; a change to any of them makes `npm start` rebuild. */
const INPUTS = [
  'src',
  'db',
  'vite.config.ts',
  'tsconfig.base.json',
  'tsconfig.server.json',
  'package-lock.json',
];

function* files(root, entry) {
  const full = path.join(root, entry);
  if (!existsSync(full)) return;
  if (statSync(full).isDirectory()) {
    for (const child of readdirSync(full).sort()) yield* files(root, path.join(entry, child));
  } else if (!/\.test\.tsx?$/.test(entry)) {
    yield entry;
  }
}

export function sourceFingerprint(root) {
  const hash = createHash('sha256');
  for (const input of INPUTS) {
    for (const file of files(root, input)) {
      hash
        .update(file)
        .update('\0')
        .update(readFileSync(path.join(root, file)))
        .update('\0');
    }
  }
  return hash.digest('hex');
}

export const paths = (root) => ({
  clientIndex: path.join(root, 'dist', 'client', 'index.html'),
  serverMain: path.join(root, 'dist', 'node', 'src', 'server', 'main.js'),
  stamp: path.join(root, 'dist', '.build-fingerprint'),
});
