import { useEffect, useState } from 'react';
import { m } from '../../../shared/i18n/generated/messages.js';
import { PUBLIC_CATEGORIES_URL, PUBLIC_PLACES_URL } from '../../../shared/public-map-urls.ts';
import { formatDate } from '../../lib/format-date.ts';
import { tilesMode } from '../../lib/public-data.ts';
import { CACHES } from '../../service-worker/cache-rules.ts';

/**
 * The quiet note the public map shows while the browser is offline, or null when it is online: the map's
 * data then comes from the service worker's copy, and the note says from when (the Date the server gave
 * that copy).
 */
export function useOfflineNote(): string | null {
  const [offline, setOffline] = useState(() => !navigator.onLine);
  const [since, setSince] = useState<Date | null>(null);
  useEffect(() => {
    const online = () => setOffline(false);
    const lost = () => setOffline(true);
    window.addEventListener('online', online);
    window.addEventListener('offline', lost);
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', lost);
    };
  }, []);
  useEffect(() => {
    if (!offline || !('caches' in window)) return;
    let current = true;
    caches
      .open(CACHES.data)
      // The answer the map read: the light one when it draws from tiles (decision 0053).
      .then((cache) => cache.match(tilesMode ? PUBLIC_PLACES_URL : PUBLIC_CATEGORIES_URL))
      .then((copy) => {
        const date = copy?.headers.get('date');
        if (current) setSince(date ? new Date(date) : null);
      })
      .catch(() => {});
    return () => {
      current = false;
    };
  }, [offline]);
  if (!offline) return null;
  return since ? m.offline_since({ date: formatDate(since) }) : m.offline();
}
