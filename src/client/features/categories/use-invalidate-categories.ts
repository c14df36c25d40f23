import { useCallback } from 'react';
import { trpc } from '../../lib/trpc.ts';

/**
 * A category change shows in its lists and dropdown (`categories.all`), in the maps' category column, on
 * the dashboard's counts and on the public map.
 */
export function useInvalidateCategories() {
  const utils = trpc.useUtils();
  return useCallback(
    () =>
      Promise.all([
        utils.categories.invalidate(),
        utils.maps.invalidate(),
        utils.dashboard.stats.invalidate(),
        utils.public.categories.invalidate(),
      ]),
    [utils],
  );
}
