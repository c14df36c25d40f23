// `npm run village:export -- <slug> [file]`: one village, its records, images and history, in one file
// (decision 0065), for `npm run village:import` in another deployment.
import { mkdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { loadConfig } from '../src/server/config.ts';
import { BackupError } from '../src/server/db/backup.ts';
import { openDatabase } from '../src/server/db/database.ts';
import { exportVillage } from '../src/server/modules/regency/village-move/export-village.ts';

const [slug, named] = process.argv.slice(2);
if (!slug) {
  process.stderr.write('Usage: npm run village:export -- <village slug> [file]\n');
  process.exit(1);
}
const config = loadConfig();
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const file = path.resolve(named ?? path.join('backups', `village-${slug}-${stamp}.jsonl.gz`));
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
try {
  await mkdir(path.dirname(file), { recursive: true });
  const written = await exportVillage(database.db, slug, file);
  process.stdout.write(
    `Village ${slug} written to ${file}: ${written.rows} rows, ${written.images} images, ` +
      `${(await stat(file)).size} bytes.\n`,
  );
} catch (error) {
  if (!(error instanceof BackupError)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exitCode = 1;
} finally {
  await database.close();
}
