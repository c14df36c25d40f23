import { once } from 'node:events';
import { Worker } from 'node:worker_threads';

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

/** What the tests read of an answer; `app.inject`'s response is one, and so is fromClientThread's. */
export interface Answer {
  statusCode: number;
  body: string;
  // biome-ignore lint/suspicious/noExplicitAny: as inject's response has it; the tests read it field by field.
  json(): any;
}

/**
 * Sends one request over a real socket from a thread of its own, as a phone would. With `app.inject` the
 * server's thread also played the client, building the whole answer (megabytes for 5,000 parcels) as one
 * string and collecting its garbage, which counted against the server's health budget.
 */
export async function fromClientThread(
  base: string,
  request: {
    method: string;
    url: string;
    token: string;
    /** None for a read. */
    payload?: Buffer | object;
    headers?: Record<string, string>;
  },
): Promise<Answer> {
  const json = request.payload !== undefined && !Buffer.isBuffer(request.payload);
  const body = json ? Buffer.from(JSON.stringify(request.payload)) : (request.payload as Buffer | undefined);
  const headers = {
    authorization: `Bearer ${request.token}`,
    ...(json ? { 'content-type': 'application/json' } : {}),
    ...request.headers,
  };
  const worker = new Worker(
    `const { parentPort, workerData } = require('node:worker_threads');
    (async () => {
      const response = await fetch(workerData.url, {
        method: workerData.method, headers: workerData.headers, body: workerData.body,
      });
      parentPort.postMessage({ status: response.status, body: await response.text() });
    })().catch((error) => parentPort.postMessage({ status: 0, body: String(error) }));`,
    {
      eval: true,
      workerData: { url: new URL(request.url, base).toString(), method: request.method, headers, body },
    },
  );
  const [answer] = (await once(worker, 'message')) as [{ status: number; body: string }];
  await worker.terminate();
  return { statusCode: answer.status, body: answer.body, json: () => JSON.parse(answer.body) };
}

export interface Watched {
  response: Answer;
  tookMs: number;
  worstHealthMs: number;
  polls: Poll[];
}

/** Sends one import while health is polled; prints how long it took and the slowest health answer. */
export async function watchHealth(
  healthUrl: string,
  label: string,
  send: () => Promise<Answer>,
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
