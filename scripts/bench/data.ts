import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { seedCore } from '../../db/seeds/core.ts';
import type { DemoPlace } from '../../db/seeds/demo/village.ts';
import { type Database, openDatabase } from '../../src/server/db/database.ts';
import { migrateToLatest } from '../../src/server/db/migrate.ts';
import { analyzeAfterBulkLoad } from '../../src/server/db/table-statistics.ts';
import { geometryColumns } from '../../src/server/modules/maps/map-geometry.ts';
import type { PetaGeometry } from '../../src/shared/geo/types.ts';
import { slugify } from '../../src/shared/slug.ts';

export interface VillageData {
  categories: { key: string; name: string; description: string; color: string }[];
  places: DemoPlace[];
}

export const BENCH_ADMIN_PASSWORD = 'bench-admin-password';

/**
 * Inserts a village straight into the tables, in batches, with the API's geometry columns, then analyzes
 * them as a bulk load should (table-statistics.ts): the plans then are those of a village that grew by use.
 */
export async function loadVillage(
  database: Pick<Database, 'db' | 'kind' | 'owner'>,
  village: VillageData,
  /** false when many villages are loaded in a row: the caller analyzes once at the end. */
  options: { analyze?: boolean } = {},
): Promise<void> {
  const { db } = database;
  const ids = new Map<string, number>();
  for (const category of village.categories) {
    const row = await db
      .insertInto('categories')
      .values({ name: category.name, description: category.description, color: category.color })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.set(category.key, row.id);
  }
  const BATCH = 500;
  for (let start = 0; start < village.places.length; start += BATCH) {
    const rows = village.places.slice(start, start + BATCH).map((place, i) => ({
      name: place.name,
      slug: `${slugify(place.name)}-${start + i}`,
      description: place.description,
      address: place.address,
      status: place.status,
      category_id: ids.get(place.categoryKey) ?? null,
      ...geometryColumns(place.geometry as PetaGeometry),
    }));
    await db.insertInto('maps').values(rows).execute();
  }
  if (options.analyze !== false) await analyzeAfterBulkLoad(database);
}

export interface BenchDatabase {
  kind: 'pglite' | 'postgres';
  dataDir: string;
  /** DATABASE_URL for the server process; undefined for the embedded database in dataDir. */
  url: string | undefined;
  open(): Promise<Database>;
  drop(): Promise<void>;
}

/** A fresh database of either kind, migrated, seeded and loaded, closed again for a server to open. */
export async function createBenchDatabase(
  kind: 'pglite' | 'postgres',
  village: VillageData,
  postgresServerUrl: string,
): Promise<BenchDatabase> {
  const dataDir = await mkdtemp(path.join(tmpdir(), `petadesa-bench-${kind}-`));
  let url: string | undefined;
  let name = '';
  if (kind === 'postgres') {
    name = `petadesa_bench_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: postgresServerUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const parsed = new URL(postgresServerUrl);
    parsed.pathname = `/${name}`;
    url = parsed.toString();
  }
  const open = () => openDatabase({ url, dataDir });
  const database = await open();
  await migrateToLatest(database.owner);
  await seedCore(database.db, { adminPassword: BENCH_ADMIN_PASSWORD });
  await loadVillage(database, village);
  await database.close();
  return {
    kind,
    dataDir,
    url,
    open,
    drop: async () => {
      await rm(dataDir, { recursive: true, force: true });
      if (kind !== 'postgres') return;
      const admin = new pg.Client({ connectionString: postgresServerUrl });
      await admin.connect();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

export async function postgresAnswers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}
