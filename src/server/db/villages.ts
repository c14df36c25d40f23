import type { Kysely } from 'kysely';
import type { DB } from './schema.ts';

/** Every village of the deployment, closed ones included (their records are still kept, then purged). */
export async function villageIds(db: Kysely<DB>): Promise<number[]> {
  const rows = await db.selectFrom('villages').select('id').orderBy('id').execute();
  return rows.map((row) => row.id);
}
