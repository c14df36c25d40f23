import { once } from 'node:events';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import { startServerProcess } from '../support/server-process.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { testDatabaseKind } from '../support/test-database.ts';
import { createCategory } from '../support/transfer.ts';

/**
 * Issue 30 (P9): absolute links (og:url, og:image, OGC's links in JSON and HTML) name the site as configured
 * (PUBLIC_URL, or a host of PUBLIC_HOSTS), never a Host header nobody configured; a server reached by
 * others with neither answers 400 where it would need one. Only a development server (loopback, no proxy,
 * nothing configured) still names the request's Host.
 */
const FORGED = 'evil.example';

let t: TestApp;
let clientDir: string;
let slug: string;
let collection: number;
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  t = await createTestApp();
  clientDir = await mkdtemp(path.join(tmpdir(), 'petadesa-client-'));
  await writeFile(
    path.join(clientDir, 'index.html'),
    '<!doctype html><html lang="id"><head><meta charset="UTF-8" /><title>PetaDesa</title></head><body><div id="root"></div></body></html>',
  );
  await writeFile(path.join(clientDir, 'favicon.svg'), await readFile('src/client/public/favicon.svg'));
  const admin = await t.login();
  collection = await createCategory(t, admin, 'Ibadah');
  const place = await t.request({
    method: 'POST',
    url: '/api/admin/maps',
    token: admin,
    payload: { name: 'Masjid Al-Ikhlas', category_id: collection, latitude: -7.5, longitude: 110.4 },
  });
  slug = place.json().data.slug;
});

afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  await t.close();
  await rm(clientDir, { recursive: true, force: true });
});

/** An app over the test's database, configured from these variables as `npm start` would read them. */
async function appWith(env: Record<string, string>): Promise<FastifyInstance> {
  const config = loadConfig(
    {
      DATA_DIR: t.config.dataDir,
      LOG_LEVEL: 'silent',
      SEED_DEMO: '0',
      OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
      ...env,
    },
    { clientDir },
  );
  const app = await buildApp({ config, db: t.database.db });
  apps.push(app);
  return app;
}

