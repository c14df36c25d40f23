/** Limits both sides of /trpc agree on; the server refuses what breaks them (decision 0017). */

/** Calls in one batch: enough for a screen's queries, too few to multiply one request's cost. */
export const MAX_BATCH_SIZE = 10;

/** Procedures that check a password: each must be its own request, so one request is one guess. */
export const UNBATCHABLE_PROCEDURES = ['auth.login', 'auth.changePassword'] as const;
