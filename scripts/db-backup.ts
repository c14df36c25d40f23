// `npm run db:backup [-- file]`: the configured database and the uploaded images in one archive file.
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { loadConfig } from '../src/server/config.ts';
import { createBackup } from '../src/server/db/backup.ts';
import { openDatabase } from '../src/server/db/database.ts';

const config = loadConfig();
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const file = path.resolve(process.argv[2] ?? path.join('backups', `petadesa-${stamp}.json.gz`));
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
try {
  const archive = await createBackup(database.db, config.dataDir);
  await mkdir(path.dirname(file), { recursive: true });
  // Written aside and renamed, so a cut-short backup never looks like a whole one.
  await writeFile(`${file}.partial`, archive);
  await rename(`${file}.partial`, file);
  process.stdout.write(`Backup of ${database.location} written to ${file} (${archive.length} bytes).\n`);
} finally {
  await database.close();
}
