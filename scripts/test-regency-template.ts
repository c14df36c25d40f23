// `npm run test:regency-template`: a database on the PostgreSQL server of TEST_DATABASE_URL holding a regency's
// other villages (VILLAGES, default 300, with PLACES_PER_VILLAGE synthetic places each, default 100, and their
// staff, roles and settings as an added village has them), its first village left as a fresh install's. With
// TEST_TEMPLATE_DATABASE=petadesa_template_regency, `npm run test:pg` copies it for every test file, so the
// API suite runs beside those villages and its timings can be set beside a run without (issue 35).
import { sql } from 'kysely';
import pg from 'pg';
import { seedCore } from '../db/seeds/core.ts';
import { syntheticVillage } from '../db/seeds/demo/synthetic.ts';
import { openDatabase } from '../src/server/db/database.ts';
import { migrateToLatest } from '../src/server/db/migrate.ts';
import { analyzeAfterBulkLoad } from '../src/server/db/table-statistics.ts';
import { inVillage } from '../src/server/db/village-context.ts';
import { loadVillage } from './bench/data.ts';

const VILLAGES = Number(process.env.VILLAGES ?? 300);
const PLACES = Number(process.env.PLACES_PER_VILLAGE ?? 100);
// TEMPLATE_NAME: another name, for a template to compare with (VILLAGES=0: the first village alone, so that
// both runs copy a database instead of migrating one).
const NAME = process.env.TEMPLATE_NAME ?? 'petadesa_template_regency';
if (!/^[a-z_][a-z0-9_]*$/.test(NAME)) throw new Error('TEMPLATE_NAME: not a name');
const server = process.env.TEST_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/test';

const admin = new pg.Client({ connectionString: server });
await admin.connect();
await admin.query(`drop database if exists ${NAME} with (force)`);
await admin.query(`create database ${NAME}`);
const url = new URL(server);
url.pathname = `/${NAME}`;
const database = await openDatabase({ url: url.toString(), dataDir: '' });
try {
  await migrateToLatest(database.owner);
  for (let i = 1; i <= VILLAGES; i++) {
    const { id } = await database.owner
      .insertInto('villages')
      .values({ slug: `desa-lain-${i}`, name: `Desa Lain ${i}`, kecamatan: `Kecamatan ${1 + (i % 20)}` })
      .returning('id')
      .executeTakeFirstOrThrow();
    await inVillage(id, async () => {
      await seedCore(database.db, { adminPassword: `kata-sandi-lain-${i}`, adminUsername: 'admin' });
      await loadVillage(database, syntheticVillage(PLACES, 5_000 + i), { analyze: false });
      // Its storage count, as an added village has it (regency.service.ts): a village without one is counted
      // afresh at every start, one by one (a deleted count row is mended so), which is not what is measured.
      await sql`select recount_storage_usage()`.execute(database.db);
    });
  }
  await analyzeAfterBulkLoad(database);
  process.stdout.write(`${NAME}: ${VILLAGES} villages beside the first, ${PLACES} places each.\n`);
} finally {
  await database.close();
  await admin.end();
}
