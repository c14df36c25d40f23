import { describe, expect, it } from 'vitest';
import { AnswerCache } from './answer-cache.ts';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function setup(checkEveryMs = 1_000) {
  let now = 0;
  let version = 1;
  let versionReads = 0;
  let versionDown = false;
  const cache = new AnswerCache(
    checkEveryMs,
    async () => {
      versionReads++;
      if (versionDown) throw new Error('database down');
      return version;
    },
    () => now,
  );
  let computed = 0;
  let fail = false;
  const gates: (() => void)[] = [];
  /** Answers with its own number, once released. */
  const compute = () => {
    const n = ++computed;
    return new Promise<number>((resolve, reject) => {
      gates.push(() => (fail ? reject(new Error('down')) : resolve(n)));
    });
  };
  const release = async () => {
    await settle();
    for (const open of gates.splice(0)) open();
    await settle();
  };
  const read = async () => {
    const answer = t.cache.get('k', compute);
    await release();
    return (await answer).value;
  };
  const t = {
    cache,
    compute,
    release,
    read,
    computed: () => computed,
    versionReads: () => versionReads,
    advance: (ms: number) => {
      now += ms;
    },
    write: () => {
      version++;
    },
    failNext: () => {
      fail = true;
    },
    versionDown: (down: boolean) => {
      versionDown = down;
    },
  };
  return t;
}

