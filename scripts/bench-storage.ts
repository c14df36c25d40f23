// `npm run bench:storage`: what a village's storage grows by (decision 0029), on PGlite and on PostgreSQL:
// - the audit log per save of a 1.4 MB place (the review's comb, 49,602 positions): a geometry save and a
//   title edit, as the rows' own bytes and as the tables' size on disk (TOAST and indexes included);
// - the upload-and-delete loop of a user with maps-create and maps-delete (a 4.2 MB palette PNG each time,
//   the place deleted at once): what it adds until it is stopped, or in BENCH_LOOP_SECONDS (default 20).
// BENCH_SAVES (default 6), BENCH_PG_URL (the local PostgreSQL's `postgres` database; `none` skips it),
// BENCH_ENGINES (pglite,postgres), STORAGE_QUOTA_MB (passed to the server, as in production).
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import sharp from 'sharp';
import { seedCore } from '../db/seeds/core.ts';
import { buildApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config.ts';
import { type Database, openDatabase } from '../src/server/db/database.ts';
import { migrateToLatest } from '../src/server/db/migrate.ts';
import { hashPassword } from '../src/server/modules/auth/password.ts';
import { multipart } from '../tests/support/multipart.ts';

const SAVES = Number(process.env.BENCH_SAVES ?? 6);
const LOOP_SECONDS = Number(process.env.BENCH_LOOP_SECONDS ?? 20);
const PG_URL = process.env.BENCH_PG_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
const ENGINES = (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',') as ('pglite' | 'postgres')[];
const PASSWORD = 'bench-admin-password';
const MB = 1024 * 1024;
const mb = (bytes: number) => (bytes / MB).toFixed(2);

/** The review's comb as a place: 12,400 teeth, 49,602 positions, about 1.4 MB of GeoJSON. */
function comb(shift: number) {
  const teeth = 12_400;
  const [left, right, bottom, step] = [112.2 + shift, 112.3 + shift, -7.6, 0.1 / teeth];
  const ring: number[][] = [[left - 0.01, bottom]];
  for (let i = 0; i < teeth; i++) {
    const y = bottom + i * step;
    ring.push([left, y], [right, y], [right, y + step / 2], [left, y + step / 2]);
  }
  ring.push([left - 0.01, bottom + teeth * step], [left - 0.01, bottom]);
  return { type: 'Polygon', coordinates: [ring] };
}

/** 2048 x 2048 random pixels of a 256-colour palette: a palette PNG of about 4.2 MB. */
async function palettePng(): Promise<Buffer> {
  const side = 2048;
  const colours = randomBytes(256 * 3);
  const indices = randomBytes(side * side);
  const rgb = Buffer.alloc(side * side * 3);
  for (let i = 0; i < indices.length; i++) colours.copy(rgb, i * 3, indices[i]! * 3, indices[i]! * 3 + 3);
  return sharp(rgb, { raw: { width: side, height: side, channels: 3 } })
    .png({ palette: true, colours: 256, dither: 0, compressionLevel: 9 })
    .toBuffer();
}

async function openEngine(kind: 'pglite' | 'postgres', folder: string) {
  if (kind === 'pglite') {
    return { database: await openDatabase({ url: undefined, dataDir: folder }), drop: async () => {} };
  }
  const name = `petadesa_bench_storage_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  const database: Database = await openDatabase({ url: url.toString(), dataDir: folder });
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

/** The audit tables that exist in this version of the schema. */
const AUDIT_TABLES = ['audit_log', 'audit_values', 'audit_entry_values'];

async function auditBytes(database: Database): Promise<{ rows: number; disk: number }> {
  const present = (
    await sql<{ name: string }>`select table_name as name from information_schema.tables
      where table_schema = 'public' and table_name in (${sql.join(AUDIT_TABLES)})`.execute(database.db)
  ).rows.map((row) => row.name);
  let disk = 0;
  for (const name of present) {
    const row = (
      await sql<{ size: string }>`select pg_total_relation_size(${name})::text as size`.execute(database.db)
    ).rows[0];
    disk += Number(row?.size ?? 0);
  }
  const entries = (
    await sql<{ bytes: string }>`select coalesce(sum(octet_length(coalesce(before::text, ''))
      + octet_length(coalesce(after::text, ''))), 0)::text as bytes from audit_log`.execute(database.db)
  ).rows[0];
  let rows = Number(entries?.bytes ?? 0);
  if (present.includes('audit_values')) {
    const values = (
      await sql<{ bytes: string }>`select coalesce(sum(octet_length(value::text)), 0)::text as bytes
        from audit_values`.execute(database.db)
    ).rows[0];
    rows += Number(values?.bytes ?? 0);
  }
  return { rows, disk };
}

async function imageBytes(database: Database): Promise<number> {
  const row = (
    await sql<{ bytes: string }>`select coalesce(sum(size), 0)::text as bytes from stored_images`.execute(
      database.db,
    )
  ).rows[0];
  return Number(row?.bytes ?? 0);
}

async function benchEngine(kind: 'pglite' | 'postgres', png: Buffer): Promise<string[]> {
  const folder = await mkdtemp(path.join(tmpdir(), `petadesa-bench-storage-${kind}-`));
  const { database, drop } = await openEngine(kind, folder);
  const lines: string[] = [];
  try {
    await migrateToLatest(database.owner);
    await seedCore(database.db, { adminPassword: PASSWORD });
    const app = await buildApp({
      config: loadConfig({
        ...process.env,
        DATA_DIR: folder,
        LOG_LEVEL: 'silent',
        OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
        MAX_UPLOAD_MB: '10',
      }),
      db: database.db,
    });
    try {
      const login = async (username: string, password: string) =>
        (await app.inject({ method: 'POST', url: '/api/login', payload: { username, password } })).json().data
          .token as string;
      const admin = { authorization: `Bearer ${await login('admin', PASSWORD)}` };

      // Saves of a 1.4 MB place: geometry saves (alternating two shapes), then title edits.
      let map = (
        await app.inject({
          method: 'POST',
          url: '/api/admin/maps',
          headers: admin,
          payload: { name: 'Sisir', geometry: comb(0) },
        })
      ).json().data;
      const measure = async (what: string, change: (i: number) => Record<string, unknown>) => {
        const start = await auditBytes(database);
        const times: number[] = [];
        for (let i = 0; i < SAVES; i++) {
          const started = performance.now();
          const response = await app.inject({
            method: 'PUT',
            url: `/api/admin/maps/${map.id}`,
            headers: admin,
            payload: { name: map.name, geometry: map.geometry, ...change(i), version: map.version },
          });
          times.push(performance.now() - started);
          if (response.statusCode !== 200)
            throw new Error(`${what}: ${response.statusCode} ${response.body}`);
          map = response.json().data;
        }
        const end = await auditBytes(database);
        lines.push(
          `| ${kind} | ${what} | ${mb((end.rows - start.rows) / SAVES)} MB | ${mb((end.disk - start.disk) / SAVES)} MB | ${times.sort((a, b) => a - b)[Math.floor(times.length / 2)]!.toFixed(0)} ms |`,
        );
      };
      // A new shape each time, so that no save finds its shape already stored.
      await measure('geometry save', (i) => ({ geometry: comb((i + 1) * 0.0001) }));
      await measure('title edit', (i) => ({ name: `Sisir ${i}` }));

      // The upload-and-delete loop of a user with maps-create and maps-delete only.
      const role = await database.db
        .insertInto('roles')
        .values({ name: 'loop' })
        .returning('id')
        .executeTakeFirstOrThrow();
      const permissions = await database.db
        .selectFrom('permissions')
        .select('id')
        .where('name', 'in', ['maps-create', 'maps-delete'])
        .execute();
      await database.db
        .insertInto('role_permissions')
        .values(permissions.map((row) => ({ role_id: role.id, permission_id: row.id })))
        .execute();
      const user = await database.db
        .insertInto('users')
        .values({
          name: 'Loop',
          username: 'loop',
          email: 'loop@example.test',
          password_hash: await hashPassword('loop-password'),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await database.db.insertInto('user_roles').values({ user_id: user.id, role_id: role.id }).execute();
      const looper = { authorization: `Bearer ${await login('loop', 'loop-password')}` };
      const before = await imageBytes(database);
      const started = performance.now();
      let rounds = 0;
      let stopped = 'not stopped';
      while (performance.now() - started < LOOP_SECONDS * 1000) {
        const body = multipart(
          { name: `Loop ${rounds}` },
          { filename: 'palette.png', contentType: 'image/png', bytes: png },
        );
        const created = await app.inject({
          method: 'POST',
          url: '/api/admin/maps',
          headers: { ...looper, ...body.headers },
          payload: body.payload,
        });
        if (created.statusCode >= 300) {
          stopped = `stopped: ${created.statusCode} ${created.body.slice(0, 300)}`;
          break;
        }
        const id = created.json().data.id;
        await app.inject({ method: 'DELETE', url: `/api/admin/maps/${id}`, headers: looper });
        rounds++;
      }
      const seconds = (performance.now() - started) / 1000;
      const added = (await imageBytes(database)) - before;
      lines.push(
        `| ${kind} | upload-and-delete loop | ${rounds} rounds, ${mb(added)} MB of images in ${seconds.toFixed(1)} s (${mb(added / Math.max(rounds, 1))} MB each) | ${stopped} |`,
      );
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    await drop();
    await rm(folder, { recursive: true, force: true });
  }
  return lines;
}

const png = await palettePng();
console.log(
  `palette PNG: ${mb(png.length)} MB; ${SAVES} saves each; quota ${process.env.STORAGE_QUOTA_MB ?? 'default'}`,
);
console.log('| engine | what | audit bytes per save (rows) | on disk per save | median save |');
for (const kind of ENGINES) {
  if (kind === 'postgres' && PG_URL === 'none') continue;
  for (const line of await benchEngine(kind, png)) console.log(line);
}
