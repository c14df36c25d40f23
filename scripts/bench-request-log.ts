// `npm run bench:log`: what request logging costs. The public categories of the demo village (brotli) from
// the server as `npm start` runs it (the build, through scripts/start.mjs; it builds first if the sources
// changed) with LOG_LEVEL=info and with warn, its log going into a file,
// against a bare Fastify sending the same bytes (body and headers), in alternating rounds of wrk (50 connections).
// BENCH_LOG_ROUNDS (default 3), BENCH_LOG_SECONDS (8). Needs wrk (Debian: apt-get install wrk).
import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './cluster/cluster.ts';

const ROUNDS = Number(process.env.BENCH_LOG_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_LOG_SECONDS ?? 8);
const URL_PATH = '/api/public/categories';
const folder = mkdtempSync(path.join(tmpdir(), 'petadesa-bench-log-'));

interface Started {
  url: string;
  child: ChildProcess;
  logFile: string;
}

async function start(args: string[], env: Record<string, string>): Promise<Started> {
  const port = await freePort();
  // The log goes to a file: every line is written (a reader on this busy machine could fall behind, and
  // lines the server then drops would make logging look cheaper than it is).
  const logFile = path.join(folder, `log-${port}`);
  const child = spawn(process.execPath, args, {
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', openSync(logFile, 'w'), 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    const ok = await fetch(`${url}${URL_PATH}`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return { url, child, logFile };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${args.join(' ')} did not start`);
}

function wrk(url: string): { rps: number; p99: number } {
  const out = execFileSync(
    'wrk',
    ['-t2', '-c50', `-d${SECONDS}s`, '--latency', '-H', 'accept-encoding: br', `${url}${URL_PATH}`],
    { encoding: 'utf8' },
  );
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1]);
  const p99Match = /\s99%\s+([\d.]+)(us|ms|s)/.exec(out);
  const unit = { us: 0.001, ms: 1, s: 1000 }[p99Match?.[2] as 'us' | 'ms' | 's'] ?? Number.NaN;
  return { rps, p99: Number(p99Match?.[1]) * unit };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

// What users run: the compiled server `npm start` starts, not the sources through tsx (decision 0049).
const build = spawnSync(process.execPath, ['scripts/start.mjs', '--build-only'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);
const server = ['scripts/start.mjs'];
const base = { DATA_DIR: path.join(folder, 'data'), SEED_DEMO: '1', ADMIN_PASSWORD: 'bench-log-password' };
// The first start creates the demo village; both servers then share its data folder, one after the other.
const info = await start(server, { ...base, LOG_LEVEL: 'info' });
const sample = await fetch(`${info.url}${URL_PATH}`, { headers: { 'accept-encoding': 'br' } });
const body = Buffer.from(await sample.arrayBuffer());
// Every header PetaDesa sent (its security headers included), so both answers are the same bytes on the
// wire; Node itself writes the connection's own.
const headers: Record<string, string> = {};
sample.headers.forEach((value, name) => {
  if (!['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding'].includes(name)) {
    headers[name] = value;
  }
});
// fetch decoded the brotli: ask again without decoding, through wrk's view of the bytes on the wire.
const raw = execFileSync('curl', ['-s', '-H', 'accept-encoding: br', `${info.url}${URL_PATH}`]);
writeFileSync(path.join(folder, 'body'), raw);
const bare = await start(['scripts/bench/bare-same-bytes.mjs'], {
  BENCH_BODY_FILE: path.join(folder, 'body'),
  BENCH_HEADERS: JSON.stringify(headers),
});

const results: Record<'info' | 'warn' | 'bare', { rps: number; p99: number }[]> = {
  info: [],
  warn: [],
  bare: [],
};
try {
  for (let round = 0; round < ROUNDS; round++) {
    results.bare.push(wrk(bare.url));
    results.info.push(wrk(info.url));
  }
  info.child.kill('SIGTERM');
  await new Promise((resolve) => info.child.once('exit', resolve));
  const logged = readFileSync(info.logFile, 'utf8').split('\n');
  const requestLines = logged.filter((line) => line.includes('"request completed"')).length;
  const dropNotices = logged.filter((line) => line.includes('log lines were dropped')).length;
  const warn = await start(server, { ...base, LOG_LEVEL: 'warn' });
  for (let round = 0; round < ROUNDS; round++) {
    results.bare.push(wrk(bare.url));
    results.warn.push(wrk(warn.url));
  }
  warn.child.kill('SIGTERM');
  const bareRps = median(results.bare.map((r) => r.rps));
  process.stdout.write(
    `\npublic categories, ${body.length} bytes decoded, ${raw.length} bytes brotli; wrk 50 connections, ${SECONDS} s, ${ROUNDS} rounds each\n` +
      `| server | requests/s (median) | ratio to bare | p99 ms (median) |\n|---|---|---|---|\n` +
      (['bare', 'info', 'warn'] as const)
        .map((kind) => {
          const rps = median(results[kind].map((r) => r.rps));
          return `| ${kind === 'bare' ? 'bare Fastify, same bytes' : `PetaDesa, LOG_LEVEL=${kind}`} | ${Math.round(rps)} | ${(rps / bareRps).toFixed(2)}x | ${median(results[kind].map((r) => r.p99)).toFixed(1)} |`;
        })
        .join('\n') +
      `\nat info: ${requestLines} request lines written, ${dropNotices} notices of dropped lines\n`,
  );
} finally {
  info.child.kill('SIGKILL');
  bare.child.kill('SIGTERM');
  rmSync(folder, { recursive: true, force: true });
}
