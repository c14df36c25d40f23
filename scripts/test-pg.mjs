// `npm run test:pg`: the API suite against a real PostgreSQL server (each test file in a database of its own).
import { spawnSync } from 'node:child_process';

const url = process.env.TEST_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/test';
const result = spawnSync('npx', ['vitest', 'run', 'tests/api', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, TEST_DATABASE_URL: url },
});
process.exit(result.status ?? 1);
