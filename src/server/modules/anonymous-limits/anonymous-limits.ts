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
export type CostlyWork = 'preview' | 'export' | 'ogc' | 'report' | 'search';

/**
 * New pieces of work a client may ask for in a window. A village's pictures and exports change a few
 * times a day, so a person never meets these; QGIS reading every page of a 5,000-place village at
 * its page size of 100 asks for 51 pages.
 */
export const ANONYMOUS_LIMITS: Readonly<Record<CostlyWork, number>> = {
  preview: 30,
  export: 12,
  ogc: 120,
  // A resident's report (issue 36): every attempt from an address counts, solved or not. A person sends
  // one or two; a household on one address a few more in ten minutes.
  report: 6,
  // A search across a regency's villages (issue 35) reads every village's places: a person typing asks
  // a few times a word.
  search: 60,
};

export const ANONYMOUS_WINDOW_MS = 60_000;

/** Each kind's window; a report's is longer, so a patient script gets no more than a person would. */
export const ANONYMOUS_WINDOWS_MS: Readonly<Record<CostlyWork, number>> = {
  preview: ANONYMOUS_WINDOW_MS,
  export: ANONYMOUS_WINDOW_MS,
  ogc: ANONYMOUS_WINDOW_MS,
  report: 10 * ANONYMOUS_WINDOW_MS,
  search: ANONYMOUS_WINDOW_MS,
};

/** The longest window: a row older than it counts for nothing and may be swept. */
const LONGEST_WINDOW_MS = Math.max(...Object.values(ANONYMOUS_WINDOWS_MS), 60 * ANONYMOUS_WINDOW_MS);

/**
 * What the whole village accepts in a window, from every address together (issue 36): a flood from many
 * addresses stops here, after its proof of work, while staff catch up. A busy village gets a few a day.
 */
export const VILLAGE_LIMITS: Readonly<Record<'report', { count: number; windowMs: number }>> = {
  report: { count: 60, windowMs: 60 * ANONYMOUS_WINDOW_MS },
};

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
  const windowMs = ANONYMOUS_WINDOWS_MS[work];
  const said = work === 'report' ? msg('api_report_rate_limited') : msg('api_anonymous_rate_limited');
  await charge(deps, `${work}:${clientOf(address)}`, ANONYMOUS_LIMITS[work], windowMs, said);
}

/** Counts one piece of `work` against the whole village (every address together); 429 past its limit. */
export async function chargeVillage(deps: Deps, work: keyof typeof VILLAGE_LIMITS): Promise<void> {
  const { count, windowMs } = VILLAGE_LIMITS[work];
  await charge(deps, `village:${work}`, count, windowMs, msg('api_report_village_limited'));
}

async function charge(
  deps: Deps,
  key: string,
  limit: number,
  windowMs: number,
  said: ConstructorParameters<typeof AppError>[1],
): Promise<void> {
  const now = deps.now();
  const windowStart = new Date(now.getTime() - windowMs);
  const counted = await countRequest(deps.db, key, now, windowStart);
  // A window that starts is a good moment to sweep those that have passed (the longest window's).
  if (counted.attempts === 1) await deleteStaleCounts(deps.db, new Date(now.getTime() - LONGEST_WINDOW_MS));
  if (counted.attempts <= limit) return;
  const waitMs = counted.window_start.getTime() + windowMs - now.getTime();
  throw new AppError('TOO_MANY_REQUESTS', said, undefined, Math.max(1, Math.ceil(waitMs / 1000)));
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
