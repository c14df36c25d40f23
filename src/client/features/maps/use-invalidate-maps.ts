import { useCallback } from 'react';
import { trpc } from '../../lib/trpc.ts';

/** A map change shows in its lists, the categories' map counts, the dashboard and the public map. */
export function useInvalidateMaps() {
  const utils = trpc.useUtils();
  return useCallback(
    () =>
      Promise.all([
        utils.maps.invalidate(),
        utils.categories.list.invalidate(),
        utils.dashboard.stats.invalidate(),
        utils.public.categories.invalidate(),
      ]),
    [utils],
  );
}
