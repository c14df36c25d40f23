import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'db/**/*.test.ts', 'tests/api/**/*.test.ts', 'scripts/**/*.test.ts'],
    environment: 'node',
    // Generated before any test reads them (decisions 0042, 0043): the compiled catalogues (made when the
    // catalogues changed), then what each procedure needs (read from the router, which says the messages).
    globalSetup: ['tests/support/compile-catalogues.ts', 'tests/support/generate-procedure-access.ts'],
    // PGlite compiles its WebAssembly on first use in each worker; the first test of a file pays for it.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
