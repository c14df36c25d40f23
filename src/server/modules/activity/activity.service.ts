import { PER_PAGE } from '../../../shared/schemas/common.ts';
import {
  type ActivityEntry,
  type ActivityInput,
  type AuditResource,
  importRecord,
} from '../../../shared/schemas/history.ts';
import { paginate } from '../../db/paginate.ts';
import type { Deps } from '../../deps.ts';
import { toEntry } from '../audit/history.ts';
import * as repo from './activity.repository.ts';

/** A day as the server's clock reads it (the village's time zone where it runs), from midnight. */
const startOfDay = (day: string) => new Date(`${day}T00:00:00`);
const DAY_MS = 24 * 60 * 60 * 1000;

/** The audit log, newest first, filtered by who, what, which action and which days (both ends included). */
export function list(deps: Deps, input: ActivityInput) {
  const filter: repo.ActivityFilter = {
    user: input.user,
    table: input.resource,
    action: input.action,
    from: input.from ? startOfDay(input.from) : undefined,
    until: input.to ? new Date(startOfDay(input.to).getTime() + DAY_MS) : undefined,
  };
  return paginate(
    input.page,
    PER_PAGE,
    () => repo.countActivity(deps.db, filter),
    async (limit, offset): Promise<ActivityEntry[]> =>
      (await repo.listActivity(deps.db, filter, limit, offset)).map((row) => ({
        ...toEntry(row),
        resource: row.table_name as AuditResource,
        record_id: row.record_id,
        name: row.name,
        import: row.action === 'import' ? importRecord.parse(row.import) : null,
      })),
  );
}
