import { useEffect, useState, useSyncExternalStore } from 'react';

/**
 * The public answers this page knows to be the server's current ones: the service worker answers from its
 * copy at once and tells the page when it has asked the network (lib/service-worker.ts). Until then a
 * `?place=` link the copy does not know may still be a new place (decision 0032).
 */
const checked = new Set<string>();
const listeners = new Set<() => void>();
export function markPublicAnswerChecked(path: string): void {
  if (checked.has(path)) return;
  checked.add(path);
  for (const listener of listeners) listener();
}

/** Past this, a worker that has said nothing is not waited for any longer. */
const CHECK_WAIT_MS = 15_000;

/**
 * Whether the page's copy of a public answer is known to be current, or as current as it can be: no
 * worker answered it (it came from the network), the browser is offline, the worker said so, or it has
 * said nothing for CHECK_WAIT_MS.
 */
export function usePublicAnswerChecked(path: string): boolean {
  const told = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => checked.has(path),
  );
  const [waitedEnough, setWaitedEnough] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setWaitedEnough(true), CHECK_WAIT_MS);
    return () => clearTimeout(timer);
  }, []);
  const unanswerable = !navigator.serviceWorker?.controller || !navigator.onLine;
  return told || unanswerable || waitedEnough;
}
