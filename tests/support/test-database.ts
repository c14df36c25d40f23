import { randomBytes } from 'node:crypto';
import { Migrator } from 'kysely';
import pg from 'pg';
import { migrations } from '../../db/migrations/index.ts';
import { type Database, IN_MEMORY, openDatabase } from '../../src/server/db/database.ts';
import { migrateToLatest } from '../../src/server/db/migrate.ts';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new database on the
 * PostgreSQL server named by TEST_DATABASE_URL (dropped again on close), so both engines run the same suite.
 */
export async function openTestDatabase(
  /** `fresh`: migrated anew even when TEST_TEMPLATE_DATABASE names a database to copy. */
  options: { migrateTo?: string; fresh?: boolean } = {},
): Promise<Database & { url?: string }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  // A migration test starts from the schema an older release left.
  const migrate = async (database: Database) => {
    if (!options.migrateTo) return migrateToLatest(database.owner);
    const migrator = new Migrator({
      db: database.owner,
      provider: { getMigrations: async () => migrations },
    });
    const { error } = await migrator.migrateTo(options.migrateTo);
    if (error) throw error;
  };
  if (!serverUrl) {
    const database = await openDatabase({ url: IN_MEMORY, dataDir: '' });
    await migrate(database);
    return database;
  }
  const name = `petadesa_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  // TEST_TEMPLATE_DATABASE: every test file's database starts as a copy of it (`npm run test:regency-template`
  // makes one holding a regency's other villages), so the suite runs beside hundreds of villages (issue 35).
  const template = process.env.TEST_TEMPLATE_DATABASE;
  if (template && !/^[a-z_][a-z0-9_]*$/.test(template)) throw new Error('TEST_TEMPLATE_DATABASE: not a name');
  await admin.connect();
  try {
    await admin.query(
      `create database ${name}${template && !options.migrateTo && !options.fresh ? ` template ${template}` : ''}`,
    );
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), dataDir: '' });
  await migrate(database);
  return {
    ...database,
    url: url.toString(),
    close: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      try {
        await dropper.query(`drop database if exists ${name} with (force)`);
      } finally {
        await dropper.end();
      }
    },
  };
}

export const testDatabaseKind = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
