import { defineConfig } from 'vitest/config';

/**
 * The files that hold the server to its event-loop budget (/api/health within 200 ms while hostile input
 * is in flight) run after the rest, one at a time: on a two-core machine a neighbouring test file's CPU
 * would otherwise show up in their timings as if our server had held the loop.
 */
const loopBudgetFiles = ['tests/api/hostile-imports.test.ts', 'tests/api/hostile-geometry.test.ts'];

export default defineConfig({
  test: {
    environment: 'node',
    // PGlite compiles its WebAssembly on first use in each worker; the first test of a file pays for it.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    projects: [
      {
        extends: true,
        test: {
          name: 'suite',
          include: ['src/**/*.test.ts', 'db/**/*.test.ts', 'tests/api/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: loopBudgetFiles,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: 'loop budgets',
          include: loopBudgetFiles,
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
