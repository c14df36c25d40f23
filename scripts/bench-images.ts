// `npm run bench:images`: what keeping uploaded images in the database costs (decision 0020), against the
// folder on disk they used to live in, measured in the same run: 2,000 images of 300 KB stored, served
// (random images, 16 connections) and backed up and restored. BENCH_IMAGES (default 2000),
// BENCH_IMAGE_KB (300), BENCH_PG_URL (the local PostgreSQL's `postgres` database; `none` skips it).
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import pg from 'pg';
import { seedCore } from '../db/seeds/core.ts';
import { buildApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config.ts';
import { restoreBackup, writeBackup } from '../src/server/db/backup.ts';
import { type Database, openDatabase } from '../src/server/db/database.ts';
import { migrateToLatest } from '../src/server/db/migrate.ts';
import { DatabaseImageStorage } from '../src/server/uploads/database-image-storage.ts';

const COUNT = Number(process.env.BENCH_IMAGES ?? 2000);
const SIZE = Number(process.env.BENCH_IMAGE_KB ?? 300) * 1024;
const PG_URL = process.env.BENCH_PG_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
const SECONDS = 8;
const CONNECTIONS = 16;
/** A whole one-pixel PNG: a restore reads an image's header and refuses one that is not (decision 0026). */
const PNG_HEADER = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** Incompressible bytes behind a PNG: as big on disk and in the database as a photo. */
const imageBytes = () => Buffer.concat([PNG_HEADER, randomBytes(SIZE - PNG_HEADER.length)]);
const names = Array.from({ length: COUNT }, (_, i) => `bench-${String(i).padStart(5, '0')}.png`);
const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);

async function serve(url: string): Promise<{ rps: number; p50: number; p99: number; bad: number }> {
  const result = await autocannon({
    url,
    duration: SECONDS,
    connections: CONNECTIONS,
    requests: [
      {
        setupRequest: (request) => ({
          ...request,
          path: `/uploads/maps/${names[Math.floor(Math.random() * names.length)]}`,
        }),
      },
    ],
  });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    bad: result.non2xx + result.errors,
  };
}

async function openEngine(
  kind: 'pglite' | 'postgres',
  folder: string,
): Promise<{ database: Database; drop(): Promise<void> }> {
  if (kind === 'pglite') {
    const database = await openDatabase({ url: undefined, dataDir: folder });
    return { database, drop: async () => {} };
  }
  const name = `petadesa_bench_images_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), dataDir: folder });
  return {
    database,
    drop: async () => {
      const dropper = new pg.Client({ connectionString: PG_URL });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

async function benchEngine(kind: 'pglite' | 'postgres'): Promise<string[]> {
  const folder = await mkdtemp(path.join(tmpdir(), `petadesa-bench-images-${kind}-`));
  const { database, drop } = await openEngine(kind, folder);
  const lines: string[] = [];
  try {
    await migrateToLatest(database.owner);
    await seedCore(database.db, { adminPassword: 'bench-admin-password' });
    const storage = new DatabaseImageStorage(database.db);
    const disk = path.join(folder, 'uploads', 'maps');
    await mkdir(disk, { recursive: true });

    // Stored one at a time, as uploads arrive; the disk peer writes aside and renames, as the server did.
    let toDatabaseMs = 0;
    let toDiskMs = 0;
    for (const name of names) {
      const bytes = imageBytes();
      let started = performance.now();
      await storage.put('maps', name, { contentType: 'image/png', bytes });
      toDatabaseMs += performance.now() - started;
      started = performance.now();
      await writeFile(path.join(disk, `${name}.tmp`), bytes);
      await rename(path.join(disk, `${name}.tmp`), path.join(disk, name));
      toDiskMs += performance.now() - started;
    }
    const tableBytes = Number(
      (
        await sql<{ size: string }>`select pg_total_relation_size('stored_images')::text as size`.execute(
          database.db,
        )
      ).rows[0]?.size,
    );
    lines.push(
      `| ${kind} | store ${COUNT} x ${SIZE / 1024} KB | ${(toDatabaseMs / COUNT).toFixed(1)} ms each | ${(toDiskMs / COUNT).toFixed(1)} ms each | ${(toDatabaseMs / toDiskMs).toFixed(1)}x |`,
      `| ${kind} | space | ${mb(tableBytes)} MB (table, TOAST included) | ${mb(COUNT * SIZE)} MB of files | ${(tableBytes / (COUNT * SIZE)).toFixed(2)}x |`,
    );

    // Served: the app's route against a bare node:http server reading the same files, in the same process.
    const app = await buildApp({
      config: loadConfig({ DATA_DIR: folder, LOG_LEVEL: 'silent', OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0' }),
      db: database.db,
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const appAddress = app.server.address();
    const appUrl = `http://127.0.0.1:${typeof appAddress === 'object' && appAddress ? appAddress.port : 0}`;
    const files = createServer((request, response) => {
      const name = path.basename(request.url ?? '');
      readFile(path.join(disk, name)).then(
        (bytes) => {
          response.writeHead(200, { 'content-type': 'image/png', 'content-length': bytes.length });
          response.end(bytes);
        },
        () => {
          response.writeHead(404);
          response.end();
        },
      );
    });
    await new Promise<void>((resolve) => files.listen(0, '127.0.0.1', resolve));
    const filesAddress = files.address();
    const filesUrl = `http://127.0.0.1:${typeof filesAddress === 'object' && filesAddress ? filesAddress.port : 0}`;
    const fromDatabase = await serve(appUrl);
    const fromDisk = await serve(filesUrl);
    await app.close();
    await new Promise((resolve) => files.close(resolve));
    lines.push(
      `| ${kind} | serve random images (${CONNECTIONS} connections, ${SECONDS} s) | ${fromDatabase.rps}/s, p50 ${fromDatabase.p50} ms, p99 ${fromDatabase.p99} ms, ${fromDatabase.bad} failed | ${fromDisk.rps}/s, p50 ${fromDisk.p50} ms, p99 ${fromDisk.p99} ms | ${(fromDatabase.rps / fromDisk.rps).toFixed(2)}x |`,
    );

    // Backed up and restored as one stream; the peak memory says whether it ever held the images at once.
    const archive = path.join(folder, 'backup.jsonl.gz');
    const rssBefore = process.memoryUsage().rss;
    let peak = rssBefore;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 50);
    let started = performance.now();
    await writeBackup(database.owner, archive);
    const backupMs = performance.now() - started;
    const archiveBytes = (await stat(archive)).size;
    started = performance.now();
    const restored = await restoreBackup(database.owner, archive);
    const restoreMs = performance.now() - started;
    clearInterval(sampler);
    lines.push(
      `| ${kind} | backup, then restore (${restored.images} images) | ${(backupMs / 1000).toFixed(1)} s and ${(restoreMs / 1000).toFixed(1)} s, file ${mb(archiveBytes)} MB, memory +${mb(peak - rssBefore)} MB at most | | |`,
    );
  } finally {
    await database.close();
    await drop();
    await rm(folder, { recursive: true, force: true });
  }
  return lines;
}

const engines: ('pglite' | 'postgres')[] = PG_URL === 'none' ? ['pglite'] : ['postgres', 'pglite'];
const rows: string[] = [];
for (const kind of engines) {
  process.stderr.write(`${kind}...\n`);
  rows.push(...(await benchEngine(kind)));
}
process.stdout.write(
  `\n| engine | what | in the database | on disk (the peer) | ratio |\n|---|---|---|---|---|\n${rows.join('\n')}\n`,
);
