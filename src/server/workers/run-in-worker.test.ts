import { describe, expect, it } from 'vitest';
import { AppError } from '../errors.ts';
import type { FixtureTask, Waited } from './run-in-worker.fixture.ts';
import { MAX_RUNNING_WORKERS, runInWorker, WorkerLimitError } from './run-in-worker.ts';

const FIXTURE = new URL('./run-in-worker.fixture.ts', import.meta.url);
const run = <T>(task: FixtureTask, deadlineMs = 10_000, heapMb?: number) =>
  runInWorker<T>(FIXTURE, task, { deadlineMs, ...(heapMb ? { heapMb } : {}) });

describe('runInWorker', () => {
  it('answers the value the worker returned, buffers moved rather than copied', async () => {
    const value = { name: 'Balai Desa', coordinates: [112.2, -7.5], nested: { ok: true } };
    expect(await run({ kind: 'echo', value })).toEqual(value);
    const bytes = new Uint8Array([1, 2, 3]);
    const echoed = runInWorker<Uint8Array>(
      FIXTURE,
      { kind: 'echo', value: bytes },
      { deadlineMs: 10_000, transfer: [bytes.buffer] },
    );
    expect(bytes.byteLength).toBe(0);
    expect([...(await echoed)]).toEqual([1, 2, 3]);
  });

  it('rethrows an AppError thrown in the worker as the same AppError; other errors keep their message', async () => {
    const refused = await run({ kind: 'app-error' }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({
      code: 'VALIDATION',
      message: 'The fixture refuses this file.',
      errors: { File: 'The fixture refuses this file.' },
    });
    const broken = await run({ kind: 'throw' }).catch((error: unknown) => error);
    expect(broken).not.toBeInstanceOf(AppError);
    expect(broken).toMatchObject({ name: 'TypeError', message: 'The fixture broke.' });
  });

  it('terminates a worker past its deadline and rejects, then takes the next task', async () => {
    const started = performance.now();
    const late = await run({ kind: 'spin' }, 1_000).catch((error: unknown) => error);
    const took = performance.now() - started;
    expect(late).toBeInstanceOf(WorkerLimitError);
    expect(late).toMatchObject({ limit: 'deadline' });
    expect(took).toBeGreaterThanOrEqual(990);
    expect(took).toBeLessThan(2_000);
    // The slot came back: every slot can run a task again.
    const again = await Promise.all(
      Array.from({ length: MAX_RUNNING_WORKERS }, (_, i) => run({ kind: 'echo', value: i })),
    );
    expect(again).toEqual([0, 1]);
  });

  it('rejects a worker that runs out of heap with a memory limit error', async () => {
    const grown = await run({ kind: 'grow' }, 20_000, 32).catch((error: unknown) => error);
    expect(grown).toBeInstanceOf(WorkerLimitError);
    expect(grown).toMatchObject({ limit: 'memory' });
  });

  it(`runs at most ${MAX_RUNNING_WORKERS} workers at once and queues the rest in order`, async () => {
    const tasks = Array.from({ length: 5 }, () => run<Waited>({ kind: 'wait', ms: 400 }));
    const spans = await Promise.all(tasks);
    const mostAtOnce = Math.max(
      ...spans.map(
        ({ startedAt }) => spans.filter((s) => s.startedAt <= startedAt && startedAt < s.endedAt).length,
      ),
    );
    expect(mostAtOnce).toBeLessThanOrEqual(MAX_RUNNING_WORKERS);
    // Five tasks through two slots take three rounds.
    const first = Math.min(...spans.map((s) => s.startedAt));
    const last = Math.max(...spans.map((s) => s.endedAt));
    expect(last - first).toBeGreaterThanOrEqual(3 * 400 - 10);
    // Queued tasks start in the order they were submitted.
    expect(spans[4]!.startedAt).toBeGreaterThanOrEqual(spans[2]!.startedAt);
  });

  it("counts a queued task's deadline from its submission: it can expire without ever starting", async () => {
    const busy = Array.from({ length: MAX_RUNNING_WORKERS }, () => run<Waited>({ kind: 'wait', ms: 1_500 }));
    const started = performance.now();
    const queued = await run({ kind: 'echo', value: 'late' }, 300).catch((error: unknown) => error);
    const took = performance.now() - started;
    expect(queued).toBeInstanceOf(WorkerLimitError);
    expect(queued).toMatchObject({ limit: 'queue' });
    expect(took).toBeLessThan(1_000);
    await Promise.all(busy);
    expect(await run({ kind: 'echo', value: 'next' })).toBe('next');
  });
});
