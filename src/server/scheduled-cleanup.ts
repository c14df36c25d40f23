import type { Deps } from './deps.ts';
import { pruneAuditLog } from './modules/audit/audit-pruning.ts';
import { purgeExpiredDeletions } from './modules/audit/recently-deleted.ts';

const EVERY_MS = 60 * 60 * 1000;

/**
 * Once an hour (and once soon after start), records deleted more than 30 days ago are purged with their
 * images, and audit entries older than AUDIT_KEEP_DAYS (when set) are removed. Every instance runs it; each
 * row is removed by one of them. A failure is logged and tried again at the next hour: nothing is lost by
 * waiting.
 */
export function scheduleCleanup(deps: Deps): { stop(): void } {
  const run = () => {
    purgeExpiredDeletions(deps).then(
      (purged) => {
        if (purged > 0) deps.log.info({ purged }, 'purged records deleted more than 30 days ago');
      },
      (error: unknown) => deps.log.error({ err: error }, 'the cleanup of deleted records failed'),
    );
    pruneAuditLog(deps).then(
      (pruned) => {
        if (pruned.entries + pruned.values > 0) {
          deps.log.info({ ...pruned, keepDays: deps.config.auditKeepDays }, 'removed old audit entries');
        }
      },
      (error: unknown) => deps.log.error({ err: error }, 'the cleanup of the audit log failed'),
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
