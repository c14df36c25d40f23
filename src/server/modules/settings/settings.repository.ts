import type { Kysely } from 'kysely';
import type { DB, SettingsRow } from '../../db/schema.ts';

export function findSettings(db: Kysely<DB>): Promise<SettingsRow | undefined> {
  return db.selectFrom('settings').selectAll().where('id', '=', 1).executeTakeFirst();
}
