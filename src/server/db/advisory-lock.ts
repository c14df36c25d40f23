import { type Kysely, sql } from 'kysely';
import type { DB } from './schema.ts';

/**
 * Takes a transaction-scoped advisory lock, waiting while another transaction holds it; it is released at
 * commit or rollback. For invariants that span rows or tables, where a constraint cannot say it (decision
 * 0017). Each key names one kind of change; keep them unique across the app.
 */
export async function lockForTransaction(db: Kysely<DB>, key: number): Promise<void> {
  await sql`select pg_advisory_xact_lock(${key})`.execute(db);
}
