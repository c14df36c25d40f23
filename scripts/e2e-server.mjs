// The server the browser tests drive: the production build on a fresh data folder with the demo village.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), 'petadesa-e2e-'));
process.env.PORT = process.env.E2E_PORT ?? '4173';
process.env.HOST ??= '127.0.0.1';
process.env.ADMIN_PASSWORD ??= 'admin-e2e-password';
process.env.SEED_DEMO ??= '1';
process.env.LOG_LEVEL ??= 'warn';
await import('./start.mjs');
