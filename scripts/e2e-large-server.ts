// The server of the browser tests of a large village (decision 0053): the production build on a fresh data
// folder holding a synthetic village of E2E_LARGE_PLACES places (20,000 by default), which its map draws
// from the vector tiles. The demo village's server (e2e-server.mjs) stays as it is for every other test.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { seedCore } from '../db/seeds/core.ts';
import { syntheticVillage } from '../db/seeds/demo/synthetic.ts';
import { openDatabase } from '../src/server/db/database.ts';
import { migrateToLatest } from '../src/server/db/migrate.ts';
import { loadVillage } from './bench/data.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'petadesa-e2e-large-'));
process.env.DATA_DIR = dataDir;
process.env.PORT = process.env.E2E_LARGE_PORT ?? '4174';
process.env.HOST ??= '127.0.0.1';
process.env.ADMIN_PASSWORD ??= 'admin-e2e-password';
process.env.SEED_DEMO = '0';
process.env.LOG_LEVEL ??= 'warn';

const database = await openDatabase({ dataDir, url: undefined });
await migrateToLatest(database.owner);
await seedCore(database.db, { adminPassword: process.env.ADMIN_PASSWORD });
await loadVillage(database, syntheticVillage(Number(process.env.E2E_LARGE_PLACES ?? 20_000)));
await database.close();
// @ts-expect-error: start.mjs is plain JavaScript without types.
await import('./start.mjs');
