import { describe, expect, it } from 'vitest';
import { runInSlices, runNow, type Sliced } from './sliced-work.ts';

/** Work of `steps` steps of `ms` each, counting the steps it has done. */
function* busy(steps: number, ms: number, done: { steps: number }): Sliced<string> {
  for (let step = 0; step < steps; step++) {
    const until = performance.now() + ms;
    while (performance.now() < until) {
      // Busy, as a real slice of work is.
    }
    done.steps++;
    yield;
  }
  return 'made';
}

describe('sliced work', () => {
  it('runs to the end at once', () => {
    const done = { steps: 0 };
    expect(runNow(busy(3, 0, done))).toBe('made');
    expect(done.steps).toBe(3);
  });

  it('runs in several tasks, none of them much longer than a slice', async () => {
    const done = { steps: 0 };
    const tasks: number[] = [];
    let task = 0;
    const counter = setInterval(() => task++, 0);
    const work = busy(12, 2, done);
    const seen = (function* () {
      for (;;) {
        tasks.push(task);
        if (work.next().done) return 'made';
        yield;
      }
    })();
    const made = await runInSlices(seen, new AbortController().signal);
    clearInterval(counter);
    expect(made).toBe('made');
    expect(done.steps).toBe(12);
    // 24 ms of work in slices of about 6 ms: the interval ran between them.
    expect(new Set(tasks).size).toBeGreaterThan(2);
  });

  it('stops once aborted, and says so', async () => {
    const done = { steps: 0 };
    const abort = new AbortController();
    const running = runInSlices(busy(100, 2, done), abort.signal);
    abort.abort(new Error('zoomed again'));
    await expect(running).rejects.toThrow('zoomed again');
    expect(done.steps).toBeLessThan(100);
  });
});
