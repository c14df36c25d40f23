import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { ConfigError, loadConfig } from '../../src/server/config.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

// The embeddable map (issue 31): /embed may be framed by any site, or by those EMBED_ORIGINS lists; every
// other page, the public map's own included, keeps frame-ancestors 'none' and X-Frame-Options: DENY.

let t: TestApp;
let clientDir: string;

beforeAll(async () => {
  t = await createTestApp();
  clientDir = await mkdtemp(path.join(tmpdir(), 'petadesa-client-'));
  await writeFile(
    path.join(clientDir, 'index.html'),
    '<!doctype html><html lang="id"><head><title>PetaDesa</title></head><body><div id="root"></div></body></html>',
  );
});

afterAll(async () => {
  await t.close();
  await rm(clientDir, { recursive: true, force: true });
});

const frameAncestors = (headers: Record<string, unknown>) =>
  /(?:^|;\s*)frame-ancestors ([^;]*)/.exec(String(headers['content-security-policy'] ?? ''))?.[1];

async function withApp(env: Record<string, string>, use: (app: FastifyInstance) => Promise<void>) {
  const { embedOrigins } = loadConfig(env);
  const app = await buildApp({ config: { ...t.config, embedOrigins, clientDir }, db: t.database.db });
  try {
    await use(app);
  } finally {
    await app.close();
  }
}

const OTHER_PAGES = [
  '/',
  '/?place=masjid',
  '/admin',
  '/admin/settings',
  '/login',
  '/embed/more',
  '/api/public/settings',
];

describe('/embed', () => {
  it('may be framed by any site by default; every other page by none', async () => {
    await withApp({}, async (app) => {
      for (const url of ['/embed', '/embed?place=masjid-al-ikhlas']) {
        const embed = await app.inject({ method: 'GET', url });
        expect(embed.statusCode).toBe(200);
        expect(embed.headers['content-type']).toContain('text/html');
        expect(embed.body).toContain('<div id="root">');
        expect(frameAncestors(embed.headers)).toBe('*');
        expect(embed.headers['x-frame-options']).toBeUndefined();
        // The rest of the policy is the site's.
        expect(String(embed.headers['content-security-policy'])).toContain("script-src 'self'");
        expect(embed.headers['x-content-type-options']).toBe('nosniff');
      }
      for (const url of OTHER_PAGES) {
        const other = await app.inject({ method: 'GET', url });
        expect(frameAncestors(other.headers), url).toBe("'none'");
        expect(other.headers['x-frame-options'], url).toBe('DENY');
      }
    });
  });

  it('may be framed only by the sites EMBED_ORIGINS lists, when it lists some', async () => {
    await withApp({ EMBED_ORIGINS: 'https://desa.example, http://127.0.0.1:4185' }, async (app) => {
      const embed = await app.inject({ method: 'GET', url: '/embed' });
      expect(frameAncestors(embed.headers)).toBe('https://desa.example http://127.0.0.1:4185');
      expect(embed.headers['x-frame-options']).toBeUndefined();
      for (const url of OTHER_PAGES) {
        const other = await app.inject({ method: 'GET', url });
        expect(frameAncestors(other.headers), url).toBe("'none'");
        expect(other.headers['x-frame-options'], url).toBe('DENY');
      }
    });
  });

  it('refuses to start with an EMBED_ORIGINS that is not a list of origins', () => {
    for (const bad of ['desa.example', 'https://desa.example/peta', "https://a.example 'unsafe-inline'"]) {
      expect(() => loadConfig({ EMBED_ORIGINS: bad })).toThrow(ConfigError);
      expect(() => loadConfig({ EMBED_ORIGINS: bad })).toThrow(/EMBED_ORIGINS/);
    }
  });
});
