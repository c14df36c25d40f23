// `npm run test:cluster`: three server processes on PostgreSQL behind Debian's nginx (tests/cluster), and the
// REST contract suites through that balancer (vitest.cluster.config.ts). Needs nginx and TEST_DATABASE_URL
// (default postgresql://postgres@127.0.0.1:5432/test; each test file gets a database of its own).
import { spawnSync } from 'node:child_process';

const url = process.env.TEST_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/test';
const result = spawnSync(
  'npx',
  ['vitest', 'run', '--config', 'vitest.cluster.config.ts', ...process.argv.slice(2)],
  {
    stdio: 'inherit',
    env: { ...process.env, TEST_DATABASE_URL: url, TEST_CLUSTER: '1' },
  },
);
process.exit(result.status ?? 1);
