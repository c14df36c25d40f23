import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { PUBLIC_MAP_SETTINGS_KEY } from '../../lib/public-map-keys.ts';
import { trpc } from '../../lib/trpc.ts';

/** The header shows the title (through `public.settings`), and the public map the centre and boundary. */
export function useInvalidateSettings() {
  const utils = trpc.useUtils();
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      Promise.all([
        utils.settings.invalidate(),
        utils.public.settings.invalidate(),
        queryClient.invalidateQueries({ queryKey: PUBLIC_MAP_SETTINGS_KEY }),
      ]),
    [utils, queryClient],
  );
}
