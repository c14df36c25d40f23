import { pino } from 'pino';
import { loadConfig } from '../src/server/config.ts';
import { openDatabase } from '../src/server/db/database.ts';
import { migrateToLatest } from '../src/server/db/migrate.ts';

const config = loadConfig();
const log = pino({ level: config.logLevel });
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
try {
  const applied = await migrateToLatest(database.owner);
  log.info({ location: database.location, applied }, applied.length ? 'migrated' : 'already up to date');
} finally {
  await database.close();
}
