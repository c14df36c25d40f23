import type { TRPCLink } from '@trpc/client';
import { observable } from '@trpc/server/observable';
import type { AppRouter } from '../../server/trpc/router.ts';
import { type AuthFailure, authFailureOf, httpStatusOf } from './api-error.ts';

export type AuthFailureHandler = (
  failure: AuthFailure,
  operation: 'query' | 'mutation' | 'subscription',
) => void;

/**
 * The one place 401 and 403 answers are handled (spec section 8). Such an error is swallowed: the call never
 * settles, so no screen flashes an error or an alert while the app is already navigating away. Queries are
 * created with abortOnUnmount, so the swallowed query is cancelled (and reset) when its screen unmounts.
 */
export function authFailureLink(onFailure: AuthFailureHandler): TRPCLink<AppRouter> {
  return () =>
    ({ op, next }) =>
      observable((observer) => {
        const subscription = next(op).subscribe({
          next: (value) => observer.next(value),
          complete: () => observer.complete(),
          error: (error) => {
            const failure = authFailureOf(
              op.path,
              httpStatusOf(error),
              op.context.forbiddenIsAnswer === true,
            );
            if (failure) onFailure(failure, op.type);
            else observer.error(error);
          },
        });
        return () => subscription.unsubscribe();
      });
}
