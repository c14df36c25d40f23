import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { LogWriter } from './log-writer.ts';

let folder: string | undefined;
afterEach(() => {
  if (folder) rmSync(folder, { recursive: true, force: true });
  folder = undefined;
});

function output(): { fd: number; read: () => string; close: () => void } {
  folder = mkdtempSync(path.join(tmpdir(), 'petadesa-log-'));
  const file = path.join(folder, 'out.log');
  const fd = openSync(file, 'w');
  return { fd, read: () => readFileSync(file, 'utf8'), close: () => closeSync(fd) };
}

describe('LogWriter', () => {
  it('writes every line whole and in order, across chunks, with multi-byte text and an oversized line', async () => {
    const out = output();
    const writer = new LogWriter(out.fd, 256);
    const lines = Array.from(
      { length: 500 },
      (_, i) => `{"n":${i},"msg":"Masjid Al-Ikhlas ${'é'.repeat(i % 7)}"}\n`,
    );
    lines.splice(250, 0, `{"big":"${'x'.repeat(2000)}"}\n`);
    for (const line of lines) writer.write(line);
    await writer.drain();
    out.close();
    expect(out.read()).toBe(lines.join(''));
    expect(writer.dropped).toBe(0);
  });

  it('holds lines until a chunk fills or the timer fires, and writes what waits synchronously at exit', () => {
    const out = output();
    const writer = new LogWriter(out.fd, 64 * 1024, 60_000);
    writer.write('{"msg":"shutting down"}\n');
    expect(out.read()).toBe('');
    writer.flushSync();
    expect(out.read()).toBe('{"msg":"shutting down"}\n');
    out.close();
  });

  it('drops and counts lines rather than growing without end while the output lags', async () => {
    const out = output();
    const writer = new LogWriter(out.fd, 64, 60_000, 200);
    // Written in one go: the first asynchronous write cannot finish before the queue passes its limit.
    for (let i = 0; i < 100; i++) writer.write(`{"n":"${String(i).padStart(3, '0')}","pad":"......"}\n`);
    await writer.drain();
    const dropped = writer.dropped;
    expect(dropped).toBeGreaterThan(0);
    // Once the output has caught up, the next line comes after a notice of what was lost.
    writer.write('{"n":"last"}\n');
    await writer.drain();
    out.close();
    const written = out
      .read()
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line));
    expect(written).toHaveLength(100 - dropped + 2);
    expect(written.at(-2)).toMatchObject({
      level: 40,
      msg: `${dropped} log lines were dropped: the log's reader fell behind`,
    });
    expect(written.at(-1)).toEqual({ n: 'last' });
  });
});
