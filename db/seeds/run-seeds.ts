import type { Kysely } from 'kysely';
import type { Config } from '../../src/server/config.ts';
import type { DB } from '../../src/server/db/schema.ts';
import { type CoreSeedResult, seedCore } from './core.ts';
import { seedDemoVillage } from './demo.ts';

export interface SeedResult extends CoreSeedResult {
  demoLoaded: boolean;
}

/**
 * 'first-start': the demo village comes only with the first user, so a village that later empties its
 * maps never sees the demo return. 'always' (npm run db:seed): it comes whenever there is no data yet.
 */
export async function runSeeds(
  db: Kysely<DB>,
  config: Config,
  mode: 'first-start' | 'always',
): Promise<SeedResult> {
  // The deployment's first admin leads the regency too (issue 35).
  const core = await seedCore(db, { adminPassword: config.adminPassword, regencyAdmin: true });
  const wanted = config.seedDemo && (mode === 'always' || core.createdAdmin !== undefined);
  const demoLoaded = wanted ? await seedDemoVillage(db) : false;
  return { ...core, demoLoaded };
}
