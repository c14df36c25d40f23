import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A slow mobile link in front of a server, for the phone benchmark: every request waits half the round
 * trip before it reaches the server and every answer half of it before its first byte, and all answers
 * share one downlink of the given speed, byte by byte, in the order their bytes arrive. It sits on the
 * path of everything the browser asks for, the service worker's requests included, which DevTools'
 * per-page emulation would not slow down. `extra` answers paths the server does not have (the Leaflet
 * peer's files), through the same link.
 */

export interface LinkProfile {
  name: string;
  roundTripMs: number;
  downloadBitsPerSecond: number;
}

/** Chrome DevTools' "Slow 4G": 150 ms round trip, 1.6 Mbit/s down (its 750 kbit/s up does not matter for GETs). */
export const SLOW_4G: LinkProfile = { name: 'Slow 4G', roundTripMs: 150, downloadBitsPerSecond: 1_600_000 };

export interface ThrottleProxy {
  url: string;
  close(): Promise<void>;
}

export interface ExtraFile {
  body: Buffer;
  type: string;
  encoding?: 'gzip';
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function startThrottleProxy(
  upstream: string,
  profile: LinkProfile,
  extra: (path: string) => ExtraFile | null = () => null,
): Promise<ThrottleProxy> {
  const target = new URL(upstream);
  const bytesPerMs = profile.downloadBitsPerSecond / 8 / 1000;
  /** When the downlink is free again (epoch ms). */
  let linkFreeAt = 0;
  /** Sends `chunk` once the shared downlink has carried it. */
  const carry = async (chunk: Buffer) => {
    const start = Math.max(Date.now(), linkFreeAt);
    linkFreeAt = start + chunk.length / bytesPerMs;
    await sleep(linkFreeAt - Date.now());
  };
  const half = profile.roundTripMs / 2;

  const server: Server = createServer(async (req, res) => {
    await sleep(half);
    const path = req.url ?? '/';
    const file = extra(path.split('?')[0]!);
    if (file) {
      await sleep(half);
      res.writeHead(200, {
        'content-type': file.type,
        'content-length': file.body.length,
        'cache-control': 'public, max-age=3600',
        ...(file.encoding ? { 'content-encoding': file.encoding } : {}),
      });
      for (let at = 0; at < file.body.length; at += 16_384) {
        const chunk = file.body.subarray(at, at + 16_384);
        await carry(chunk);
        res.write(chunk);
      }
      res.end();
      return;
    }
    const forward = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path,
        headers: { ...req.headers, host: target.host },
      },
      async (answer) => {
        await sleep(half);
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pause();
        let queue = Promise.resolve();
        answer.on('data', (chunk: Buffer) => {
          answer.pause();
          queue = queue.then(async () => {
            await carry(chunk);
            res.write(chunk);
            answer.resume();
          });
        });
        answer.on('end', () => void queue.then(() => res.end()));
        answer.resume();
      },
    );
    forward.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
