import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'db/**/*.test.ts', 'tests/api/**/*.test.ts', 'scripts/**/*.test.ts'],
    environment: 'node',
    // PGlite compiles its WebAssembly on first use in each worker; the first test of a file pays for it.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
