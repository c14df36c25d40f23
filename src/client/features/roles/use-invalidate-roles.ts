import { useCallback } from 'react';
import { trpc } from '../../lib/trpc.ts';

/** A role change shows in the role screens and in the users' role badges and boxes. */
export function useInvalidateRoles() {
  const utils = trpc.useUtils();
  return useCallback(() => Promise.all([utils.roles.invalidate(), utils.users.invalidate()]), [utils]);
}
