// `npm run db:backup [-- file]`: the configured database, uploaded images included, in one archive file.
import { mkdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { loadConfig } from '../src/server/config.ts';
import { writeBackup } from '../src/server/db/backup.ts';
import { openDatabase } from '../src/server/db/database.ts';

const config = loadConfig();
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const file = path.resolve(process.argv[2] ?? path.join('backups', `petadesa-${stamp}.jsonl.gz`));
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
try {
  await mkdir(path.dirname(file), { recursive: true });
  const written = await writeBackup(database.owner, file);
  process.stdout.write(
    `Backup of ${database.location} written to ${file}: ${written.rows} rows, ${written.images} images, ` +
      `${(await stat(file)).size} bytes.\n`,
  );
} finally {
  await database.close();
}
