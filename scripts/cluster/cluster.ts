import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { nginxConfig } from './nginx-config.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Several PetaDesa instances on one PostgreSQL database behind Debian's nginx, as a regency would run them
 * (README "Running several instances"). Used by `npm run cluster:demo` and by the cluster test suite. Each
 * instance runs `src/server/main.ts` on a port of its own with a data folder of its own (which stays empty:
 * nothing an instance needs is on its disk), and is restarted when it exits, as a service manager would.
 */
export interface ClusterOptions {
  databaseUrl: string;
  instances?: number;
  /** The balancer's port; 0 picks a free one. */
  port?: number;
  /** Ports of the instances; free ones when omitted. */
  instancePorts?: number[];
  env?: Record<string, string>;
  /** Where each instance's output goes (the demo prints it; tests keep it for failures). */
  onOutput?: (instance: number, text: string) => void;
}

export interface Instance {
  index: number;
  url: string;
  /** How many times it has started. */
  starts: number;
  /** The running process's id. */
  pid(): number | undefined;
  /** Sends a signal; resolves once that process has exited (the supervisor starts it again). */
  kill(signal: NodeJS.Signals): Promise<void>;
  /** Resolves once `/api/ready` answers 200. */
  ready(timeoutMs?: number): Promise<void>;
}

export interface Cluster {
  url: string;
  instances: Instance[];
  nginxConfig: string;
  stop(): Promise<void>;
}

export function nginxBinary(): string | undefined {
  return ['/usr/sbin/nginx', '/usr/bin/nginx'].find((file) => existsSync(file));
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function waitFor(check: () => Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what} within ${timeoutMs} ms`);
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const nginx = nginxBinary();
  if (!nginx) throw new Error('nginx is not installed (Debian: apt-get install nginx)');
  const count = options.instances ?? 3;
  const ports = options.instancePorts ?? (await Promise.all(Array.from({ length: count }, freePort)));
  const port = options.port || (await freePort());
  const folder = await mkdtemp(path.join(tmpdir(), 'petadesa-cluster-'));
  // nginx's workers may run as another user: they write request bodies under here.
  await chmod(folder, 0o777);
  let stopping = false;

  const instances = ports.map((instancePort, index) => {
    const url = `http://127.0.0.1:${instancePort}`;
    let child: ChildProcess | undefined;
    let exited: Promise<void> = Promise.resolve();
    const instance: Instance = {
      index,
      url,
      starts: 0,
      pid: () => child?.pid,
      async kill(signal) {
        const current = exited;
        child?.kill(signal);
        await current;
      },
      ready: (timeoutMs = 60_000) =>
        waitFor(
          async () => (await fetch(`${url}/api/ready`)).status === 200,
          timeoutMs,
          `instance ${index} was not ready`,
        ),
    };
    const start = async () => {
      const dataDir = path.join(folder, `instance-${index}`);
      await mkdir(dataDir, { recursive: true });
      instance.starts += 1;
      const process_ = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'src/server/main.ts')], {
        cwd: root,
        env: {
          // The balancer's own address names the site in absolute links (a proxy in front: decision 0028).
          PUBLIC_HOSTS: `127.0.0.1:${port},localhost:${port}`,
          ...process.env,
          LOG_LEVEL: 'warn',
          SEED_DEMO: '0',
          ...options.env,
          DATABASE_URL: options.databaseUrl,
          DATA_DIR: dataDir,
          HOST: '127.0.0.1',
          PORT: String(instancePort),
          // One hop: nginx, which writes X-Forwarded-For and X-Forwarded-Proto.
          TRUST_PROXY: '1',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child = process_;
      const output = (chunk: Buffer) => options.onOutput?.(index, chunk.toString());
      process_.stdout?.on('data', output);
      process_.stderr?.on('data', output);
      exited = new Promise((resolve) =>
        process_.once('exit', () => {
          resolve();
          // Restarted as a service manager would, unless the cluster is stopping (by then, too).
          if (!stopping) setTimeout(() => (stopping ? undefined : void start()), 200);
        }),
      );
    };
    return { instance, start, stop: () => (child?.exitCode === null ? instance.kill('SIGTERM') : undefined) };
  });

  const config = nginxConfig({ folder, port, upstreams: ports.map((p) => `127.0.0.1:${p}`) });
  const configFile = path.join(folder, 'nginx.conf');
  await writeFile(configFile, config);
  const balancer = spawn(nginx, ['-p', folder, '-c', configFile, '-e', path.join(folder, 'error.log')], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let nginxOutput = '';
  balancer.stderr?.on('data', (chunk: Buffer) => {
    nginxOutput += chunk.toString();
  });
  const balancerExited = new Promise<void>((resolve) => balancer.once('exit', () => resolve()));

  const stop = async () => {
    stopping = true;
    balancer.kill('SIGQUIT');
    await Promise.all(instances.map((entry) => entry.stop()));
    await balancerExited;
    await rm(folder, { recursive: true, force: true });
  };
  try {
    await Promise.all(instances.map((entry) => entry.start()));
    await Promise.all(instances.map((entry) => entry.instance.ready(120_000)));
    const url = `http://127.0.0.1:${port}`;
    await waitFor(
      async () => (await fetch(`${url}/api/ready`)).status === 200,
      10_000,
      `nginx did not answer (${nginxOutput.trim()})`,
    );
    return { url, instances: instances.map((entry) => entry.instance), nginxConfig: config, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
