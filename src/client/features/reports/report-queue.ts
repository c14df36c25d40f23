import { SITE_BASE } from '../../lib/site-path.ts';
import type { ReportDraft } from './report-api.ts';

/**
 * Reports made without a signal (issue 36), kept on the phone in IndexedDB with their photos, so that
 * "waiting to send" survives a reload; each leaves the queue once the server has it (its idempotency key
 * makes a resend after a lost answer harmless) or refused it for good.
 */
export interface QueuedReport extends ReportDraft {
  createdAt: string;
  /** Set when the server refused it (it stays, to be read and removed by the resident). */
  failure?: string;
}

// One queue per village: a village under /desa/{slug}/ shares the origin with the others (decision 0055), and
// a report waits to be sent to the village it was made in, from that village's pages.
const DB_NAME = `petadesa-reports${SITE_BASE}`;
const STORE = 'queue';

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: 'idempotencyKey' });
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

async function run<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await open();
  try {
    return await new Promise<T>((resolve, reject) => {
      const request = work(db.transaction(STORE, mode).objectStore(STORE));
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
  } finally {
    db.close();
  }
}

export function queued(): Promise<QueuedReport[]> {
  return run('readonly', (store) => store.getAll() as IDBRequest<QueuedReport[]>).then((list) =>
    list.sort((a, b) => a.createdAt.localeCompare(b.createdAt)),
  );
}

export async function enqueue(report: QueuedReport): Promise<void> {
  await run('readwrite', (store) => store.put(report));
}

export async function dequeue(key: string): Promise<void> {
  await run('readwrite', (store) => store.delete(key));
}

const MINE_KEY = `petadesa.reports.mine${SITE_BASE}`;

/** The tracking codes of reports sent from this browser, newest first. */
export function myCodes(): string[] {
  try {
    const list = JSON.parse(localStorage.getItem(MINE_KEY) ?? '[]') as unknown;
    return Array.isArray(list) ? list.filter((code): code is string => typeof code === 'string') : [];
  } catch {
    return [];
  }
}

export function rememberCode(code: string): void {
  localStorage.setItem(MINE_KEY, JSON.stringify([code, ...myCodes().filter((c) => c !== code)].slice(0, 20)));
}
