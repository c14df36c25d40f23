import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { PUBLIC_CATEGORIES_KEY, PUBLIC_PLACES_KEY } from '../../lib/public-data.ts';
import { trpc } from '../../lib/trpc.ts';

/**
 * A category change shows in its lists and dropdown (`categories.all`), in the maps' category column, on
 * the dashboard's counts and on the public map.
 */
export function useInvalidateCategories() {
  const utils = trpc.useUtils();
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      Promise.all([
        utils.categories.invalidate(),
        utils.maps.invalidate(),
        utils.dashboard.stats.invalidate(),
        queryClient.invalidateQueries({ queryKey: PUBLIC_CATEGORIES_KEY }),
        queryClient.invalidateQueries({ queryKey: PUBLIC_PLACES_KEY }),
      ]),
    [utils, queryClient],
  );
}
