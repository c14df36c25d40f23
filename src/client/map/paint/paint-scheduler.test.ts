import { describe, expect, it } from 'vitest';
import { CANVAS_RESIZED } from '../deck-internals.ts';
import { FIRST_BUDGET, FIRST_PAINT_BUDGET } from '../timing.ts';
import type { Bounds } from './paint-batches.ts';
import { type BatchDraw, NEXT_BATCH, PaintScheduler, type PaintView } from './paint-scheduler.ts';

interface FakeLayer {
  id: string;
  props: { paint?: { cost: number; bounds?: Bounds } };
}

const layer = (id: string, cost: number, bounds?: Bounds): FakeLayer => ({
  id,
  props: { paint: { cost, bounds } },
});

class FakeView implements PaintView {
  constructor(
    readonly name: string,
    private readonly shows: Bounds = [-180, -90, 180, 90],
  ) {}
  equals(other: PaintView): boolean {
    return other instanceof FakeView && other.name === this.name;
  }
  area() {
    return this.shows;
  }
}

/** deck.gl, the GPU and the frames, as plain data the tests drive by hand. */
function harness(layers: FakeLayer[], options: { gpu?: boolean; batchMs?: number } = {}) {
  const world = {
    view: new FakeView('a') as FakeView | null,
    layers,
    moving: false,
    needsRedraw: false,
    time: 0,
    frames: [] as (() => void)[],
    redraws: [] as string[],
    admitted: [] as string[],
    covered: [] as string[],
    events: [] as string[],
    draws: [] as BatchDraw<FakeLayer>[],
    pending: 0,
  };
  const gpu = options.gpu ?? true;
  const scheduler = new PaintScheduler<FakeLayer, FakeView>({
    view: () => world.view,
    layers: () => world.layers,
    moving: () => world.moving,
    buffer: {
      fits: () => gpu,
      prepare: () => gpu,
      present: () => world.events.push('present'),
      finish: () => {
        world.events.push('finish');
        world.time += options.batchMs ?? 15;
      },
      mark: () => {
        world.pending++;
        world.events.push('mark');
      },
      caughtUp: (behind) => world.pending <= behind,
    },
    admit: (batch) => world.admitted.push(...batch.map((l) => l.id)),
    cover: (view) => world.covered.push(view.name),
    needsRedraw: () => world.needsRedraw,
    redraw: (reason) => world.redraws.push(reason),
    now: () => world.time,
    nextFrame: (callback) => world.frames.push(callback),
  });
  const paint = (reason: string) => scheduler.paint(reason, (batch) => world.draws.push(batch));
  /** Runs the frames asked for, and the redraws they asked for, until the paint rests. */
  const settle = () => {
    for (let guard = 0; guard < 1000 && (world.frames.length > 0 || world.redraws.length > 0); guard++) {
      const frame = world.frames.shift();
      // The GPU gets through one queued batch a frame.
      world.pending = Math.max(0, world.pending - 1);
      if (frame) frame();
      const reason = world.redraws.shift();
      if (reason) paint(reason);
    }
  };
  return { world, scheduler, paint, settle };
}

/** Layers that take `n` batches at the first paint's budget. */
const heavy = (n: number) => Array.from({ length: n }, (_, i) => layer(`l${i}`, FIRST_PAINT_BUDGET));

