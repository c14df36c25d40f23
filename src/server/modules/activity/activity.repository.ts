import { type Kysely, sql } from 'kysely';
import { containsPattern } from '../../db/paginate.ts';
import type { AuditAction, DB } from '../../db/schema.ts';

export interface ActivityFilter {
  user?: string;
  table?: string;
  action?: AuditAction;
  from?: Date;
  /** Exclusive. */
  until?: Date;
}

function filtered(db: Kysely<DB>, filter: ActivityFilter) {
  let query = db.selectFrom('audit_log');
  if (filter.user) query = query.where('actor_username', 'ilike', containsPattern(filter.user));
  if (filter.table) query = query.where('table_name', '=', filter.table);
  if (filter.action) query = query.where('action', '=', filter.action);
  if (filter.from) query = query.where('at', '>=', filter.from);
  if (filter.until) query = query.where('at', '<', filter.until);
  return query;
}

export async function countActivity(db: Kysely<DB>, filter: ActivityFilter): Promise<number> {
  const row = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Newest first; without the records, which can be large, but with an import's file and counts (small). */
export function listActivity(db: Kysely<DB>, filter: ActivityFilter, limit: number, offset: number) {
  return filtered(db, filter)
    .select([
      'id',
      'at',
      'actor_username',
      'table_name',
      'record_id',
      'action',
      'changed',
      'restored_from',
      'last_writer_wins',
    ])
    .select(['record_name as name', 'record_version as version'])
    .select(sql<unknown>`case when action = 'import' then after end`.as('import'))
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}
