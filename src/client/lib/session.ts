/** The signed-in session: cookies are the source of truth, this store lets React re-render when they change. */
import Cookies from 'js-cookie';
import { useSyncExternalStore } from 'react';
import { SESSION_COOKIE_NAMES } from '../../shared/session-cookies.ts';
import { readSession, type Session, type SessionCookieValues } from './session-cookies.ts';
import { SITE_BASE } from './site-path.ts';

const listeners = new Set<() => void>();
let lastRaw = '';
let current = readSession({});

/** Re-reads the cookies; returns true only when they changed, so snapshots stay stable between renders. */
function refresh(): boolean {
  const values: SessionCookieValues = {};
  for (const name of SESSION_COOKIE_NAMES) values[name] = Cookies.get(name);
  const raw = JSON.stringify(values);
  if (raw === lastRaw) return false;
  lastRaw = raw;
  current = readSession(values);
  return true;
}

function notify(): void {
  if (refresh()) for (const listener of listeners) listener();
}

refresh();

export function getSession(): Session {
  return current;
}

/** After a login answer: the server has set the cookies (Secure, SameSite=Strict, the session's lifetime). */
export function sessionChanged(): void {
  notify();
}

export function clearSession(): void {
  for (const name of SESSION_COOKIE_NAMES) Cookies.remove(name, { path: `${SITE_BASE}/` });
  notify();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab may have signed in or out; cookies have no change event everywhere, so look on return.
  if (listeners.size === 1) {
    window.addEventListener('focus', notify);
    document.addEventListener('visibilitychange', notify);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      window.removeEventListener('focus', notify);
      document.removeEventListener('visibilitychange', notify);
    }
  };
}

export function useSession(): Session {
  return useSyncExternalStore(subscribe, getSession, getSession);
}