describe('the paint scheduler', () => {
  it('paints the first picture in batches without waiting for the GPU, and presents with its last batch', () => {
    const { world, scheduler, paint, settle } = harness(heavy(3));
    paint('initial');
    expect(scheduler.finishing()).toBe(false);
    settle();
    expect(world.draws.map((draw) => draw.layers?.map((l) => l.id))).toEqual([['l0'], ['l1'], ['l2']]);
    expect(world.draws.map((draw) => draw.clearCanvas)).toEqual([true, false, false]);
    expect(world.events).toEqual(['mark', 'mark', 'present']);
    expect(world.admitted).toEqual(['l0', 'l1', 'l2']);
    expect(scheduler.finishing()).toBe(true);
    expect(scheduler.batches()).toBe(3);
    expect(scheduler.presented()?.name).toBe('a');
  });

  it('keeps no more than two batches queued on the GPU during the first paint', () => {
    const { world, paint } = harness(heavy(4));
    paint('initial');
    world.frames.shift()!();
    paint(world.redraws.shift()!);
    // Two marked and not done: the next batch waits a frame.
    world.frames.shift()!();
    expect(world.redraws).toEqual([]);
    expect(world.frames).toHaveLength(1);
    world.pending = 1;
    world.frames.shift()!();
    expect(world.redraws).toEqual([NEXT_BATCH]);
  });

  it('measures a repaint and presents it in a frame of its own after its last batch', () => {
    const { world, scheduler, paint, settle } = harness([layer('x', FIRST_BUDGET), layer('y', FIRST_BUDGET)]);
    paint('initial');
    settle();
    world.events = [];
    world.draws = [];
    paint('layers changed');
    settle();
    // Two batches drawn, measured, then a batch of nothing that presents.
    expect(world.draws.map((draw) => draw.layers?.length)).toEqual([1, 1, 0]);
    expect(world.events).toEqual(['finish', 'finish', 'present']);
    expect(scheduler.finishing()).toBe(true);
  });

  it('sizes the next batch to the time the last one took', () => {
    const { world, paint, settle } = harness(
      Array.from({ length: 8 }, (_, i) => layer(`l${i}`, FIRST_BUDGET / 2)),
      { batchMs: 7.5 },
    );
    paint('initial');
    settle();
    world.draws = [];
    paint('again');
    settle();
    // Half the aimed time: each measured batch doubles the next (within the layers left).
    expect(world.draws.map((draw) => draw.layers?.length)).toEqual([2, 4, 2, 0]);
  });

  it('plans only the layers that may draw in view', () => {
    const { world, paint, settle } = harness([
      layer('here', 1, [110, -8, 111, -7]),
      layer('far', 1, [0, 0, 1, 1]),
      layer('everywhere', 1),
    ]);
    world.view = new FakeView('village', [109, -9, 112, -6]);
    paint('initial');
    settle();
    expect(world.draws.flatMap((draw) => draw.layers?.map((l) => l.id) ?? [])).toEqual([
      'here',
      'everywhere',
    ]);
  });

  it('while the view moves, clears the canvas once and draws nothing more', () => {
    const { world, scheduler, paint, settle } = harness(heavy(2));
    paint('initial');
    settle();
    world.draws = [];
    world.moving = true;
    paint('view changed');
    paint('view changed');
    expect(world.draws).toEqual([{ hideAll: true }]);
    expect(scheduler.presented()).toBeNull();
    expect(scheduler.finishing()).toBe(false);
  });

  it('for a new view, moves the old picture into place and paints the new one from the first layer', () => {
    const { world, paint, settle } = harness(heavy(2));
    paint('initial');
    settle();
    world.draws = [];
    world.view = new FakeView('b');
    paint('view changed');
    expect(world.covered).toEqual(['a']);
    expect(world.draws[0]).toEqual({ hideAll: true });
    expect(world.draws[1]!.layers?.[0]?.id).toBe('l0');
  });

  it('goes on with a paint after a resize that changed nothing, and starts again after a real one', () => {
    const { world, paint } = harness(heavy(3));
    paint('initial');
    world.frames.shift()!();
    paint(world.redraws.shift()!);
    paint(CANVAS_RESIZED);
    expect(world.draws.map((draw) => draw.layers?.[0]?.id)).toEqual(['l0', 'l1', 'l2']);
    world.view = new FakeView('resized');
    paint(CANVAS_RESIZED);
    expect(world.draws.at(-1)!.layers?.[0]?.id).toBe('l0');
  });

  it('stops asking for batches when deck.gl wants a redraw of its own', () => {
    const { world, paint } = harness(heavy(3));
    paint('initial');
    world.needsRedraw = true;
    world.frames.shift()!();
    expect(world.redraws).toEqual([]);
  });

  it('without a GPU draws onto the canvas, and still completes', () => {
    const { world, scheduler, paint, settle } = harness(heavy(2), { gpu: false });
    paint('initial');
    settle();
    expect(world.draws.every((draw) => !draw.offscreen)).toBe(true);
    expect(world.events).toEqual([]);
    expect(scheduler.finishing()).toBe(true);
  });
});
