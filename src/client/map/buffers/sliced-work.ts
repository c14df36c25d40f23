import { SLICE_MS } from '../timing.ts';
/**
 * Work written as a generator that yields every so often, so it can run either at once or in slices
 * between frames: making a new detail level of a large village's paths takes a quarter of a second on a
 * slow machine, which as one task would be a frozen frame right after a zoom (decision 0015).
 */
export type Sliced<T> = Generator<void, T, void>;

/** Runs the work to its end now. */
export function runNow<T>(work: Sliced<T>): T {
  for (;;) {
    const step = work.next();
    if (step.done) return step.value;
  }
}

/**
 * Runs the work in tasks of about SLICE_MS each until it ends; rejects with the signal's reason, and
 * stops, once it is aborted.
 */
export function runInSlices<T>(work: Sliced<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const slice = () => {
      if (signal.aborted) {
        reject(signal.reason);
        return;
      }
      const until = performance.now() + SLICE_MS;
      try {
        for (;;) {
          const step = work.next();
          if (step.done) {
            resolve(step.value);
            return;
          }
          if (performance.now() >= until) break;
        }
      } catch (error) {
        reject(error);
        return;
      }
      setTimeout(slice, 0);
    };
    setTimeout(slice, 0);
  });
}
