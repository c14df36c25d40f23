// `npm run cluster:demo`: three PetaDesa instances on one PostgreSQL database behind nginx, on one machine.
// DATABASE_URL names the database (default: petadesa_cluster on the local PostgreSQL, created if missing);
// CLUSTER_PORT is the balancer's port (default 8080), CLUSTER_INSTANCE_PORTS the instances' (3001,3002,3003).
// Ctrl-C stops everything. See README "Running several instances".
import { spawnSync } from 'node:child_process';
import pg from 'pg';
import { pino } from 'pino';
import { prepareDatabase } from '../src/server/bootstrap.ts';
import { loadConfig } from '../src/server/config.ts';
import { startCluster } from './cluster/cluster.ts';

const databaseUrl = process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/petadesa_cluster';
const port = Number(process.env.CLUSTER_PORT ?? 8080);
const instancePorts = (process.env.CLUSTER_INSTANCE_PORTS ?? '3001,3002,3003').split(',').map(Number);

// The built client, as `npm start` makes it (skipped when it is current): the instances serve it.
const build = spawnSync(process.execPath, ['scripts/start.mjs', '--build-only'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

// The database exists before the first instance starts (each one migrates at start; the first does the work).
const url = new URL(databaseUrl);
const name = url.pathname.slice(1);
const server = new URL(databaseUrl);
server.pathname = '/postgres';
const client = new pg.Client({ connectionString: server.toString() });
await client.connect();
try {
  const exists = await client.query('select 1 from pg_database where datname = $1', [name]);
  if (exists.rowCount === 0) await client.query(`create database ${pg.escapeIdentifier(name)}`);
} finally {
  await client.end();
}

// Migrated and seeded once, here, so the admin password is printed once.
const config = loadConfig({ ...process.env, DATABASE_URL: databaseUrl });
const { database, seed } = await prepareDatabase(config, pino({ level: 'warn' }));
await database.close();

const cluster = await startCluster({
  databaseUrl,
  port,
  instancePorts,
  env: { LOG_LEVEL: process.env.LOG_LEVEL ?? 'info' },
  onOutput: (index, text) => {
    for (const line of text.trimEnd().split('\n')) process.stdout.write(`[${index + 1}] ${line}\n`);
  },
});
const lines = [
  `\n  PetaDesa behind nginx: ${cluster.url}/`,
  ...cluster.instances.map(
    (instance) => `  instance ${instance.index + 1}: ${instance.url}/ (pid ${instance.pid()})`,
  ),
];
if (seed.createdAdmin) {
  lines.push(
    `  Admin username: ${seed.createdAdmin.username}`,
    seed.createdAdmin.generated
      ? `  Admin password: ${seed.createdAdmin.password}   (generated; shown only this once)`
      : '  Admin password: the value of ADMIN_PASSWORD',
  );
}
lines.push('  Kill an instance (kill -9 <pid>): nginx sends its requests elsewhere and it comes back.');
process.stdout.write(`${lines.join('\n')}\n\n`);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await cluster.stop();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
