import type { Deps } from './deps.ts';
import { purgeExpiredDeletions } from './modules/audit/recently-deleted.ts';

const EVERY_MS = 60 * 60 * 1000;

/**
 * Once an hour (and once soon after start), records deleted more than 30 days ago are purged with their
 * images. Every instance runs it; each row is purged by one of them. A failure is logged and tried again
 * at the next hour: nothing is lost by waiting.
 */
export function scheduleCleanup(deps: Deps): { stop(): void } {
  const run = () => {
    purgeExpiredDeletions(deps).then(
      (purged) => {
        if (purged > 0) deps.log.info({ purged }, 'purged records deleted more than 30 days ago');
      },
      (error: unknown) => deps.log.error({ err: error }, 'the cleanup of deleted records failed'),
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
