import type { Message } from '../../shared/i18n/message.ts';
import { AppError } from '../errors.ts';

/**
 * At most `running` pieces of one kind of work at once on this process, and at most `waiting` more in
 * line; past that, 503 with Retry-After at once. For work that runs on the event loop in turns of bounded
 * length (an OGC page of at most 1,000 features): a line of them never adds up to a held event loop.
 */
export class WorkGate {
  private active = 0;
  private readonly line: (() => void)[] = [];

  constructor(
    private readonly running: number,
    private readonly waiting: number,
    private readonly busyMessage: Message,
  ) {}

  /** Nothing running and nothing in line: work that can wait (cutting tiles ahead) goes only then. */
  get idle(): boolean {
    return this.active === 0 && this.line.length === 0;
  }

  /** `leave`: aborted while still in line, the work is dropped and the call rejects with its reason. */
  async run<T>(work: () => Promise<T>, leave?: AbortSignal): Promise<T> {
    if (this.active >= this.running) {
      if (this.line.length >= this.waiting) throw new AppError('UNAVAILABLE', this.busyMessage, undefined, 5);
      await new Promise<void>((resolve, reject) => {
        const turn = () => {
          leave?.removeEventListener('abort', out);
          resolve();
        };
        const out = () => {
          this.line.splice(this.line.indexOf(turn), 1);
          reject(leave?.reason);
        };
        this.line.push(turn);
        leave?.addEventListener('abort', out, { once: true });
      });
    } else {
      this.active += 1;
    }
    try {
      return await work();
    } finally {
      // The slot passes straight to the next in line, so the count never dips between them.
      const next = this.line.shift();
      if (next) next();
      else this.active -= 1;
    }
  }
}
