import { inVillage } from './db/village-context.ts';
import { villageIds } from './db/villages.ts';
import type { Deps } from './deps.ts';
import { pruneAuditLog } from './modules/audit/audit-pruning.ts';
import { purgeExpiredDeletions } from './modules/audit/recently-deleted.ts';
import { purgeClosedVillages } from './modules/regency/regency.service.ts';

const EVERY_MS = 60 * 60 * 1000;

/**
 * Once an hour (and once soon after start), villages closed 30 days ago are purged, records deleted more
 * than 30 days ago are purged with their images, and audit entries older than AUDIT_KEEP_DAYS (when set)
 * are removed. Every instance runs it; each row is removed by one of them. A failure is logged and tried
 * again at the next hour: nothing is lost by waiting.
 */
export function scheduleCleanup(deps: Deps): { stop(): void } {
  // Village by village, each as the app works in it (decision 0052): the database shows each run one village.
  const cleanVillage = async (village: number) => {
    const log = deps.log.child({ village });
    await purgeExpiredDeletions(deps).then(
      (purged) => {
        if (purged > 0) log.info({ purged }, 'purged records deleted more than 30 days ago');
      },
      (error: unknown) => log.error({ err: error }, 'the cleanup of deleted records failed'),
    );
    await pruneAuditLog(deps).then(
      (pruned) => {
        if (pruned.entries + pruned.values > 0) {
          log.info({ ...pruned, keepDays: deps.config.auditKeepDays }, 'removed old audit entries');
        }
      },
      (error: unknown) => log.error({ err: error }, 'the cleanup of the audit log failed'),
    );
  };
  const run = () => {
    // Villages the regency closed 30 days ago go first, with every row of theirs (issue 35).
    purgeClosedVillages(deps)
      .catch((error: unknown) => deps.log.error({ err: error }, 'the purge of closed villages failed'))
      .then(() => villageIds(deps.db))
      .then(
        async (villages) => {
          for (const village of villages) await inVillage(village, () => cleanVillage(village));
        },
        (error: unknown) => deps.log.error({ err: error }, 'the cleanup could not list the villages'),
      );
  };
  const first = setTimeout(run, 60_000);
  const every = setInterval(run, EVERY_MS);
  first.unref();
  every.unref();
  return {
    stop() {
      clearTimeout(first);
      clearInterval(every);
    },
  };
}
