/** At most this many failed logins per account, and per address, within the window. */
export const ACCOUNT_FAILURE_LIMIT = 10;
export const ADDRESS_FAILURE_LIMIT = 50;
export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
const MAX_TRACKED_KEYS = 50_000;

/**
 * Counts failed logins per account and per client address in a sliding window, in memory. A refused
 * attempt says when to try again. One process keeps its own counts: with several processes the limit
 * applies per process, which still bounds guessing to a small multiple.
 */
export class LoginThrottle {
  private readonly failures = new Map<string, number[]>();

  constructor(private readonly now: () => Date) {}

  private recent(key: string): number[] {
    const since = this.now().getTime() - THROTTLE_WINDOW_MS;
    const times = (this.failures.get(key) ?? []).filter((time) => time > since);
    if (times.length > 0) this.failures.set(key, times);
    else this.failures.delete(key);
    return times;
  }

  /** Seconds to wait before the next attempt, or 0 when one may be made now. */
  retryAfterSeconds(account: string, address: string): number {
    const waits = [
      [`account:${account.toLowerCase()}`, ACCOUNT_FAILURE_LIMIT],
      [`address:${address}`, ADDRESS_FAILURE_LIMIT],
    ].map(([key, limit]) => {
      const times = this.recent(key as string);
      if (times.length < (limit as number)) return 0;
      const oldest = times[times.length - (limit as number)]!;
      return Math.max(1, Math.ceil((oldest + THROTTLE_WINDOW_MS - this.now().getTime()) / 1000));
    });
    return Math.max(...waits);
  }

  recordFailure(account: string, address: string): void {
    if (this.failures.size > MAX_TRACKED_KEYS) this.failures.clear();
    const time = this.now().getTime();
    for (const key of [`account:${account.toLowerCase()}`, `address:${address}`]) {
      this.failures.set(key, [...this.recent(key), time]);
    }
  }

  /** A successful login clears the account's failures (not the address's). */
  recordSuccess(account: string): void {
    this.failures.delete(`account:${account.toLowerCase()}`);
  }
}
