import { useCallback } from 'react';
import { trpc } from '../../lib/trpc.ts';

/** A permission change shows in its lists, in the roles (their counts and boxes) and the edit screens. */
export function useInvalidatePermissions() {
  const utils = trpc.useUtils();
  return useCallback(() => Promise.all([utils.permissions.invalidate(), utils.roles.invalidate()]), [utils]);
}
