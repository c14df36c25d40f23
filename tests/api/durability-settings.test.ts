import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { prepareDatabase } from '../../src/server/bootstrap.ts';
import { loadConfig } from '../../src/server/config.ts';
import { durabilityWarnings } from '../../src/server/db/durability.ts';
import { openTestDatabase, testDatabaseKind } from '../support/test-database.ts';

function capturingLog() {
  const warnings: string[] = [];
  return {
    warnings,
    log: { info: () => {}, warn: (message: unknown) => void warnings.push(String(message)) },
  };
}

/** The test database's own URL, with the password its logged location leaves out. */
function urlOf(database: { location: string }): URL {
  const url = new URL(process.env.TEST_DATABASE_URL as string);
  url.pathname = new URL(database.location).pathname;
  return url;
}

async function startWith(databaseUrl: string) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'petadesa-durability-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    ADMIN_PASSWORD: 'admin-test-password',
    SEED_DEMO: '0',
  });
  const { log, warnings } = capturingLog();
  const { database } = await prepareDatabase(config, log);
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
  return warnings;
}

describe.runIf(testDatabaseKind === 'postgres')(
  'the start checks that PostgreSQL keeps what it confirms',
  () => {
    it('says nothing when fsync and synchronous_commit are on', async () => {
      const database = await openTestDatabase();
      try {
        expect(await durabilityWarnings(database.db)).toEqual([]);
        expect(await startWith(urlOf(database).toString())).toEqual([]);
      } finally {
        await database.close();
      }
    });

    it('warns at start when synchronous_commit is off', async () => {
      const database = await openTestDatabase();
      try {
        const url = new URL(process.env.TEST_DATABASE_URL as string);
        url.pathname = new URL(database.location).pathname;
        url.searchParams.set('options', '-c synchronous_commit=off');
        const warnings = await startWith(url.toString());
        expect(warnings).toEqual([expect.stringContaining('synchronous_commit = off')]);
      } finally {
        await database.close();
      }
    });
  },
);

describe.runIf(testDatabaseKind === 'pglite')('PGlite durability', () => {
  it('runs with fsync off, so the check flags it and the start warns that PGlite is not power-loss safe', async () => {
    const database = await openTestDatabase();
    try {
      expect(await durabilityWarnings(database.db)).toEqual([expect.stringContaining('fsync = off')]);
    } finally {
      await database.close();
    }
    const warnings = await startWith('');
    expect(warnings).toEqual([expect.stringContaining('not power-loss safe')]);
  });
});
