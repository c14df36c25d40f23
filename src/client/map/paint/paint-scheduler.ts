import { CANVAS_RESIZED } from '../deck-internals.ts';
import { FIRST_BUDGET, FIRST_PAINT_BUDGET } from '../timing.ts';
import {
  type Bounds,
  batchEnd,
  mayDrawIn,
  nextBudget,
  type Painted,
  totalPaintCost,
} from './paint-batches.ts';

/** The redraw reason for the next batch of a repaint in progress. */
export const NEXT_BATCH = 'next paint batch';

/** A view as the scheduler needs it: compared, and its screen turned into the area it shows. */
export interface PaintView {
  equals(other: PaintView): boolean;
  /** The lng/lat area the view shows, grown by the layers' drawing margin (paint-batches.ts). */
  area(): Bounds;
}

/** What one batch draws: into the offscreen target or the canvas, which layers, clearing first or not. */
export interface BatchDraw<L> {
  /** Draw nothing but clear (the canvas while the view moves, or before a picture moved into place). */
  hideAll?: boolean;
  offscreen?: boolean;
  clearCanvas?: boolean;
  layers?: readonly L[];
}

/** The offscreen picture a repaint draws into (offscreen-paint.ts), seen through what the scheduler asks. */
export interface PaintBuffer {
  /** Whether the target is there at the canvas's size, so what it holds is kept. */
  fits(): boolean;
  /** Makes the target ready; false when there is no GPU to draw with. */
  prepare(): boolean;
  present(): void;
  /** Waits until the GPU has drawn what was sent (so a batch's time can be measured). */
  finish(): void;
  /** Marks the end of the batch just sent, without waiting. */
  mark(): void;
  /** Whether the GPU has done every marked batch but the last `behind`. */
  caughtUp(behind: number): boolean;
}

/** The scheduler's world: deck.gl, the GPU picture, time and frames. Faked in the tests. */
export interface PaintSurroundings<L, V extends PaintView> {
  view(): V | null;
  /** The layers to paint now, in order. */
  layers(): readonly L[];
  moving(): boolean;
  buffer: PaintBuffer;
  /** Hands deck.gl the layers a batch is about to draw (deck-internals.ts, `admit`). */
  admit(layers: readonly L[]): void;
  /** Shows the canvas's picture, taken at `view`, until the features are whole again. */
  cover(view: V): void;
  /** Whether deck.gl wants a redraw of its own (a new view, new layers): it must not be masked. */
  needsRedraw(): boolean;
  redraw(reason: string): void;
  now(): number;
  nextFrame(callback: () => void): void;
}

/**
 * Painting in batches (decision 0018; first 0011): every redraw of a large village comes here. A redraw
 * for any other reason than the next batch starts again from the first layer in view; each batch draws
 * into an offscreen picture onto the last, the next is asked for on the next frame, and the whole picture
 * is presented at the end. While the view moves, the canvas is cleared once and the moving picture stands
 * in. The first paint sends its batches without waiting for the GPU and presents with its last one; a
 * repaint measures each batch, sizes the next to the aim (paint-batches.ts), and presents in a frame of
 * its own.
 */
export class PaintScheduler<L extends Painted, V extends PaintView> {
  private next = 0;
  private generation = 0;
  private budget = FIRST_PAINT_BUDGET;
  private batchCount = 0;
  private plan: readonly L[] = [];
  /** The view and the layers the paint in progress draws. */
  private planned: V | null = null;
  private plannedFrom: readonly L[] = [];
  private shown: V | null = null;
  /** Whether a picture of the features has been on the canvas. */
  private everPresented = false;
  private completing = true;
  private clearedWhileMoving = false;

  constructor(private readonly around: PaintSurroundings<L, V>) {}

  /** Whether the frame being drawn completes a paint. */
  finishing(): boolean {
    return this.completing;
  }

  /** Batches the current or last paint took. */
  batches(): number {
    return this.batchCount;
  }

  /** The view of the picture on the canvas; null when it is blank. */
  presented(): V | null {
    return this.shown;
  }

  /** One redraw, for `reason`: draws its batch through `draw`, and asks for the next one if any. */
  paint(reason: string, draw: (batch: BatchDraw<L>) => void): void {
    const { around } = this;
    if (around.moving()) {
      this.generation++;
      this.completing = false;
      // Cleared once: a canvas left untouched is not presented again, and on software compositing
      // presenting a changed canvas means copying it back from the GPU, every frame of the movement.
      if (!this.clearedWhileMoving) draw({ hideAll: true });
      this.clearedWhileMoving = true;
      this.shown = null;
      return;
    }
    this.clearedWhileMoving = false;
    const view = around.view();
    const layers = around.layers();
    // A resize that changed nothing must not throw away the batches already in the picture.
    const unchanged =
      reason === CANVAS_RESIZED &&
      this.next > 0 &&
      this.next < this.plan.length &&
      !!view &&
      !!this.planned?.equals(view) &&
      this.plannedFrom === layers &&
      around.buffer.fits();
    if (reason !== NEXT_BATCH && !unchanged) this.start(view, layers, draw);

    const gpu = around.buffer.prepare();
    const from = this.next;
    const end = batchEnd(this.plan, from, this.budget);
    const batch = this.plan.slice(from, end);
    around.admit(batch);
    this.next = end;
    this.batchCount++;
    // A repaint presents its picture in a frame of its own, after the batch that drew its last layers:
    // on software compositing a changed canvas costs most of a frame, a batch the rest (decision 0015).
    // The first paint presents with its last batch, sooner.
    const complete = end >= this.plan.length && (end === from || !this.everPresented);
    this.completing = complete;
    const startedAt = around.now();
    draw({ offscreen: gpu, clearCanvas: from === 0, layers: batch });
    if (complete) {
      if (gpu) around.buffer.present();
      this.shown = view;
      // A picture of costless layers only (the village boundary before the features came) is not the
      // first paint: the features' own keeps its unmeasured batches.
      if (totalPaintCost(this.plan) > 0 && !this.everPresented) {
        this.everPresented = true;
        this.budget = FIRST_BUDGET;
      }
      return;
    }
    if (gpu && this.everPresented) {
      around.buffer.finish();
      this.budget = nextBudget(this.budget, around.now() - startedAt);
    } else if (gpu) {
      // The first paint does not wait for the GPU after a batch: the GPU works through one batch while
      // the next is sent, and the page goes on meanwhile. A batch waits only for the one before the
      // last, so no more than two are queued when the user starts to move the map.
      around.buffer.mark();
    }
    // This batch's loop is the only one: a continued paint (an unchanged resize) ends the one before.
    const generation = ++this.generation;
    const nextBatch = () => {
      if (this.generation !== generation || around.moving() || around.needsRedraw()) return;
      if (gpu && !around.buffer.caughtUp(1)) around.nextFrame(nextBatch);
      else around.redraw(NEXT_BATCH);
    };
    around.nextFrame(nextBatch);
  }

  /** A new paint: the layers in view, from the first. */
  private start(view: V | null, layers: readonly L[], draw: (batch: BatchDraw<L>) => void): void {
    this.planned = view;
    this.plannedFrom = layers;
    const area = view?.area();
    this.plan = area ? layers.filter((layer) => mayDrawIn(layer, area)) : layers;
    // The picture on the canvas stays until the new one is whole; for another view it becomes a
    // picture moved into place above a cleared canvas.
    if (this.shown && view && !this.shown.equals(view)) {
      this.around.cover(this.shown);
      this.shown = null;
      this.completing = false;
      draw({ hideAll: true });
    }
    this.next = 0;
    this.batchCount = 0;
    this.generation++;
  }
}
