/** How long a session lives: it dies when unused for the idle time, and in any case after the absolute time. */
export const SESSION_IDLE_MS = 7 * 24 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 30 * 24 * 60 * 60 * 1000;
/** Sliding renewal writes at most this often, so a busy session does not write on every request. */
export const SESSION_TOUCH_INTERVAL_MS = 60 * 60 * 1000;

export function idleExpiry(now: Date, createdAt: Date): Date {
  return new Date(Math.min(now.getTime() + SESSION_IDLE_MS, createdAt.getTime() + SESSION_ABSOLUTE_MS));
}
