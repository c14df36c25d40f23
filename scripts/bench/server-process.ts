import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

export interface RunningServer {
  url: string;
  process: ChildProcess;
  /** Milliseconds from spawn to the first successful answer. */
  startMs: number;
  rssMb(): number;
  stop(): Promise<void>;
}

export function rssMbOf(pid: number | undefined): number {
  if (!pid) return Number.NaN;
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
  return Math.round((kb / 1024) * 10) / 10;
}

async function waitForAnswer(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`no answer from ${url} within ${timeoutMs} ms`);
}

/** Starts a Node script as its own process (the production build or the bare ceiling) and waits for it. */
export async function startServer(options: {
  script: string;
  port: number;
  env?: Record<string, string>;
  readyPath: string;
  root: string;
}): Promise<RunningServer> {
  const started = performance.now();
  const child = spawn(process.execPath, [path.join(options.root, options.script)], {
    cwd: options.root,
    env: { ...process.env, PORT: String(options.port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...options.env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${options.port}`;
  await waitForAnswer(`${url}${options.readyPath}`, child, 120_000);
  const startMs = Math.round(performance.now() - started);
  return {
    url,
    process: child,
    startMs,
    rssMb: () => rssMbOf(child.pid),
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
      }),
  };
}
