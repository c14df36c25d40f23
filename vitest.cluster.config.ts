import { defineConfig } from 'vitest/config';

/**
 * npm run test:cluster: the cluster suite, and the REST contract suites again with every request going
 * through nginx to three server processes (tests/support/test-app.ts, TEST_CLUSTER). One file at a time:
 * each starts three servers and nginx of its own.
 */
export const CONTRACT_SUITES = [
  'tests/api/categories.test.ts',
  'tests/api/maps.test.ts',
  'tests/api/users.test.ts',
  'tests/api/roles.test.ts',
  'tests/api/permissions.test.ts',
  'tests/api/settings.test.ts',
  'tests/api/dashboard.test.ts',
  'tests/api/target-authority.test.ts',
  // Issue 35: no village reaches another's data through the balancer either (hosts and paths as nginx passes them).
  'tests/api/village-leak-probe.test.ts',
];

export default defineConfig({
  test: {
    include: ['tests/cluster/**/*.test.ts', ...CONTRACT_SUITES],
    environment: 'node',
    globalSetup: ['tests/support/compile-catalogues.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    pool: 'forks',
    fileParallelism: false,
  },
});