/** Every address a page or document links to: og:url, og:image, and every href. */
function linksIn(body: string): string[] {
  const meta = [...body.matchAll(/<meta property="og:(?:url|image)" content="([^"]*)">/g)].map((m) => m[1]!);
  const hrefs = [...body.matchAll(/(?:href="|"href":")([^"]*)"/g)].map((m) => m[1]!);
  const servers = [...body.matchAll(/"servers":\[\{"url":"([^"]*)"/g)].map((m) => m[1]!);
  return [...meta, ...hrefs, ...servers].map((link) => link.replaceAll('&amp;', '&'));
}

/** The addresses that carry absolute links: the map page (village and place), OGC in JSON and HTML. */
const LINKED = () => [
  '/',
  `/?place=${slug}`,
  '/ogc?f=json',
  '/ogc?f=html',
  '/ogc/collections?f=json',
  '/ogc/collections?f=html',
  `/ogc/collections/${collection}?f=json`,
  `/ogc/collections/${collection}/items?f=json&limit=1`,
  `/ogc/collections/${collection}/items?f=html&limit=1`,
  '/ogc/api?f=json',
];

async function absoluteLinks(app: FastifyInstance, host: string, headers: Record<string, string> = {}) {
  const links: string[] = [];
  for (const url of LINKED()) {
    const response = await app.inject({ method: 'GET', url, headers: { host, ...headers } });
    expect(response.statusCode, `${url}: ${response.body.slice(0, 200)}`).toBe(200);
    expect(response.body, url).not.toContain(FORGED);
    const found = linksIn(response.body).filter((link) => /^https?:/.test(link));
    expect(found.length, url).toBeGreaterThan(0);
    links.push(...found);
  }
  return links;
}

/** The origins links name, each once. */
const originsOf = (links: string[]) => [...new Set(links.map((link) => new URL(link).origin))];

describe(`absolute links name the configured site, never a forged Host (${testDatabaseKind})`, () => {
  it('PUBLIC_URL: every link names it, whatever the Host', async () => {
    const app = await appWith({ PUBLIC_URL: 'https://desa.example', HOST: '0.0.0.0' });
    expect(originsOf(await absoluteLinks(app, FORGED))).toEqual(['https://desa.example']);
  });

  it('PUBLIC_HOSTS: a listed Host is named, any other gets the first listed', async () => {
    const app = await appWith({ PUBLIC_HOSTS: 'desa.example, WWW.Desa.Example:8080', HOST: '0.0.0.0' });
    expect(originsOf(await absoluteLinks(app, FORGED))).toEqual(['http://desa.example']);
    expect(originsOf(await absoluteLinks(app, 'www.desa.example:8080'))).toEqual([
      'http://www.desa.example:8080',
    ]);
    expect(originsOf(await absoluteLinks(app, 'WWW.DESA.EXAMPLE:8080'))).toEqual([
      'http://www.desa.example:8080',
    ]);
    // Same name, another port: not what was configured.
    expect(originsOf(await absoluteLinks(app, 'www.desa.example:9999'))).toEqual(['http://desa.example']);
  });

  it("PUBLIC_HOSTS behind a proxy: the proxy's scheme, still never a forged Host", async () => {
    const app = await appWith({ PUBLIC_HOSTS: 'desa.example', TRUST_PROXY: '1' });
    const links = await absoluteLinks(app, FORGED, {
      'x-forwarded-proto': 'https',
      'x-forwarded-host': FORGED,
    });
    expect(originsOf(links)).toEqual(['https://desa.example']);
  });

  it.each([
    ['HOST is not a loopback address', { HOST: '0.0.0.0' }],
    ['a proxy stands in front', { TRUST_PROXY: '1' }],
  ])(
    'nothing configured, %s: 400 with a message where a link is needed, the rest as usual',
    async (_what, env) => {
      const app = await appWith(env);
      for (const url of LINKED()) {
        for (const host of [FORGED, '127.0.0.1:3000']) {
          const response = await app.inject({ method: 'GET', url, headers: { host } });
          expect(response.statusCode, url).toBe(400);
          expect(response.json().message).toBe(
            "The site's public address is not configured (PUBLIC_URL or PUBLIC_HOSTS), so links to it cannot be written.",
          );
          expect(response.body).not.toContain(FORGED);
        }
      }
      const indonesian = await app.inject({
        method: 'GET',
        url: '/ogc',
        headers: { 'accept-language': 'id' },
      });
      expect(indonesian.json().message).toMatch(/^Alamat publik situs belum diatur/);
      // Nothing else needs the site's address.
      for (const url of ['/api/health', '/api/public/settings', '/preview.png', '/admin/maps']) {
        const response = await app.inject({ method: 'GET', url, headers: { host: FORGED } });
        expect(response.statusCode, url).toBe(200);
      }
    },
  );

  it('nothing configured on a loopback server without a proxy (development): the Host, as before', async () => {
    const app = await appWith({});
    expect(originsOf(await absoluteLinks(app, '127.0.0.1:5173'))).toEqual(['http://127.0.0.1:5173']);
  });

  it('says at start that it will refuse, when reached by others with nothing configured', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'petadesa-origin-'));
    // On PostgreSQL the server starts on this test's database; otherwise on a PGlite of its own.
    const databaseUrl = (t.database as { url?: string }).url;
    const env = { DATA_DIR: dataDir, TRUST_PROXY: '1', ...(databaseUrl && { DATABASE_URL: databaseUrl }) };
    const server = await startServerProcess(env);
    try {
      const ogc = await fetch(`${server.url}/ogc`, { headers: { 'x-forwarded-proto': 'https' } });
      expect(ogc.status).toBe(400);
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
      await rm(dataDir, { recursive: true, force: true });
    }
    // Log lines are written in batches (log-writer.ts); all of them are out once the process has exited
    // and its output has been read to the end.
    const stdout = server.child.stdout;
    if (stdout && !stdout.closed) await once(stdout, 'close');
    expect(server.output()).toMatch(/neither PUBLIC_URL nor PUBLIC_HOSTS is set/);
  });
});
