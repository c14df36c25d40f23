import { isIPv6 } from 'node:net';
import { msg } from '../../../shared/i18n/message.ts';
import type { KeptSpace } from '../../cache/answer-cache.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { countRequest, deleteStaleCounts } from './request-counts.repository.ts';

/**
 * What one anonymous client may cost (issue 30, decision 0030). A request that makes the server draw a
 * picture, build an export or read a page of OGC features anew (one that what is kept per data version
 * cannot answer) is counted per client and kind of work, in the database, so every instance shares the
 * count; past the kind's limit in a minute the answer is 429 with Retry-After, before any of the work.
 * Requests answered from what is kept cost a cached read and are not counted.
 */
export type CostlyWork = 'preview' | 'export' | 'ogc';

/**
 * New pieces of work a client may ask for in a window. A village's pictures and exports change a few
 * times a day, so a person never meets these; QGIS reading every page of a 5,000-place village at
 * its page size of 100 asks for 51 pages.
 */
export const ANONYMOUS_LIMITS: Readonly<Record<CostlyWork, number>> = {
  preview: 30,
  export: 12,
  ogc: 120,
};

export const ANONYMOUS_WINDOW_MS = 60_000;

/**
 * Whom a request is counted against: its address, or for IPv6 its /64, which one household or phone
 * holds whole (counting single addresses would let it ask anew from each of 2^64).
 */
export function clientOf(address: string): string {
  if (!isIPv6(address) || address.startsWith('::ffff:')) return address;
  const [head = '', tail = ''] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = address.includes('::')
    ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group || '0', 16).toString(16))
    .join(':')}::/64`;
}

/** Counts a costly request of `address`; throws 429 past the limit of its kind. */
export async function chargeAnonymous(deps: Deps, address: string, work: CostlyWork): Promise<void> {
  const now = deps.now();
  const windowStart = new Date(now.getTime() - ANONYMOUS_WINDOW_MS);
  const counted = await countRequest(deps.db, `${work}:${clientOf(address)}`, now, windowStart);
  // A window that starts is a good moment to sweep those that have passed.
  if (counted.attempts === 1) await deleteStaleCounts(deps.db, windowStart);
  if (counted.attempts <= ANONYMOUS_LIMITS[work]) return;
  const waitMs = counted.window_start.getTime() + ANONYMOUS_WINDOW_MS - now.getTime();
  throw new AppError(
    'TOO_MANY_REQUESTS',
    msg('api_anonymous_rate_limited'),
    undefined,
    Math.max(1, Math.ceil(waitMs / 1000)),
  );
}

/**
 * A value kept per version of the public data (cache/answer-cache.ts `remember`), or, when it is not kept
 * yet, the work to make it, counted against `address` first.
 */
export async function rememberCharged<T>(
  deps: Deps,
  address: string,
  work: CostlyWork,
  key: string,
  compute: (signal: AbortSignal) => Promise<T>,
  options: { signal?: AbortSignal; space?: KeptSpace } = {},
): Promise<T> {
  const space = options.space ?? 'pages';
  if (!(await deps.publicCache.holds(key, space))) await chargeAnonymous(deps, address, work);
  return deps.publicCache.remember(key, compute, options.signal, space);
}
