import { QueryClient } from '@tanstack/react-query';
import { shouldRetryQuery } from './api-error.ts';

const FIVE_MINUTES = 5 * 60 * 1000;

/** Spec section 9: three retries (none for 4xx), data kept fresh for five minutes, no request time-out. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetryQuery, staleTime: FIVE_MINUTES },
      mutations: { retry: false },
    },
  });
}

/** The app's one query client: its providers' and its route loaders'. */
export const queryClient = createQueryClient();

/** tRPC keys look like `[['public', 'settings'], {...}]`; the public ones hold nothing about a user. */
export function isPublicQueryKey(queryKey: readonly unknown[]): boolean {
  const path = queryKey[0];
  return Array.isArray(path) && path[0] === 'public';
}

/** After a sign-out the next person at this browser must not see the previous user's data. */
export function forgetPrivateData(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (query) => !isPublicQueryKey(query.queryKey) });
  queryClient.getMutationCache().clear();
}
