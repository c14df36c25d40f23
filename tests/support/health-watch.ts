import { once } from 'node:events';
import { Worker } from 'node:worker_threads';
import type { LightMyRequestResponse } from 'fastify';

/** The budget: a hostile request ends with a 4xx within 10 s, and health answers within 200 ms. */
export const ANSWER_BUDGET_MS = 10_000;
export const HEALTH_BUDGET_MS = 200;
const POLL_EVERY_MS = 50;

export interface Poll {
  ms: number;
  status: number;
}

/**
 * Polls /api/health over a real socket from a thread of its own, as a monitor would: a server whose event
 * loop is held shows it as slow answers, not as polls the test itself never got round to sending.
 */
function startHealthPoller(url: string) {
  const worker = new Worker(
    `const { parentPort, workerData } = require('node:worker_threads');
    let stopping = false;
    parentPort.once('message', () => { stopping = true; });
    (async () => {
      const polls = [];
      while (!stopping) {
        const started = performance.now();
        let status = 0;
        try {
          const response = await fetch(workerData.url, { signal: AbortSignal.timeout(60000) });
          status = response.status;
          await response.arrayBuffer();
        } catch {}
        polls.push({ ms: performance.now() - started, status });
        if (polls.length === 1) parentPort.postMessage('polling');
        await new Promise((resolve) => setTimeout(resolve, workerData.every));
      }
      parentPort.postMessage(polls);
    })();`,
    { eval: true, workerData: { url, every: POLL_EVERY_MS } },
  );
  const polling = once(worker, 'message');
  return {
    polling,
    async stop(): Promise<Poll[]> {
      worker.postMessage('stop');
      const [polls] = (await once(worker, 'message')) as [Poll[]];
      await worker.terminate();
      return polls;
    },
  };
}

export interface Watched {
  response: LightMyRequestResponse;
  tookMs: number;
  worstHealthMs: number;
  polls: Poll[];
}

/** Sends one import while health is polled; prints how long it took and the slowest health answer. */
export async function watchHealth(
  healthUrl: string,
  label: string,
  send: () => Promise<LightMyRequestResponse>,
): Promise<Watched> {
  const poller = startHealthPoller(healthUrl);
  await poller.polling;
  const started = performance.now();
  const response = await send();
  const tookMs = performance.now() - started;
  const polls = await poller.stop();
  const worstHealthMs = Math.max(...polls.map((poll) => poll.ms));
  const body = response.statusCode >= 400 ? (response.json() as { message?: string; errors?: object }) : null;
  const refusal = body ? ` (${Object.values(body.errors ?? {})[0] ?? body.message})` : '';
  console.log(
    `${label}: ${response.statusCode} in ${Math.round(tookMs)} ms${refusal}; /api/health worst ${Math.round(worstHealthMs)} ms over ${polls.length} polls`,
  );
  return { response, tookMs, worstHealthMs, polls };
}
