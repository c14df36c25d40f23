import { useCallback, useEffect, useRef, useState } from 'react';
import { ReportRefused, sendReport } from './report-api.ts';
import { dequeue, enqueue, type QueuedReport, queued, rememberCode } from './report-queue.ts';
import { solvedChallenge } from './solve-challenge.ts';

/** Sends one report: a fresh challenge solved, then the form. Throws ReportRefused for a 4xx. */
export async function deliver(report: QueuedReport): Promise<string> {
  const code = await sendReport(report, await solvedChallenge());
  rememberCode(code);
  return code;
}

/**
 * The reports waiting on this phone, sent when the connection returns (the browser's `online` event, and
 * at every start), each once; one the server refuses stays with its reason until removed.
 */
export function useReportQueue(onSent?: (code: string) => void) {
  const [waiting, setWaiting] = useState<QueuedReport[]>([]);
  const flushing = useRef(false);
  const onSentRef = useRef(onSent);
  onSentRef.current = onSent;

  const reload = useCallback(async () => setWaiting(await queued()), []);

  const flush = useCallback(async () => {
    if (flushing.current || !navigator.onLine) return;
    flushing.current = true;
    try {
      for (const report of await queued()) {
        if (report.failure) continue;
        try {
          const code = await deliver(report);
          await dequeue(report.idempotencyKey);
          onSentRef.current?.(code);
        } catch (error) {
          if (error instanceof ReportRefused) await enqueue({ ...report, failure: error.message });
          // Anything else (no connection yet, a busy server): it stays, for the next try.
          else break;
        }
      }
    } finally {
      flushing.current = false;
      await reload();
    }
  }, [reload]);

  useEffect(() => {
    void reload().then(flush);
    const online = () => void flush();
    window.addEventListener('online', online);
    // A phone that never fires `online` (it thought it was online) tries again now and then.
    const timer = window.setInterval(online, 30_000);
    return () => {
      window.removeEventListener('online', online);
      window.clearInterval(timer);
    };
  }, [reload, flush]);

  const add = useCallback(
    async (report: QueuedReport) => {
      await enqueue(report);
      await reload();
    },
    [reload],
  );
  const remove = useCallback(
    async (key: string) => {
      await dequeue(key);
      await reload();
    },
    [reload],
  );
  return { waiting, add, remove, flush };
}
