import type { ReportChallenge } from '../../../shared/schemas/reports.ts';
import { fetchChallenge } from './report-api.ts';

interface Solution {
  counter: number;
  derivedKey: string;
  time?: number;
}

function solveInWorker(challenge: ReportChallenge): Promise<Solution> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./solve-worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<{ solution?: Solution | null; error?: string }>) => {
      worker.terminate();
      if (event.data.solution) resolve(event.data.solution);
      else reject(new Error(event.data.error ?? 'unsolved'));
    };
    worker.onerror = (event) => {
      worker.terminate();
      reject(new Error(event.message));
    };
    worker.postMessage(challenge);
  });
}

/** Milliseconds the last proof of work took (the browser tests read it for the note's figure). */
export let lastSolveMs = 0;

/** A new challenge from the server, solved: the form's `altcha` field (base64 of JSON, ALTCHA's own form). */
export async function solvedChallenge(): Promise<string> {
  const challenge = await fetchChallenge();
  const started = performance.now();
  const solution = await solveInWorker(challenge);
  lastSolveMs = Math.round(performance.now() - started);
  (globalThis as { __reportSolveMs?: number }).__reportSolveMs = lastSolveMs;
  return btoa(JSON.stringify({ challenge, solution }));
}
