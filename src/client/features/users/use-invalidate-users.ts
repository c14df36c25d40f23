import { useCallback } from 'react';
import { trpc } from '../../lib/trpc.ts';

/** A user change shows in the user screens, and a restored one in the dashboard's count. */
export function useInvalidateUsers() {
  const utils = trpc.useUtils();
  return useCallback(
    () => Promise.all([utils.users.invalidate(), utils.dashboard.stats.invalidate()]),
    [utils],
  );
}
