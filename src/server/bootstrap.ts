import type { FastifyBaseLogger } from 'fastify';
import { runSeeds, type SeedResult } from '../../db/seeds/run-seeds.ts';
import type { Config } from './config.ts';
import { type Database, openDatabase } from './db/database.ts';
import { durabilityWarnings } from './db/durability.ts';
import { migrateToLatest } from './db/migrate.ts';
import { raiseSerials } from './db/serial-floor.ts';
import { DatabaseImageStorage } from './uploads/database-image-storage.ts';
import { moveDiskUploads } from './uploads/move-disk-uploads.ts';

/** Opens the configured database, brings its schema up to date and seeds it; shared by start and scripts. */
export async function prepareDatabase(
  config: Config,
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
  options: { seed: 'first-start' | 'always' } = { seed: 'first-start' },
): Promise<{ database: Database; seed: SeedResult }> {
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  try {
    if (database.kind === 'pglite') {
      log.info({ database: 'pglite', location: database.location }, 'using the embedded database (PGlite)');
      log.warn(
        'PGlite is not power-loss safe: a crash of the machine can lose recent writes. ' +
          'Production should set DATABASE_URL to a PostgreSQL server.',
      );
    } else {
      log.info({ database: 'postgres', location: database.location }, 'using PostgreSQL');
      for (const warning of await durabilityWarnings(database.owner)) log.warn(warning);
    }
    const applied = await migrateToLatest(database.owner);
    if (applied.length > 0) log.info({ migrations: applied }, 'database migrated');
    // A database copied by other means (rows without their sequences) is mended before any insert.
    await raiseSerials(database.owner);
    const uploads = await moveDiskUploads(new DatabaseImageStorage(database.db), config.dataDir);
    if (uploads.kept) {
      log.info(
        { moved: uploads.moved, skipped: uploads.skipped, kept: uploads.kept },
        'uploaded images moved from the data folder into the database',
      );
    }
    const seed = await runSeeds(database.db, config, options.seed);
    return { database, seed };
  } catch (error) {
    await database.close().catch(() => {});
    throw error;
  }
}
