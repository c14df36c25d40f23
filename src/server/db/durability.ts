import { type Kysely, sql } from 'kysely';
import type { DB } from './schema.ts';

/**
 * What the server is set to that would lose a write it already confirmed: `fsync = off` loses it when the
 * machine crashes, and `synchronous_commit = off` answers before the write is on disk at all.
 */
export async function durabilityWarnings(db: Kysely<DB>): Promise<string[]> {
  const result = await sql<{ fsync: string; synchronous_commit: string }>`
    select current_setting('fsync') as fsync, current_setting('synchronous_commit') as synchronous_commit
  `.execute(db);
  const settings = result.rows[0];
  const warnings: string[] = [];
  if (settings?.fsync !== 'on') {
    warnings.push(
      `PostgreSQL runs with fsync = ${settings?.fsync}: a crash of the machine can corrupt the database and lose saved changes. Set fsync = on.`,
    );
  }
  if (settings?.synchronous_commit === 'off') {
    warnings.push(
      'PostgreSQL runs with synchronous_commit = off: a crash can lose changes the app already reported as saved. Set synchronous_commit = on.',
    );
  }
  return warnings;
}
