// `npm run db:restore -- file`: replaces the configured database's data (uploaded images included) with a backup's.
import path from 'node:path';
import { loadConfig } from '../src/server/config.ts';
import { BackupError, restoreBackup } from '../src/server/db/backup.ts';
import { openDatabase } from '../src/server/db/database.ts';

const file = process.argv[2];
if (!file) {
  process.stderr.write('Usage: npm run db:restore -- <backup file>\n');
  process.exit(1);
}
const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
try {
  const result = await restoreBackup(database.owner, path.resolve(file));
  process.stdout.write(
    `Restored ${result.rows} rows and ${result.images} images into ${database.location}. Everyone signs in again.\n`,
  );
} catch (error) {
  if (!(error instanceof BackupError)) throw error;
  process.stderr.write(`${error.message}\nNothing was changed.\n`);
  process.exitCode = 1;
} finally {
  await database.close();
}
