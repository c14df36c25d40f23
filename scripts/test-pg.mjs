// `npm run test:pg`: the API suite against a real PostgreSQL server (each test file in a database of its own).
// `npm run test:pg -- tests/api/x.test.ts` runs only the files named; options alone keep the whole suite.
import { spawnSync } from 'node:child_process';

const url = process.env.TEST_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/test';
const args = process.argv.slice(2);
// A filter of vitest's narrows what it is given: naming tests/api beside a file would run every file.
const files = args.some((arg) => !arg.startsWith('-')) ? [] : ['tests/api'];
const result = spawnSync('npx', ['vitest', 'run', ...files, ...args], {
  stdio: 'inherit',
  env: { ...process.env, TEST_DATABASE_URL: url },
});
process.exit(result.status ?? 1);
