import { describe, expect, it } from 'vitest';
import { AnswerCache } from './answer-cache.ts';

function setup(ttlMs = 1_000) {
  let now = 0;
  const cache = new AnswerCache(ttlMs, () => now);
  let computed = 0;
  let fail = false;
  const gates: (() => void)[] = [];
  const compute = () => {
    const n = ++computed;
    return new Promise<number>((resolve, reject) => {
      gates.push(() => (fail ? reject(new Error('down')) : resolve(n)));
    });
  };
  const release = async () => {
    for (const open of gates.splice(0)) open();
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return {
    cache,
    compute,
    release,
    computed: () => computed,
    advance: (ms: number) => {
      now += ms;
    },
    failNext: () => {
      fail = true;
    },
  };
}

describe('AnswerCache', () => {
  it('computes once for concurrent readers and serves the answer within the time limit', async () => {
    const t = setup();
    const a = t.cache.get('k', t.compute);
    const b = t.cache.get('k', t.compute);
    await t.release();
    expect((await a).value).toBe(1);
    expect((await b).value).toBe(1);
    t.advance(999);
    expect((await t.cache.get('k', t.compute)).value).toBe(1);
    expect(t.computed()).toBe(1);
  });

  it('past the time limit serves the old answer while one newer one is computed', async () => {
    const t = setup();
    const first = t.cache.get('k', t.compute);
    await t.release();
    await first;
    t.advance(1_500);
    expect((await t.cache.get('k', t.compute)).value).toBe(1);
    expect((await t.cache.get('k', t.compute)).value).toBe(1);
    expect(t.computed()).toBe(2);
    await t.release();
    expect((await t.cache.get('k', t.compute)).value).toBe(2);
    expect(t.computed()).toBe(2);
  });

  it('after an invalidation waits for a fresh answer and drops a refresh that raced it', async () => {
    const t = setup();
    const first = t.cache.get('k', t.compute);
    await t.release();
    await first;
    t.advance(1_500);
    await t.cache.get('k', t.compute); // starts refresh 2, serves 1
    t.cache.invalidate();
    const fresh = t.cache.get('k', t.compute); // computes 3
    await t.release();
    expect((await fresh).value).toBe(3);
    expect((await t.cache.get('k', t.compute)).value).toBe(3);
  });

  it('forgets an answer whose refresh failed, so the next reader meets the error', async () => {
    const t = setup();
    const first = t.cache.get('k', t.compute);
    await t.release();
    await first;
    t.advance(1_500);
    t.failNext();
    expect((await t.cache.get('k', t.compute)).value).toBe(1);
    await t.release();
    const next = t.cache.get('k', t.compute);
    await t.release();
    await expect(next).rejects.toThrow('down');
  });

  it('keeps the old answer and its compressed bytes when a refresh finds the same data', async () => {
    let now = 0;
    const cache = new AnswerCache(1_000, () => now);
    let computed = 0;
    const compute = async () => {
      computed++;
      return { same: 'data' };
    };
    const first = await cache.get('k', compute);
    const bytes = await first.encoded('gzip');
    now += 1_500;
    await cache.get('k', compute);
    await new Promise((resolve) => setTimeout(resolve, 0));
    const again = await cache.get('k', compute);
    expect(computed).toBe(2);
    expect(again).toBe(first);
    expect(await again.encoded('gzip')).toBe(bytes);
  });
});
