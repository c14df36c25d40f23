import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Which allowance of requests in flight a request takes. The public read (the map page and its
 * `/api/public/*` answers, what every resident loads) has its own, so a burst of back-office work, imports
 * or exports cannot crowd it out, and a crowd of readers cannot crowd out staff signing in. `/api/health`
 * takes none: it is the liveness probe, answered from memory, and must answer while the server sheds.
 */
export type Allowance = 'public' | 'other';

export function allowanceOf(method: string, url: string, healthUrl: string): Allowance | undefined {
  const path = url.split('?', 1)[0]!;
  if (path === healthUrl) return undefined;
  if ((method === 'GET' || method === 'HEAD') && (path === '/' || path.startsWith('/api/public/')))
    return 'public';
  return 'other';
}

const HELD = Symbol('inFlightAllowance');

const isStream = (payload: unknown): boolean =>
  typeof (payload as { pipe?: unknown } | null)?.pipe === 'function';
type Holding = FastifyRequest & { [HELD]?: Allowance };

/**
 * Requests started and not yet finished, per allowance. A request is counted in `onRequest` and let go
 * exactly once: when its answer is whole in memory (`onSend`), when a streamed answer has been sent
 * (`onResponse`), or when its client went away before the answer was whole (`onRequestAbort`: Node marks
 * such a request aborted, and `onResponse` may then never run). A count that leaked would shed load
 * forever; one let go twice would stop shedding.
 */
export class RequestsInFlight {
  private readonly counts: Record<Allowance, number> = { public: 0, other: 0 };
  /** When a request last started or ended (Date.now()): the drain waits for a quiet moment (graceful-close.ts). */
  lastChangeAt = 0;

  constructor(private readonly healthUrl: string) {}

  count(allowance: Allowance): number {
    return this.counts[allowance];
  }

  get total(): number {
    return this.counts.public + this.counts.other;
  }

  /** The allowance a request would take, or undefined for one that takes none. */
  allowanceOf(request: FastifyRequest): Allowance | undefined {
    return allowanceOf(request.method, request.url, this.healthUrl);
  }

  hold(request: FastifyRequest, allowance: Allowance): void {
    const holding = request as Holding;
    if (holding[HELD]) return;
    holding[HELD] = allowance;
    this.counts[allowance]++;
    this.lastChangeAt = Date.now();
  }

  release(request: FastifyRequest): void {
    const holding = request as Holding;
    const allowance = holding[HELD];
    if (!allowance) return;
    holding[HELD] = undefined;
    this.counts[allowance]--;
    this.lastChangeAt = Date.now();
  }

  /** The hooks that let go of a request's place, whichever way it ends. */
  registerRelease(app: FastifyInstance): void {
    // An answer made whole in memory (the public answers, the page) is the app's work done: what is left is
    // the client reading it, which on a slow phone takes seconds and costs the server nothing, so a crowd
    // opening a shared link must not fill the allowance. A stream is still being made: it keeps its place
    // until it has been sent.
    app.addHook('onSend', (request, _reply, payload, done) => {
      if (!isStream(payload)) this.release(request);
      done(null, payload);
    });
    app.addHook('onResponse', (request, _reply, done) => {
      this.release(request);
      done();
    });
    app.addHook('onRequestAbort', (request, done) => {
      this.release(request);
      done();
    });
  }
}
