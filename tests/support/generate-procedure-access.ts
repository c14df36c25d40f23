import { spawnSync } from 'node:child_process';
import path from 'node:path';

/** Vitest's global setup: what each procedure needs, generated from the router before the tests read it. */
export default function setup(): void {
  const root = path.resolve(import.meta.dirname, '../..');
  const result = spawnSync(path.join(root, 'node_modules', '.bin', 'tsx'), ['scripts/procedure-access.ts'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0)
    throw new Error("Generating the procedures' access failed (scripts/procedure-access.ts).");
}