describe('AnswerCache', () => {
  it('computes once for concurrent readers, after the first read of the data version', async () => {
    const t = setup();
    const a = t.cache.get('k', t.compute);
    const b = t.cache.get('k', t.compute);
    await t.release();
    expect((await a).value).toBe(1);
    expect((await b).value).toBe(1);
    expect(t.computed()).toBe(1);
    expect(t.versionReads()).toBe(1);
  });

  it('keeps an answer past the check interval while the data version stays, reading only the version', async () => {
    const t = setup();
    expect(await t.read()).toBe(1);
    t.advance(999);
    expect(await t.read()).toBe(1);
    expect(t.versionReads()).toBe(1);
    for (let i = 0; i < 3; i++) {
      t.advance(1_500);
      expect(await t.read()).toBe(1);
    }
    expect(t.versionReads()).toBe(4);
    expect(t.computed()).toBe(1);
  });

  it('drops every answer once the check sees the version move, serving the old one while it reads', async () => {
    const t = setup();
    expect(await t.read()).toBe(1);
    t.write();
    t.advance(1_500);
    // This reader starts the check and is not held up by it.
    expect((await t.cache.get('k', t.compute)).value).toBe(1);
    await settle();
    expect(await t.read()).toBe(2);
    expect(await t.read()).toBe(2);
    expect(t.computed()).toBe(2);
  });

  it('after a write through this server, the next reader waits for the check (and reads its write)', async () => {
    const t = setup();
    expect(await t.read()).toBe(1);
    t.write();
    t.cache.afterWrite();
    expect(await t.read()).toBe(2);
    // A write that left the public data as it was (a user's name, say) costs no recomputation.
    t.cache.afterWrite();
    expect(await t.read()).toBe(2);
    expect(t.computed()).toBe(2);
    expect(t.versionReads()).toBe(3);
  });

  it('drops a computation still running when a change is seen: later readers get a newer answer', async () => {
    const t = setup();
    expect(await t.read()).toBe(1);
    t.write();
    t.cache.afterWrite();
    const racing = t.cache.get('other', t.compute); // computes 2 once the check has dropped the old answers
    await settle();
    t.write();
    t.cache.afterWrite();
    const next = t.cache.get('other', t.compute); // waits for the check that sees the second write
    await t.release();
    expect((await racing).value).toBe(2);
    await t.release();
    expect((await next).value).toBe(3);
    expect((await t.cache.get('other', t.compute)).value).toBe(3);
  });

  it('forgets a failed computation, so the next reader meets the error and the one after that retries', async () => {
    const t = setup();
    t.failNext();
    // Expectations are attached before the release, so no rejection goes unhandled for a moment.
    const first = expect(t.cache.get('k', t.compute)).rejects.toThrow('down');
    await t.release();
    await first;
    expect(t.computed()).toBe(1);
    const second = expect(t.cache.get('k', t.compute)).rejects.toThrow('down');
    await settle();
    expect(t.computed()).toBe(2);
    await t.release();
    await second;
  });

  it('keeps serving its answers while the version cannot be read', async () => {
    const t = setup();
    expect(await t.read()).toBe(1);
    t.versionDown(true);
    t.write();
    t.advance(1_500);
    expect(await t.read()).toBe(1);
    t.versionDown(false);
    t.advance(1_500);
    await t.read();
    expect(await t.read()).toBe(2);
  });

  it('keeps the old answer and its compressed bytes when a change leaves the JSON as it was', async () => {
    let version = 1;
    const cache = new AnswerCache(1_000, async () => version);
    let computed = 0;
    const compute = async () => {
      computed++;
      return { same: 'data' };
    };
    const first = await cache.get('k', compute);
    const bytes = await first.encoded('gzip');
    version++;
    cache.afterWrite();
    const again = await cache.get('k', compute);
    expect(computed).toBe(2);
    expect(again).toBe(first);
    expect(await again.encoded('gzip')).toBe(bytes);
  });

  it('remembers a derived value until the data changes, and keeps at most 64 of them', async () => {
    let version = 1;
    const cache = new AnswerCache(1_000, async () => version);
    let made = 0;
    const make = async () => ++made;
    expect(await cache.remember('picture', make)).toBe(1);
    expect(await cache.remember('picture', make)).toBe(1);
    version++;
    cache.afterWrite();
    expect(await cache.remember('picture', make)).toBe(2);
    // Keys that come from user input (a place per link) cannot grow the cache without bound.
    for (let i = 0; i < 64; i++) await cache.remember(`place-${i}`, make);
    expect(await cache.remember('picture', make)).toBe(made);
    expect(await cache.remember('place-63', make)).toBe(made - 1);
    // A failed value is not kept.
    await expect(cache.remember('broken', async () => Promise.reject(new Error('no')))).rejects.toThrow('no');
    expect(await cache.remember('broken', make)).toBe(made);
  });

  it('shares a remembered computation among its callers and ends it once every one of them has left', async () => {
    const cache = new AnswerCache(1_000, async () => 1);
    let started = 0;
    const aborted: boolean[] = [];
    const gates: (() => void)[] = [];
    const draw = (signal: AbortSignal) => {
      started += 1;
      signal.addEventListener('abort', () => aborted.push(true));
      return new Promise<string>((resolve) => gates.push(() => resolve('picture')));
    };
    const first = new AbortController();
    const second = new AbortController();
    const firstWait = cache.remember('preview', draw, first.signal);
    const secondWait = cache.remember('preview', draw, second.signal);
    await settle();
    expect(started).toBe(1);
    first.abort();
    await expect(firstWait).rejects.toBeDefined();
    expect(aborted).toEqual([]);
    second.abort();
    await expect(secondWait).rejects.toBeDefined();
    // Nobody waits any more: the drawing is ended and nothing is kept.
    expect(aborted).toEqual([true]);
    const third = cache.remember('preview', draw);
    await settle();
    expect(started).toBe(2);
    // A caller that cannot leave keeps it going for everyone; once made, it is kept.
    const leaving = new AbortController();
    const fourth = cache.remember('preview', draw, leaving.signal);
    leaving.abort();
    await expect(fourth).rejects.toBeDefined();
    for (const open of gates) open();
    expect(await third).toBe('picture');
    expect(aborted).toEqual([true]);
    expect(await cache.remember('preview', draw, new AbortController().signal)).toBe('picture');
    expect(started).toBe(2);
  });
});
