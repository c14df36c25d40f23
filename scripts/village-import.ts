// `npm run village:import -- <file> [--slug s] [--name n] [--region-code c | --no-region-code] [--kecamatan k]
// [--hosts a,b | --no-hosts]`: adds the village of a file written by `npm run village:export` as a new village
// of this deployment (decision 0065). Its slug, name, region code, kecamatan and hosts are the file's unless
// given; nothing is changed if any of them is taken here or the file is refused.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/server/config.ts';
import { BackupError } from '../src/server/db/backup.ts';
import { openDatabase } from '../src/server/db/database.ts';
import { migrateToLatest } from '../src/server/db/migrate.ts';
import { importVillage } from '../src/server/modules/regency/village-move/import-village.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    slug: { type: 'string' },
    name: { type: 'string' },
    'region-code': { type: 'string' },
    'no-region-code': { type: 'boolean' },
    kecamatan: { type: 'string' },
    hosts: { type: 'string' },
    'no-hosts': { type: 'boolean' },
  },
});
const file = positionals[0];
if (!file) {
  process.stderr.write(
    'Usage: npm run village:import -- <village file> [--slug s] [--name n] [--region-code c | --no-region-code] ' +
      '[--kecamatan k] [--hosts a,b | --no-hosts]\n',
  );
  process.exit(1);
}
const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
try {
  await migrateToLatest(database.owner);
  const result = await importVillage(database.db, path.resolve(file), {
    slug: values.slug,
    name: values.name,
    region_code: values['no-region-code'] ? null : values['region-code'],
    kecamatan: values.kecamatan,
    hosts: values['no-hosts'] ? [] : values.hosts?.split(',').map((host) => host.trim()),
    quotaBytes: config.storageQuotaBytes,
  });
  process.stdout.write(
    `Village ${result.slug} added (id ${result.id}): ${result.rows} rows, ${result.images} images, at ` +
      `/desa/${result.slug}/. Its staff sign in with their passwords as before.\n` +
      (result.sharedFound.length > 0
        ? `Shared categories found here: ${result.sharedFound.join(', ')}.\n`
        : '') +
      (result.sharedMadeOwn.length > 0
        ? `Shared categories not found here, now the village's own: ${result.sharedMadeOwn.join(', ')}.\n`
        : ''),
  );
} catch (error) {
  if (!(error instanceof BackupError)) throw error;
  process.stderr.write(`${error.message}\nNothing was changed.\n`);
  process.exitCode = 1;
} finally {
  await database.close();
}
