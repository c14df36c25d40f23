import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { PUBLIC_CATEGORIES_KEY, PUBLIC_PLACES_KEY } from '../../lib/public-data.ts';
import { trpc } from '../../lib/trpc.ts';

/** A map change shows in its lists, the categories' map counts, the dashboard and the public map. */
export function useInvalidateMaps() {
  const utils = trpc.useUtils();
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      Promise.all([
        utils.maps.invalidate(),
        utils.categories.list.invalidate(),
        utils.dashboard.stats.invalidate(),
        queryClient.invalidateQueries({ queryKey: PUBLIC_CATEGORIES_KEY }),
        queryClient.invalidateQueries({ queryKey: PUBLIC_PLACES_KEY }),
      ]),
    [utils, queryClient],
  );
}
