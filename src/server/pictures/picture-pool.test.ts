import { execFileSync } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../modules/auth/password.ts';
import { PictureLimitError, PicturePool } from './picture-pool.ts';

/**
 * An SVG that takes the rasteriser seconds: one path of segments that all cross each other (what the
 * link preview's ink budget keeps out of a picture, used here to keep a process busy).
 */
function slowSvg(segments: number): string {
  const points = Array.from(
    { length: segments + 1 },
    (_, i) => `${10 + ((i * 7919) % 1000) / 2} ${10 + ((i * 104729) % 1000) / 2}`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32" viewBox="0 0 520 520"><path d="M${points.join('L')}" fill="none" stroke="#000" stroke-width="4"/></svg>`;
}

const pool = new PicturePool();
afterAll(() => pool.close());

const timed = async <T>(work: Promise<T>) => {
  const started = performance.now();
  const settled = await work.then(
    (value) => ({ value, error: undefined }),
    (error: unknown) => ({ value: undefined, error }),
  );
  return { ...settled, ms: performance.now() - started };
};

describe('the picture processes', () => {
  it('draw, and a task past its deadline is ended at once with a 503, the process replaced', async () => {
    const icon = await pool.run<'iconPng', Uint8Array>(
      'iconPng',
      { svg: slowSvg(10), size: 64 },
      { deadlineMs: 20_000 },
    );
    expect(Buffer.from(icon).subarray(1, 4).toString()).toBe('PNG');
    const late = await timed(pool.run('iconPng', { svg: slowSvg(8_000), size: 512 }, { deadlineMs: 300 }));
    expect(late.error).toBeInstanceOf(PictureLimitError);
    expect((late.error as PictureLimitError).code).toBe('UNAVAILABLE');
    expect(late.ms).toBeLessThan(2_000);
    const after = await pool.run<'iconPng', Uint8Array>(
      'iconPng',
      { svg: slowSvg(10), size: 64 },
      { deadlineMs: 20_000 },
    );
    expect(after.byteLength).toBeGreaterThan(0);
  });

  it('end a task nobody waits for any more', async () => {
    const gone = new AbortController();
    const running = timed(
      pool.run('iconPng', { svg: slowSvg(8_000), size: 512 }, { deadlineMs: 60_000, signal: gone.signal }),
    );
    setTimeout(() => gone.abort(), 200);
    const result = await running;
    expect(result.error).toBeInstanceOf(PictureLimitError);
    expect(result.ms).toBeLessThan(2_000);
  });

  it("leave the server's threadpool to argon2 while they are all busy", async () => {
    const quiet = await timed(hashPassword('an unhurried password'));
    const busy = Array.from({ length: 4 }, () =>
      pool.run('iconPng', { svg: slowSvg(8_000), size: 512 }, { deadlineMs: 3_000 }).catch(() => {}),
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    const loaded = await timed(hashPassword('an unhurried password'));
    await Promise.all(busy);
    console.log(
      `argon2 hash: ${Math.round(quiet.ms)} ms alone, ${Math.round(loaded.ms)} ms with four pictures drawn`,
    );
    // Sharing the machine's two cores with the drawing slows it; waiting for a threadpool thread would
    // take seconds.
    expect(loaded.ms).toBeLessThan(Math.max(1_000, quiet.ms * 5));
  });

  it('refuse new work once closed, and end what runs', async () => {
    const own = new PicturePool();
    const running = timed(own.run('iconPng', { svg: slowSvg(8_000), size: 512 }, { deadlineMs: 60_000 }));
    await new Promise((resolve) => setTimeout(resolve, 300));
    const closing = timed(own.close());
    const [result, closed] = await Promise.all([running, closing]);
    expect(result.error).toBeInstanceOf(PictureLimitError);
    expect(closed.ms).toBeLessThan(2_000);
    await expect(
      own.run('iconPng', { svg: slowSvg(10), size: 64 }, { deadlineMs: 1_000 }),
    ).rejects.toBeInstanceOf(PictureLimitError);
  });

  it('outlive a process killed from outside and Ctrl-C sent to the whole group, and start another', async () => {
    const processes = () =>
      execFileSync('ps', ['-o', 'pid=,args=', '--ppid', String(process.pid)], { encoding: 'utf8' })
        .split('\n')
        .filter((line) => line.includes('tinypool'))
        .map((line) => Number.parseInt(line, 10));
    const others = new Set(processes());
    const ended: unknown[] = [];
    const own = new PicturePool((error) => ended.push(error));
    try {
      const draw = () =>
        own.run<'iconPng', Uint8Array>('iconPng', { svg: slowSvg(10), size: 64 }, { deadlineMs: 20_000 });
      // Both processes have loaded their tasks (and set their signal handlers) once both have drawn.
      const both = await Promise.all([draw(), draw()]);
      expect(both.every((png) => png.byteLength > 0)).toBe(true);
      const owned = () => processes().filter((pid) => !others.has(pid));
      const [first, second] = owned();
      expect(second).toBeDefined();
      // Ctrl-C in a terminal: the server decides when its processes end.
      process.kill(second!, 'SIGINT');
      // The out-of-memory killer, or anyone: the pool hears it (unheard, it would end this process).
      process.kill(first!, 'SIGKILL');
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(owned()).toContain(second);
      expect(owned()).not.toContain(first);
      expect(ended.length).toBe(1);
      expect((await draw()).byteLength).toBeGreaterThan(0);
    } finally {
      await own.close();
    }
  });
});
