import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { PUBLIC_SETTINGS_KEY } from '../../lib/public-data.ts';
import { trpc } from '../../lib/trpc.ts';

/** The back office's settings, and the one public read that the header and the public map share. */
export function useInvalidateSettings() {
  const utils = trpc.useUtils();
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      Promise.all([
        utils.settings.invalidate(),
        queryClient.invalidateQueries({ queryKey: PUBLIC_SETTINGS_KEY }),
      ]),
    [utils, queryClient],
  );
}
