import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompress } from '../../scripts/build/precompress-plugin.ts';
import { buildApp } from '../../src/server/app.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let clientDir: string;
const script = `export const village = ${JSON.stringify('Sukamaju '.repeat(400))};\n`;

beforeAll(async () => {
  t = await createTestApp();
  clientDir = await mkdtemp(path.join(tmpdir(), 'petadesa-client-'));
  await mkdir(path.join(clientDir, 'assets'));
  await writeFile(path.join(clientDir, 'index.html'), '<!doctype html><title>app</title>');
  await writeFile(path.join(clientDir, 'assets', 'map-view-abc123.js'), script);
  await writeFile(path.join(clientDir, 'assets', 'tiny-abc123.js'), 'export {};\n');
});

afterAll(async () => {
  await t.close();
});

describe('the client build, compressed once', () => {
  it('writes a .br and a .gz beside each text file worth compressing', async () => {
    expect(await precompress(clientDir)).toBe(1);
    const file = path.join(clientDir, 'assets', 'map-view-abc123.js');
    expect(brotliDecompressSync(await readFile(`${file}.br`)).toString()).toBe(script);
    expect(gunzipSync(await readFile(`${file}.gz`)).toString()).toBe(script);
    await expect(readFile(path.join(clientDir, 'assets', 'tiny-abc123.js.br'))).rejects.toThrow();
  });

  it('is served as written, in the encoding the browser takes, and plain to one that takes none', async () => {
    const app = await buildApp({ config: { ...t.config, clientDir }, db: t.database.db });
    try {
      const url = '/assets/map-view-abc123.js';
      const br = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip' } });
      expect(br.headers['content-encoding']).toBe('br');
      expect(
        br.rawPayload.equals(await readFile(path.join(clientDir, 'assets', 'map-view-abc123.js.br'))),
      ).toBe(true);
      expect(br.headers['cache-control']).toContain('immutable');
      const gz = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gz.rawPayload).toString()).toBe(script);
      const plain = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(script);
    } finally {
      await app.close();
    }
  });
});
