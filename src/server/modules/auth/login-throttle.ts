import { msg } from '../../../shared/i18n/message.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import * as repo from './login-attempts.repository.ts';

/**
 * Limits on password guesses, counted in the database before the password is checked (decision 0017):
 * - one address may make ADDRESS_LIMIT attempts per window, whatever the accounts;
 * - one account may be tried ACCOUNT_AT_ADDRESS_LIMIT times per window from one address, so a guesser at one
 *   address is stopped without locking the account for anyone else;
 * - one account may be tried ACCOUNT_LIMIT times per window from addresses it has not signed in from lately,
 *   which bounds guessing spread over many addresses; its owner still signs in from a trusted address.
 */
export const ADDRESS_LIMIT = 50;
export const ACCOUNT_AT_ADDRESS_LIMIT = 10;
export const ACCOUNT_LIMIT = 50;
export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
/** An address where the account signed in within this time is trusted for it. */
export const TRUSTED_ADDRESS_MS = 30 * 24 * 60 * 60 * 1000;

const LIMITS: Record<string, number> = {
  address: ADDRESS_LIMIT,
  'account-at-address': ACCOUNT_AT_ADDRESS_LIMIT,
  account: ACCOUNT_LIMIT,
};

/** An attempt already counted, to be taken back if the password proves right. */
export interface CountedAttempt {
  account: string;
  address: string;
  keys: string[];
}

const kindOf = (key: string) => key.slice(0, key.indexOf(':'));

/**
 * Counts one attempt for the account at the address, and refuses it (429 with Retry-After) when any of its
 * limits is passed. Called before the password is verified, so neither concurrency nor batching can make
 * more verifications than the limits allow.
 */
export async function countAttempt(deps: Deps, username: string, address: string): Promise<CountedAttempt> {
  const account = username.toLowerCase();
  const now = deps.now();
  const windowStart = new Date(now.getTime() - THROTTLE_WINDOW_MS);
  const trusted = await repo.isTrustedAddress(
    deps.db,
    account,
    address,
    new Date(now.getTime() - TRUSTED_ADDRESS_MS),
  );
  const keys = [`address:${address}`, `account-at-address:${account}\n${address}`];
  if (!trusted) keys.push(`account:${account}`);
  const counted = await repo.addAttempt(deps.db, keys, now, windowStart);
  // A key that starts a new window is a good moment to sweep the windows that have passed.
  if (counted.some((row) => row.attempts === 1 && kindOf(row.key) === 'address')) {
    await repo.deleteStaleAttempts(deps.db, windowStart, new Date(now.getTime() - TRUSTED_ADDRESS_MS));
  }
  const waits = counted
    .filter((row) => row.attempts > (LIMITS[kindOf(row.key)] ?? 0))
    .map((row) => row.window_start.getTime() + THROTTLE_WINDOW_MS - now.getTime());
  if (waits.length > 0) {
    const seconds = Math.max(1, Math.ceil(Math.max(...waits) / 1000));
    throw new AppError(
      'TOO_MANY_REQUESTS',
      msg('api_login_throttled', { minutes: Math.ceil(seconds / 60) }),
      undefined,
      seconds,
    );
  }
  return { account, address, keys };
}

/** The password was right: the attempt was no guess, and the address becomes trusted for the account. */
export async function attemptSucceeded(deps: Deps, attempt: CountedAttempt): Promise<void> {
  const [address, accountAtAddress, ...rest] = attempt.keys;
  await repo.clearAttempts(deps.db, accountAtAddress!);
  await repo.takeBackAttempt(deps.db, [address!, ...rest]);
  await repo.trustAddress(deps.db, attempt.account, attempt.address, deps.now());
}
