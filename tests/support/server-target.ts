import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type Database, openDatabase } from '../../src/server/db/database.ts';
import { testDatabaseKind } from './test-database.ts';

/**
 * Where a spawned server keeps its data: a fresh DATA_DIR (PGlite inside it), or with TEST_DATABASE_URL a
 * fresh PostgreSQL database beside it. `open` reads the same data from the test's own process.
 */
export interface ServerTarget {
  env: Record<string, string>;
  dataDir: string;
  open(): Promise<Database>;
  remove(): Promise<void>;
}

async function onServer<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function createServerTarget(prefix: string): Promise<ServerTarget> {
  const dataDir = await mkdtemp(path.join(tmpdir(), `petadesa-${prefix}-`));
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (testDatabaseKind === 'pglite' || !serverUrl) {
    return {
      env: { DATA_DIR: dataDir },
      dataDir,
      open: () => openDatabase({ url: undefined, dataDir }),
      remove: () => rm(dataDir, { recursive: true, force: true }),
    };
  }
  const name = `petadesa_${prefix.replace(/\W/g, '_')}_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
    dataDir,
    open: () => openDatabase({ url: url.toString(), dataDir }),
    remove: async () => {
      await onServer(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
