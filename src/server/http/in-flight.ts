import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Which allowance of requests in flight a request takes. The public read (the map page, its
 * `/api/public/*` answers and its tiles, what every resident loads) has its own, so a burst of back-office
 * work, imports or exports cannot crowd it out, and a crowd of readers cannot crowd out staff signing in.
 * `/api/health` takes none: it is the liveness probe, answered from memory, and must answer while the
 * server sheds.
 */
export type Allowance = 'public' | 'other';

/** The map page, its answers and its tiles (a phone asks for a dozen tiles at a time). */
const PUBLIC_READ = /^\/(?:$|api\/public\/|tiles\/|tiles\.json$)/;

export function allowanceOf(method: string, url: string, healthUrl: string): Allowance | undefined {
  const path = url.split('?', 1)[0]!;
  if (path === healthUrl) return undefined;
  if ((method === 'GET' || method === 'HEAD') && PUBLIC_READ.test(path)) return 'public';
  return 'other';
}

const HELD = Symbol('inFlightAllowance');
const OPEN = Symbol('inFlightOpen');
type Holding = FastifyRequest & { [HELD]?: Allowance; [OPEN]?: boolean };

/**
 * Requests started and not yet finished. Two counts, each let go of exactly once per request:
 * - per allowance, the app's work under way, which the bound limits: let go once the answer is handed to be
 *   sent (`onSend`). What is left then is the client reading it, which on a slow phone takes seconds and
 *   costs the server next to nothing (a stream's next slice is read when the client has taken the last), so
 *   a crowd opening a shared link on weak links must not fill the allowance;
 * - in all, the answers not yet sent, which the drain waits for (graceful-close.ts): let go once sent
 *   (`onResponse`).
 * Both are let go too when the client went away first (`onRequestAbort`: Node marks such a request aborted,
 * and `onResponse` may then never run). A count that leaked would shed load forever; one let go twice would
 * stop shedding.
 */
export class RequestsInFlight {
  private readonly counts: Record<Allowance, number> = { public: 0, other: 0 };
  private open = 0;
  /** When a request last started or ended (Date.now()): the drain waits for a quiet moment (graceful-close.ts). */
  lastChangeAt = 0;

  constructor(private readonly healthUrl: string) {}

  count(allowance: Allowance): number {
    return this.counts[allowance];
  }

  /** Answers not yet sent (or abandoned), whatever their allowance. */
  get total(): number {
    return this.open;
  }

  /** The allowance a request would take, or undefined for one that takes none. */
  allowanceOf(request: FastifyRequest): Allowance | undefined {
    return allowanceOf(request.method, request.url, this.healthUrl);
  }

  hold(request: FastifyRequest, allowance: Allowance): void {
    const holding = request as Holding;
    if (holding[HELD] || holding[OPEN]) return;
    holding[HELD] = allowance;
    holding[OPEN] = true;
    this.counts[allowance]++;
    this.open++;
    this.lastChangeAt = Date.now();
  }

  /** The app's work for this request is done: its place in the allowance goes to the next. */
  handedOver(request: FastifyRequest): void {
    const holding = request as Holding;
    const allowance = holding[HELD];
    if (!allowance) return;
    holding[HELD] = undefined;
    this.counts[allowance]--;
  }

  release(request: FastifyRequest): void {
    this.handedOver(request);
    const holding = request as Holding;
    if (!holding[OPEN]) return;
    holding[OPEN] = false;
    this.open--;
    this.lastChangeAt = Date.now();
  }

  /** The hooks that let go of a request's place, whichever way it ends. */
  registerRelease(app: FastifyInstance): void {
    app.addHook('onSend', (request, _reply, payload, done) => {
      this.handedOver(request);
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
