import net from 'node:net';

/**
 * A lean HTTP/1.1 load generator for the overload run: keep-alive connections, each sending its next GET no
 * sooner than its share of the asked rate allows (or at once when `perSecond` is 0), reading only the
 * status line and headers and counting the body's bytes past. autocannon appends every body chunk to a
 * string (`req.body += data`), which for the 570 KB public answer of 10,000 places held it to about 100
 * requests a second while the server idled at 7% of a core: its "saturation" was its own (decision 0049).
 * Answers must carry Content-Length (the cached public answers and error bodies do).
 */
export interface PacedResult {
  seconds: number;
  /** Milliseconds from a request's first byte sent to its answer's last byte read, per status class. */
  acceptedMs: number[];
  shed: number;
  shedWithRetryAfter: number;
  other: number;
  errors: number;
}

const HEAD_END = Buffer.from('\r\n\r\n');

export async function pacedLoad(options: {
  url: string;
  seconds: number;
  connections: number;
  /** Requests a second asked for in all; 0: each connection asks again as soon as it is answered. */
  perSecond: number;
  headers?: Record<string, string>;
}): Promise<PacedResult> {
  const url = new URL(options.url);
  const head = Buffer.from(
    `GET ${url.pathname}${url.search} HTTP/1.1\r\nhost: ${url.host}\r\n` +
      Object.entries(options.headers ?? {})
        .map(([name, value]) => `${name}: ${value}\r\n`)
        .join('') +
      '\r\n',
  );
  const result: PacedResult = {
    seconds: options.seconds,
    acceptedMs: [],
    shed: 0,
    shedWithRetryAfter: 0,
    other: 0,
    errors: 0,
  };
  const intervalMs = options.perSecond > 0 ? (1000 * options.connections) / options.perSecond : 0;
  const endAt = performance.now() + options.seconds * 1000;

  const connection = (index: number) =>
    new Promise<void>((resolve) => {
      const socket = net.connect(Number(url.port), url.hostname);
      socket.setNoDelay(true);
      let pending: Buffer = Buffer.alloc(0);
      let bodyLeft = -1;
      let status = 0;
      let sentAt = 0;
      let nextAt = performance.now() + (intervalMs * index) / options.connections;
      const send = () => {
        if (performance.now() >= endAt) {
          socket.destroy();
          return;
        }
        const wait = nextAt - performance.now();
        if (wait > 1) {
          setTimeout(send, wait);
          return;
        }
        nextAt = Math.max(nextAt + intervalMs, performance.now());
        sentAt = performance.now();
        socket.write(head);
      };
      const answered = () => {
        const ms = performance.now() - sentAt;
        if (status >= 200 && status < 300) result.acceptedMs.push(ms);
        else if (status !== 503) result.other++;
        bodyLeft = -1;
        send();
      };
      socket.on('connect', send);
      socket.on('data', (chunk: Buffer) => {
        let data: Buffer = chunk;
        while (data.length > 0) {
          if (bodyLeft >= 0) {
            const take = Math.min(bodyLeft, data.length);
            bodyLeft -= take;
            data = data.subarray(take);
            if (bodyLeft === 0) answered();
            continue;
          }
          pending = pending.length > 0 ? Buffer.concat([pending, data]) : data;
          const end = pending.indexOf(HEAD_END);
          if (end < 0) return;
          const text = pending.subarray(0, end).toString('latin1');
          data = pending.subarray(end + 4);
          pending = Buffer.alloc(0);
          status = Number(text.slice(9, 12));
          const lower = text.toLowerCase();
          bodyLeft = Number(/\r\ncontent-length:\s*(\d+)/.exec(lower)?.[1] ?? 0);
          if (status === 503) {
            result.shed++;
            if (lower.includes('\r\nretry-after:')) result.shedWithRetryAfter++;
          }
          if (bodyLeft === 0) answered();
        }
      });
      socket.on('error', () => {
        result.errors++;
      });
      socket.on('close', () => resolve());
    });

  await Promise.all(Array.from({ length: options.connections }, (_, i) => connection(i)));
  return result;
}

export function percentile(sortedMs: number[], p: number): number {
  if (sortedMs.length === 0) return Number.NaN;
  return sortedMs[Math.min(sortedMs.length - 1, Math.floor((p / 100) * sortedMs.length))]!;
}
